// customer-register: a new account (name, e-mail address, a password under Magento's rules, listed while typing);
// the registration machine owns the flow, and on success the shopper is logged in and goes on to their account.
import { useMemo, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useInspectedActorRef } from '../../lib/inspect/use-inspected-actor-ref';
import { useSelector } from '../shared/use-selector';
import { createCustomerAccountApi } from '../../lib/api/customer-account-api';
import { toPublicPath, type Lang } from '../../locales/paths';
import { provideRegisterMachine } from '../../machines/register/register.live';
import type { RegisterField } from '../../machines/register/register.machine';
import { selectRegisterBusy, selectRegisterErrors, selectRegisterFailure, selectRegisterValues } from '../../machines/register/register.selectors';
import { useCurrentPage } from '../shared/page-context';
import { PageLink } from '../shared/page-link';
import { showToast } from '../shared/toast';
import { AccountField, FailureAlert, PasswordRulesHint, accountFieldErrorText } from './account-fields';
import { followCartSwitch } from './cart-switch';
import './account.css';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './account.meta';

export function RegisterPage() {
  const { lang } = useCurrentPage();
  return <Register key={lang} lang={lang} />;
}

function Register({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const machine = useMemo(
    () =>
      provideRegisterMachine({
        api: createCustomerAccountApi(lang),
        enterAccount: (displayName) => {
          void showToast({ type: 'success', message: t`Welcome, ${displayName}! Your account is ready.` });
          void router.navigate({ href: toPublicPath('customer-orders', lang), replace: true });
        },
        cartSwitched: (cart) => followCartSwitch(cart, i18n),
      }),
    [lang, router, t, i18n],
  );
  const actor = useInspectedActorRef(machine, { input: {} });
  const values = useSelector(actor, selectRegisterValues);
  const errors = useSelector(actor, selectRegisterErrors);
  const failure = useSelector(actor, selectRegisterFailure);
  const busy = useSelector(actor, selectRegisterBusy);
  const change = (name: RegisterField) => (value: string) => actor.send({ type: 'field.change', name, value });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The browser may have filled fields without an input event: what the form holds is what is sent.
    const data = new FormData(event.currentTarget);
    for (const name of ['firstname', 'lastname', 'email', 'password'] as const) {
      const value = data.get(name);
      if (typeof value === 'string' && value !== values[name]) actor.send({ type: 'field.change', name, value });
    }
    actor.send({ type: 'form.submit' });
    requestAnimationFrame(() => event.currentTarget?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus());
  };

  return (
    <section className="account-page login-page" aria-labelledby="register-title">
      <div className="login-card">
        <h1 id="register-title">{t`Create an account`}</h1>
        <p className="account-lead">{t`With an account you follow your orders and check out faster.`}</p>
        <form className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
          <FailureAlert failure={failure}>
            {failure?.code === 'register.email-taken' ? (
              <p className="account-alert-detail">
                <PageLink page="customer-login" lang={lang}>{t`Log in`}</PageLink>
                {' · '}
                <PageLink page="customer-forgot-password" lang={lang}>{t`Forgot your password?`}</PageLink>
              </p>
            ) : null}
          </FailureAlert>
          <AccountField
            id="register-firstname"
            name="firstname"
            label={t`First name`}
            autoComplete="given-name"
            value={values.firstname}
            error={accountFieldErrorText(i18n, errors.firstname, 'name')}
            onChange={change('firstname')}
          />
          <AccountField
            id="register-lastname"
            name="lastname"
            label={t`Last name`}
            autoComplete="family-name"
            value={values.lastname}
            error={accountFieldErrorText(i18n, errors.lastname, 'name')}
            onChange={change('lastname')}
          />
          <AccountField
            id="register-email"
            name="email"
            type="email"
            label={t`E-mail address`}
            autoComplete="email"
            value={values.email}
            error={accountFieldErrorText(i18n, errors.email, 'email')}
            onChange={change('email')}
          />
          <AccountField
            id="register-password"
            name="password"
            type="password"
            label={t`Password`}
            autoComplete="new-password"
            value={values.password}
            error={accountFieldErrorText(i18n, errors.password, 'password')}
            onChange={change('password')}
            hint={<PasswordRulesHint password={values.password} />}
          />
          <div className="account-actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? t`Creating your account…` : t`Create account`}
            </button>
          </div>
        </form>
        <p className="account-hint">
          {t`Already have an account?`} <PageLink page="customer-login" lang={lang}>{t`Log in`}</PageLink>
        </p>
      </div>
    </section>
  );
}
