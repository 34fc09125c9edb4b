// Public API of the auth feature: pages, the header and the blog import from here only.
export { AuthProvider } from './AuthProvider';
export {
  AuthContext,
  useAuth,
  type AuthActions,
  type AuthContextValue,
  type AuthState,
} from './auth-context';
export { default as RequireAdmin } from './components/RequireAdmin';
export { UserActions } from './components/UserActions';
export { HeaderActions } from './components/HeaderActions';
export { AuthTabs } from './components/AuthTabs';
export { RequestResetForm } from './components/RequestResetForm';
export { NewPasswordForm } from './components/NewPasswordForm';
export { useEmailVerification } from './hooks/use-email-verification';
export { AUTH_MESSAGES } from './lib/auth-messages';
export { adminReturnPath } from './lib/return-to';
