// Placeholder until its issue lands: the route exists so every link resolves.
export default function BlogPostPage() {
  return (
    <main>
      <h1>Article</h1>
    </main>
  );
}
