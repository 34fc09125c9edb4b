// Placeholder until its issue lands: the route exists so every link resolves.
export default function AdminEditPostPage() {
  return (
    <main>
      <h1>Edit Blog Post</h1>
    </main>
  );
}
