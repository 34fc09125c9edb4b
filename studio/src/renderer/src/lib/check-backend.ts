import type { BackendSettings } from '../../../shared/ipc-contract';

export type BackendCheck = { ok: true } | { ok: false; message: string };

/**
 * A live check of backend settings, in two steps: the auth service answers its health endpoint (the
 * URL is a Supabase backend), then the data API accepts the key (a request made with it as the
 * Bearer token is not refused as an invalid JWT).
 */
export async function checkBackend(
  settings: BackendSettings,
  fetchImpl: typeof fetch = fetch,
): Promise<BackendCheck> {
  const base = settings.supabaseUrl.replace(/\/+$/, '');
  const headers = { apikey: settings.supabaseAnonKey, Authorization: `Bearer ${settings.supabaseAnonKey}` };
  try {
    const health = await fetchImpl(`${base}/auth/v1/health`, { headers, signal: AbortSignal.timeout(5000) });
    if (!health.ok) return { ok: false, message: 'This URL does not look like a Supabase backend.' };
    const data = await fetchImpl(`${base}/rest/v1/blog_posts?select=id&limit=1`, {
      headers,
      signal: AbortSignal.timeout(5000),
    });
    if (data.status === 401 || data.status === 403) {
      return { ok: false, message: 'The backend refused this anon key.' };
    }
    if (!data.ok) return { ok: false, message: `The backend answered ${data.status}.` };
    return { ok: true };
  } catch {
    return { ok: false, message: `Cannot reach ${settings.supabaseUrl}.` };
  }
}
