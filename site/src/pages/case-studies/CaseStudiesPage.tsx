// Placeholder until its issue lands: the route exists so every link resolves.
export default function CaseStudiesPage() {
  return (
    <main>
      <h1>Case studies</h1>
    </main>
  );
}
