import { useEffect, useRef } from 'react';
import { useNavigate } from '@parley/router';
import { paths } from '../../../config/paths';
import { useAuth } from '../auth-context';
import { AUTH_MESSAGES } from '../lib/auth-messages';
import type { AuthRedirect } from '../lib/auth-redirect';
import { notify } from '../lib/notify';

/**
 * /auth's part of an arrival link: a confirmed sign-up is announced once; a failed link
 * gets the error toast; a recovery link belongs to /reset-password, which sets the new password.
 */
export function useEmailVerification(): void {
  const { redirect, clearRedirect } = useAuth();
  const navigate = useNavigate();

  // Effects may run twice for one link (StrictMode); the message must not.
  const handled = useRef<AuthRedirect | null>(null);

  useEffect(() => {
    if (!redirect || handled.current === redirect) return;
    handled.current = redirect;
    if (redirect.kind === 'verified' && redirect.type === 'recovery') {
      void navigate(paths.resetPassword, { replace: true });
      return;
    }
    if (redirect.kind === 'verified') {
      notify('success', AUTH_MESSAGES.verificationSuccess);
    } else {
      notify('failure', AUTH_MESSAGES.verificationFailure, redirect.message ?? AUTH_MESSAGES.tryAgain);
    }
    clearRedirect();
  }, [redirect, clearRedirect, navigate]);
}
