// Placeholder until its issue lands: the route exists so every link resolves.
export default function HomePage() {
  return (
    <main>
      <h1>Parley</h1>
    </main>
  );
}
