// Magento's password rules for customers, shared by the shop's server (it checks before asking Magento) and the
// browser (the forms say what is missing before a submit). Magento's own are Stores > Configuration > Customers >
// Customer Configuration > Password Options (minimum_password_length 8, required_character_classes_number 3, 2.4's
// defaults) and AccountManagement::checkPasswordStrength / CredentialsValidator::checkPasswordDifferentFromEmail; a
// Magento configured otherwise still decides, and its refusal is mapped to the same problems (server/auth/account-
// error-text.ts).

export const PASSWORD_RULES = {
  minLength: 8,
  maxLength: 256,
  /** Of: lower case, upper case, digits, anything else (makeRequiredCharactersCheck). */
  requiredClasses: 3,
} as const;

export type PasswordProblem = 'required' | 'too-short' | 'too-long' | 'edge-space' | 'classes' | 'same-as-email';

/** How many of Magento's four character classes a password uses. */
export function passwordClasses(password: string): number {
  return [/[0-9]/, /[A-Z]/, /[a-z]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password)).length;
}

/** The first rule a password breaks, in Magento's order (length, spaces, classes, then the e-mail), or null. */
export function passwordProblem(password: string, email?: string): PasswordProblem | null {
  if (password === '') return 'required';
  const length = [...password].length;
  if (length > PASSWORD_RULES.maxLength) return 'too-long';
  if (length < PASSWORD_RULES.minLength) return 'too-short';
  if (password.trim() !== password) return 'edge-space';
  if (passwordClasses(password) < PASSWORD_RULES.requiredClasses) return 'classes';
  if (email && email.trim().toLowerCase() === password.toLowerCase()) return 'same-as-email';
  return null;
}
