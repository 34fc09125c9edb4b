// Placeholder until its issue lands: the route exists so every link resolves.
export default function BlogListPage() {
  return (
    <main>
      <h1>Blog</h1>
    </main>
  );
}
