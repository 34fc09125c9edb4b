import { useEffect, useState } from 'react';

const POLL_MS = 10_000;

/**
 * Whether the backend answers its health check, polled every 10 s and re-checked when the network
 * comes back. Starts optimistic so the banner does not flash on launch.
 */
export function useBackendReachable(supabaseUrl: string): boolean {
  const [reachable, setReachable] = useState(true);
  useEffect(() => {
    let cancelled = false;
    const check = async () => {
      try {
        const response = await fetch(`${supabaseUrl.replace(/\/+$/, '')}/auth/v1/health`, {
          signal: AbortSignal.timeout(4000),
        });
        if (!cancelled) setReachable(response.ok);
      } catch {
        if (!cancelled) setReachable(false);
      }
    };
    void check();
    const timer = setInterval(check, POLL_MS);
    window.addEventListener('online', check);
    window.addEventListener('offline', check);
    return () => {
      cancelled = true;
      clearInterval(timer);
      window.removeEventListener('online', check);
      window.removeEventListener('offline', check);
    };
  }, [supabaseUrl]);
  return reachable;
}
