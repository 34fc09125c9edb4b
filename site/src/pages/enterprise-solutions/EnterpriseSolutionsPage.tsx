// Placeholder until its issue lands: the route exists so every link resolves.
export default function EnterpriseSolutionsPage() {
  return (
    <main>
      <h1>Enterprise solutions</h1>
    </main>
  );
}
