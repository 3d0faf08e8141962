// customer-reset-password: the page the reset mail links to (?token=…&email=…, in the shopper's language): a new
// password typed twice under Magento's rules; a link that does not work offers a new mail. The new-password machine
// owns the flow; on success the shopper goes to the login page.
import { useMemo, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useInspectedActorRef } from '../../lib/inspect/use-inspected-actor-ref';
import { useSelector } from '../shared/use-selector';
import { createCustomerAccountApi } from '../../lib/api/customer-account-api';
import { toPublicPath, type Lang } from '../../locales/paths';
import { providePasswordResetMachine } from '../../machines/password-reset/password-reset.live';
import type { PasswordResetField } from '../../machines/password-reset/password-reset.machine';
import {
  selectLinkInvalid,
  selectResetBusy,
  selectResetEmail,
  selectResetErrors,
  selectResetFailure,
  selectResetValues,
} from '../../machines/password-reset/password-reset.selectors';
import { useCurrentPage } from '../shared/page-context';
import { PageLink } from '../shared/page-link';
import { showToast } from '../shared/toast';
import { failureText } from './account-text';
import { AccountField, FailureAlert, PasswordRulesHint, accountFieldErrorText } from './account-fields';
import './account.css';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './account.meta';

export function PasswordResetPage() {
  const { lang } = useCurrentPage();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const search = new URLSearchParams(searchStr);
  const email = (search.get('email') ?? '').slice(0, 254);
  const token = /^[A-Za-z0-9_-]{1,128}$/.test(search.get('token') ?? '') ? search.get('token')! : '';
  return <PasswordReset key={`${lang}:${token}`} lang={lang} email={email} token={token} />;
}

function PasswordReset({ lang, email, token }: { lang: Lang; email: string; token: string }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const machine = useMemo(
    () =>
      providePasswordResetMachine({
        api: createCustomerAccountApi(lang),
        passwordSet: () => {
          void showToast({ type: 'success', message: t`Your new password is set. Log in with it.` });
          void router.navigate({ href: toPublicPath('customer-login', lang), replace: true });
        },
      }),
    [lang, router, t],
  );
  const actor = useInspectedActorRef(machine, { input: { email, token } });
  const values = useSelector(actor, selectResetValues);
  const errors = useSelector(actor, selectResetErrors);
  const failure = useSelector(actor, selectResetFailure);
  const busy = useSelector(actor, selectResetBusy);
  const linkInvalid = useSelector(actor, selectLinkInvalid);
  const address = useSelector(actor, selectResetEmail);
  const change = (name: PasswordResetField) => (value: string) => actor.send({ type: 'field.change', name, value });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    for (const name of ['password', 'confirmation'] as const) {
      const value = data.get(name);
      if (typeof value === 'string' && value !== values[name]) actor.send({ type: 'field.change', name, value });
    }
    actor.send({ type: 'form.submit' });
  };

  return (
    <section className="account-page login-page" aria-labelledby="reset-title">
      <div className="login-card">
        <h1 id="reset-title">{t`Set a new password`}</h1>
        {linkInvalid ? (
          <div className="account-alert is-warning" role="alert">
            <p>{failure ? failureText(i18n, failure) : t`This link to set a new password is incomplete. Please ask for a new one.`}</p>
            <p className="account-alert-detail">
              <PageLink page="customer-forgot-password" lang={lang}>{t`Ask for a new link`}</PageLink>
            </p>
          </div>
        ) : (
          <form className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
            <FailureAlert failure={failure} />
            {/* The account's address, for password managers and for the shopper to see whose password this is. */}
            <AccountField
              id="reset-email"
              name="username"
              type="email"
              label={t`E-mail address`}
              autoComplete="username"
              value={address}
              error={null}
              onChange={() => undefined}
              readOnly
            />
            <AccountField
              id="reset-password"
              name="password"
              type="password"
              label={t`New password`}
              autoComplete="new-password"
              value={values.password}
              error={accountFieldErrorText(i18n, errors.password, 'password')}
              onChange={change('password')}
              hint={<PasswordRulesHint password={values.password} />}
            />
            <AccountField
              id="reset-confirmation"
              name="confirmation"
              type="password"
              label={t`New password again`}
              autoComplete="new-password"
              value={values.confirmation}
              error={accountFieldErrorText(i18n, errors.confirmation, 'confirmation')}
              onChange={change('confirmation')}
            />
            <div className="account-actions">
              <button type="submit" className="button" disabled={busy}>
                {busy ? t`Saving…` : t`Save the new password`}
              </button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
