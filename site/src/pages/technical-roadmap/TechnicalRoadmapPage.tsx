// Placeholder until its issue lands: the route exists so every link resolves.
export default function TechnicalRoadmapPage() {
  return (
    <main>
      <h1>Technical roadmap</h1>
    </main>
  );
}
