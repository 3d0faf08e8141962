// Form pieces of the account pages that are not the login form: a labelled field with its error, the words of each
// field error (Magento's password rules among them), the rules listed before a submit with the ones met ticked, and
// the refusal above a form.
import type { ChangeEvent, ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PASSWORD_RULES, passwordClasses } from '../../../common/account/password-rules';
import type { AccountFieldError } from '../../machines/register/register.validation';
import type { RequestFailure } from '../../machines/admin-common/request-failure';
import { failureText } from './account-text';

export function accountFieldErrorText(
  i18n: I18n,
  error: AccountFieldError | null | undefined,
  what: 'name' | 'email' | 'password' | 'confirmation' | 'current',
): string | null {
  switch (error) {
    case undefined:
    case null:
      return null;
    case 'invalid_email':
      return i18n._(msg`Enter an e-mail address like name@example.com.`);
    case 'mismatch':
      return i18n._(msg`The two passwords are not the same.`);
    case 'too-short':
      return i18n._(msg`The password needs at least 8 characters.`);
    case 'too-long':
      return i18n._(msg`The password can have at most 256 characters.`);
    case 'edge-space':
      return i18n._(msg`The password cannot begin or end with a space.`);
    case 'classes':
      return i18n._(msg`The password needs at least 3 of these: lower case, upper case, digits, special characters.`);
    case 'same-as-email':
      return i18n._(msg`The password cannot be the same as your e-mail address.`);
    case 'required':
      if (what === 'name') return i18n._(msg`Fill in this field.`);
      if (what === 'email') return i18n._(msg`Enter your e-mail address.`);
      if (what === 'confirmation') return i18n._(msg`Enter the new password again.`);
      if (what === 'current') return i18n._(msg`Enter your current password.`);
      return i18n._(msg`Enter a password.`);
  }
}

interface FieldProps {
  id: string;
  label: string;
  name: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  hint?: ReactNode;
  readOnly?: boolean;
}

export function AccountField({ id, label, name, value, error, onChange, type = 'text', autoComplete, hint, readOnly }: FieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`account-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <div className="account-field-hint" id={`${id}-hint`}>
          {hint}
        </div>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        readOnly={readOnly}
        {...(type === 'email' ? { inputMode: 'email' as const, autoCapitalize: 'none', spellCheck: false } : {})}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        required
      />
      {error ? (
        <p className="account-field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Magento's rules, shown while typing: each one ticked once the password meets it. */
export function PasswordRulesHint({ password }: { password: string }) {
  const { t } = useLingui();
  const length = [...password].length;
  const rules = [
    { met: length >= PASSWORD_RULES.minLength, text: t`At least 8 characters` },
    { met: passwordClasses(password) >= PASSWORD_RULES.requiredClasses, text: t`At least 3 of: lower case, upper case, digits, special characters` },
    { met: password !== '' && password.trim() === password, text: t`No space at the beginning or end` },
  ];
  return (
    <ul className="password-rules">
      {rules.map((rule) => (
        <li key={rule.text} className={rule.met ? 'is-met' : undefined}>
          <span aria-hidden="true">{rule.met ? '✓' : '•'}</span> {rule.text}
          {rule.met ? <span className="visually-hidden"> ({t`done`})</span> : null}
        </li>
      ))}
    </ul>
  );
}

export function FailureAlert({ failure, children }: { failure: RequestFailure | null; children?: ReactNode }) {
  const { i18n } = useLingui();
  if (!failure) return null;
  return (
    <div className={`account-alert${failure.kind === 'rate-limited' ? ' is-warning' : ''}`} role="alert">
      <p>{failureText(i18n, failure)}</p>
      {children}
    </div>
  );
}
