// Placeholder until its issue lands: the route exists so every link resolves.
export default function AdminDashboardPage() {
  return (
    <main>
      <h1>Blog admin</h1>
    </main>
  );
}
