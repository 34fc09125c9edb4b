// Placeholder until its issue lands: the route exists so every link resolves.
export default function DocumentationPage() {
  return (
    <main>
      <h1>Documentation</h1>
    </main>
  );
}
