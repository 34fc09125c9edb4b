// Placeholder until its issue lands: the route exists so every link resolves.
export default function PrsPage() {
  return (
    <main>
      <h1>Product Requirements Specification</h1>
    </main>
  );
}
