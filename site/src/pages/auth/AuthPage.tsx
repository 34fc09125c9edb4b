// Placeholder until its issue lands: the route exists so every link resolves.
export default function AuthPage() {
  return (
    <main>
      <h1>Sign In</h1>
    </main>
  );
}
