// Placeholder until its issue lands: the route exists so every link resolves.
export default function NotFoundPage() {
  return (
    <main>
      <h1>404</h1>
    </main>
  );
}
