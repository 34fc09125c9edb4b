// Placeholder until its issue lands: the route exists so every link resolves.
export default function PricingPage() {
  return (
    <main>
      <h1>Pricing</h1>
    </main>
  );
}
