// Placeholder until its issue lands: the route exists so every link resolves.
export default function ApiDocumentationPage() {
  return (
    <main>
      <h1>API documentation</h1>
    </main>
  );
}
