// Client-side checks of the login forms (the server decides; these only spare a round trip and say what is missing).
import type { AccountRole } from '../admin-common/request-failure';

export type LoginField = 'identifier' | 'password' | 'otp';
export type LoginFieldError = 'required' | 'invalid_email' | 'invalid_code';
export type LoginFieldErrors = Readonly<Partial<Record<LoginField, LoginFieldError>>>;

export interface LoginValues {
  identifier: string;
  password: string;
  otp: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Authenticator apps show six digits, often grouped "123 456". */
const CODE = /^\d{6}$/;

export function normaliseCode(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

export function validateLogin(role: AccountRole, values: LoginValues, withCode: boolean): LoginFieldErrors {
  const errors: Partial<Record<LoginField, LoginFieldError>> = {};
  const identifier = values.identifier.trim();
  if (!identifier) errors.identifier = 'required';
  else if (role === 'customer' && !EMAIL.test(identifier)) errors.identifier = 'invalid_email';
  if (!values.password) errors.password = 'required';
  if (withCode) {
    const code = normaliseCode(values.otp);
    if (!code) errors.otp = 'required';
    else if (!CODE.test(code)) errors.otp = 'invalid_code';
  }
  return errors;
}
