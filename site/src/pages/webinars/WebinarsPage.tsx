// Placeholder until its issue lands: the route exists so every link resolves.
export default function WebinarsPage() {
  return (
    <main>
      <h1>Webinars</h1>
    </main>
  );
}
