/** The user-facing texts of the auth flows, shown word for word (docs/messages.md#auth). */
export const AUTH_MESSAGES = {
  signInSuccess: 'Successfully signed in',
  signInFailure: 'Failed to sign in',
  signUpSuccess: 'Registration successful! Please check your email for verification.',
  signUpFailure: 'Failed to sign up',
  signOutSuccess: 'Successfully signed out',
  signOutFailure: 'Failed to sign out',
  signOutFailureDetail:
    'You are still signed in on this browser. Check your connection, then select Sign Out again.',
  verificationSuccess: 'Email verification successful! You can now sign in.',
  verificationFailure: 'Email verification failed',
  tryAgain: 'Please try again or contact support.',
  resetRequested: 'Check your email for a link to reset your password.',
  resetRequestFailure: 'Failed to send the reset email',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Request a new one below.',
  resetLinkMissing:
    'This page sets a new password only when opened from the link in your reset email. Request a new link below.',
  passwordUpdated: 'Your password has been updated. You are now signed in.',
  passwordUpdateFailure: 'Failed to update your password',
  passwordsDiffer: 'Passwords do not match',
  sessionEndedTitle: 'Your session has ended',
  sessionEnded: 'Sign in again to save your changes. What you typed stays on this page.',
  leaveWithoutSaving: 'Leave without saving',
} as const;
