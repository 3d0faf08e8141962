// customer-forgot-password: an e-mail address → "if it has an account, a mail with a link is on its way" (the same
// answer whether or not it has one); the forgot-password machine owns the flow.
import { useMemo, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useInspectedActorRef } from '../../lib/inspect/use-inspected-actor-ref';
import { useSelector } from '../shared/use-selector';
import { createCustomerAccountApi } from '../../lib/api/customer-account-api';
import type { Lang } from '../../locales/paths';
import { providePasswordForgotMachine } from '../../machines/password-reset/password-reset.live';
import {
  selectForgotBusy,
  selectForgotEmail,
  selectForgotError,
  selectForgotFailure,
  selectForgotSentTo,
} from '../../machines/password-reset/password-reset.selectors';
import { useCurrentPage } from '../shared/page-context';
import { PageLink } from '../shared/page-link';
import { AccountField, FailureAlert, accountFieldErrorText } from './account-fields';
import './account.css';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './account.meta';

export function PasswordForgotPage() {
  const { lang } = useCurrentPage();
  return <PasswordForgot key={lang} lang={lang} />;
}

function PasswordForgot({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui();
  const machine = useMemo(() => providePasswordForgotMachine(createCustomerAccountApi(lang)), [lang]);
  const actor = useInspectedActorRef(machine, { input: {} });
  const email = useSelector(actor, selectForgotEmail);
  const error = useSelector(actor, selectForgotError);
  const failure = useSelector(actor, selectForgotFailure);
  const busy = useSelector(actor, selectForgotBusy);
  const sentTo = useSelector(actor, selectForgotSentTo);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('email');
    if (typeof value === 'string' && value !== email) actor.send({ type: 'field.change', value });
    actor.send({ type: 'form.submit' });
  };

  return (
    <section className="account-page login-page" aria-labelledby="forgot-title">
      <div className="login-card">
        <h1 id="forgot-title">{t`Forgot your password?`}</h1>
        {sentTo ? (
          <div className="account-note" role="status">
            <p>{t`If ${sentTo} has an account with us, we have sent an e-mail with a link to set a new password. The link works for 2 hours.`}</p>
            <p className="account-hint">{t`No e-mail? Check your spam folder, or try again in a few minutes.`}</p>
            <div className="account-actions">
              <button type="button" className="button-secondary" onClick={() => actor.send({ type: 'form.again' })}>
                {t`Send again`}
              </button>
              <PageLink page="customer-login" lang={lang} className="button">
                {t`To the login page`}
              </PageLink>
            </div>
          </div>
        ) : (
          <>
            <p className="account-lead">{t`Enter the e-mail address of your account. We will send you a link to set a new password.`}</p>
            <form className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
              <FailureAlert failure={failure} />
              <AccountField
                id="forgot-email"
                name="email"
                type="email"
                label={t`E-mail address`}
                autoComplete="email"
                value={email}
                error={accountFieldErrorText(i18n, error, 'email')}
                onChange={(value) => actor.send({ type: 'field.change', value })}
              />
              <div className="account-actions">
                <button type="submit" className="button" disabled={busy}>
                  {busy ? t`Sending…` : t`Send the link`}
                </button>
              </div>
            </form>
            <p className="account-hint">
              <PageLink page="customer-login" lang={lang}>{t`Back to the login page`}</PageLink>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
