// Placeholder until its issue lands: the route exists so every link resolves.
export default function RoadmapPage() {
  return (
    <main>
      <h1>Roadmap</h1>
    </main>
  );
}
