// Placeholder until its issue lands: the route exists so every link resolves.
export default function SignupPage() {
  return (
    <main>
      <h1>Start Free Trial</h1>
    </main>
  );
}
