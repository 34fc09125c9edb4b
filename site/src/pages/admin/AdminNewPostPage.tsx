// Placeholder until its issue lands: the route exists so every link resolves.
export default function AdminNewPostPage() {
  return (
    <main>
      <h1>Create New Blog Post</h1>
    </main>
  );
}
