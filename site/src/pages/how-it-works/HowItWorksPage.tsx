// Placeholder until its issue lands: the route exists so every link resolves.
export default function HowItWorksPage() {
  return (
    <main>
      <h1>How it works</h1>
    </main>
  );
}
