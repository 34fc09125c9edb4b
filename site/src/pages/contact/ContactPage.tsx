// Placeholder until its issue lands: the route exists so every link resolves.
export default function ContactPage() {
  return (
    <main>
      <h1>Contact</h1>
    </main>
  );
}
