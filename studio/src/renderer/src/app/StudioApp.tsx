import { AuthGate } from './AuthGate';
import { BackendProviders } from './backend';
import { AppProviders } from './providers';
import { StudioRouter } from './routes';

/** Parley Studio's renderer: the providers, the backend it works on, the auth gate, then the screens. */
export function StudioApp() {
  return (
    <AppProviders>
      <BackendProviders>
        <AuthGate>
          <StudioRouter />
        </AuthGate>
      </BackendProviders>
    </AppProviders>
  );
}
