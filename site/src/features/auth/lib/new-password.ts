import { authSchema, MESSAGES } from '@parley/shared/validation';
import { AUTH_MESSAGES } from './auth-messages';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** Same rule as sign-up (at least 6 characters), typed twice. */
export const newPasswordRules = {
  password: (value: string) =>
    authSchema.shape.password.safeParse(value).success ? null : MESSAGES.passwordTooShort,
  confirmPassword: (value: string, values: NewPasswordValues) =>
    value === values.password ? null : AUTH_MESSAGES.passwordsDiffer,
};
