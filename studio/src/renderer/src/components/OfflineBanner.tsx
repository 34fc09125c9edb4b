import { Alert } from '@mantine/core';

/** Shown while the backend is unreachable; edits stay in the editor and in the autosaved drafts. */
export function OfflineBanner({ supabaseUrl }: { supabaseUrl: string }) {
  return (
    <Alert color="red" variant="filled" role="alert" title="Backend unreachable" radius={0}>
      Cannot reach {supabaseUrl}. Your edits are kept on this computer; save again once the connection is
      back.
    </Alert>
  );
}
