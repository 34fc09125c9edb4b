// Placeholder until its issue lands: the route exists so every link resolves.
export default function SupportPage() {
  return (
    <main>
      <h1>Help Center</h1>
    </main>
  );
}
