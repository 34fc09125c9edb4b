// Placeholder until its issue lands: the route exists so every link resolves.
export default function FeaturesPage() {
  return (
    <main>
      <h1>Features</h1>
    </main>
  );
}
