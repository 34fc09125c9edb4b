// Placeholder until its issue lands: the route exists so every link resolves.
export default function UseCasesPage() {
  return (
    <main>
      <h1>Use cases</h1>
    </main>
  );
}
