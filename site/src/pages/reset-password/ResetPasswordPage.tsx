// Placeholder until its issue lands: the route exists so every link resolves.
export default function ResetPasswordPage() {
  return (
    <main>
      <h1>Reset password</h1>
    </main>
  );
}
