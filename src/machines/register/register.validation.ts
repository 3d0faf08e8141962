// Client-side checks of the account forms (registration, new password, settings): the server and Magento decide,
// these say what is missing before a round trip, with Magento's own password rules (common/account/password-rules.ts).
import { passwordProblem, type PasswordProblem } from '../../../common/account/password-rules';

export type AccountFieldError = 'required' | 'invalid_email' | 'mismatch' | PasswordProblem;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): AccountFieldError | undefined {
  const email = value.trim();
  if (!email) return 'required';
  return EMAIL.test(email) ? undefined : 'invalid_email';
}

export function nameError(value: string): AccountFieldError | undefined {
  return value.trim() ? undefined : 'required';
}

export function newPasswordError(password: string, email?: string): AccountFieldError | undefined {
  return passwordProblem(password, email) ?? undefined;
}

/** Only the fields with an error. */
export function onlyErrors<F extends string>(errors: Record<F, AccountFieldError | undefined>): Partial<Record<F, AccountFieldError>> {
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined)) as Partial<Record<F, AccountFieldError>>;
}
