// Customer and admin login pages (customer-login in the default layout, admin/login in the minimal one): the login
// machine owns the flow (credentials, the authenticator-code step, refusals); on success the visitor goes back to
// the page a check or an expired session sent them from (?redirect=, same site only) or to the role's start page.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useInspectedActorRef } from '../../lib/inspect/use-inspected-actor-ref';
import { useSelector } from '../shared/use-selector';
import type { ActorRefFrom } from 'xstate';
import { createAuthApi } from '../../lib/api/account-api';
import { safeReturnPath, toPublicPath, type Lang } from '../../locales/paths';
import { provideLoginMachine } from '../../machines/login/login.live';
import { selectFailure, selectFieldErrors, selectIsBusy, selectIsCodeStep, selectIsDone, selectValues } from '../../machines/login/login.selectors';
import type { LoginField, LoginFieldError } from '../../machines/login/login.validation';
import type { AccountRole } from '../../machines/admin-common/request-failure';
import { useCurrentPage } from '../shared/page-context';
import { failureText } from './account-text';
import { useSession } from './account-runtime';
import { LogoutButton } from './logout-button';
import { PageLink } from '../shared/page-link';
import { showToast } from '../shared/toast';
import { followCartSwitch } from './cart-switch';
import './account.css';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './account.meta';

type LoginActor = ActorRefFrom<ReturnType<typeof provideLoginMachine>>;

/** Where a successful login leads: the way back when it is on this site and not a login page, else the start page. */
export function loginTarget(role: AccountRole, lang: Lang, redirect: string | null): string {
  const back = safeReturnPath(redirect);
  const logins = [toPublicPath('customer-login', lang), toPublicPath('admin-login', lang)];
  if (back && !logins.some((login) => back === login || back.startsWith(`${login}?`))) return back;
  return toPublicPath(role === 'admin' ? 'admin' : 'customer-orders', lang);
}

export function LoginPage() {
  const { lang, pageId } = useCurrentPage();
  const role: AccountRole = pageId === 'admin-login' ? 'admin' : 'customer';
  const redirect = useRouterState({ select: (state) => new URLSearchParams(state.location.searchStr).get('redirect') });
  return <LoginScreen key={role} role={role} lang={lang} redirect={redirect} />;
}

function LoginScreen({ role, lang, redirect }: { role: AccountRole; lang: Lang; redirect: string | null }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const session = useSession();
  const target = loginTarget(role, lang, redirect);
  const machine = useMemo(
    () =>
      provideLoginMachine({
        auth: createAuthApi(lang),
        enterAccount: (displayName) => {
          void showToast({ type: 'success', message: t`Welcome, ${displayName}` });
          void router.navigate({ href: target, replace: true });
        },
        cartSwitched: (cart) => followCartSwitch(cart, i18n),
      }),
    [router, target, t, i18n, lang],
  );
  const login: LoginActor = useInspectedActorRef(machine, { input: { role } });
  const done = useSelector(login, selectIsDone);
  // While this form logs in, the session already names the person for a moment: keep the form until it leaves.
  const busy = useSelector(login, selectIsBusy);
  const loggedInAs = role === 'admin' ? session.admin?.username : session.customer?.name;
  const isAdmin = role === 'admin';

  return (
    <section className={`account-page login-page${isAdmin ? ' is-admin' : ''}`} aria-labelledby="login-title">
      <div className="login-card">
        <h1 id="login-title">{isAdmin ? t`Back office login` : t`Log in to your account`}</h1>
        {redirect && !loggedInAs ? (
          <p className="account-note" role="status">
            {t`Please log in to open that page.`}
          </p>
        ) : null}
        {loggedInAs && !done && !busy ? (
          <AlreadyLoggedIn role={role} lang={lang} name={loggedInAs} />
        ) : (
          <>
            <p className="account-lead">{isAdmin ? t`Log in with your admin account.` : t`See your orders, their status and our messages about them.`}</p>
            <LoginForm login={login} role={role} lang={lang} />
            {isAdmin ? null : (
              <>
                <p className="account-hint">
                  <PageLink page="customer-forgot-password" lang={lang}>{t`Forgot your password?`}</PageLink>
                  {' · '}
                  <PageLink page="customer-register" lang={lang}>{t`Create an account`}</PageLink>
                </p>
                <p className="account-hint">
                  {t`Ordered as a guest? The e-mail confirming your order has a link to it.`}{' '}
                  <PageLink page="shop-order-lookup" lang={lang}>{t`Find your order without an account`}</PageLink>
                </p>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function AlreadyLoggedIn({ role, lang, name }: { role: AccountRole; lang: Lang; name: string }) {
  const { t } = useLingui();
  return (
    <div className="account-note is-plain">
      <p>{t`You are logged in as ${name}.`}</p>
      <div className="account-actions">
        <PageLink page={role === 'admin' ? 'admin' : 'customer-orders'} lang={lang} className="button">
          {role === 'admin' ? t`Open the back office` : t`My orders`}
        </PageLink>
        <LogoutButton role={role} lang={lang} className="button-secondary" />
      </div>
    </div>
  );
}

function fieldErrorText(i18n: I18n, field: LoginField, role: AccountRole, error: LoginFieldError | undefined): string | null {
  if (!error) return null;
  if (error === 'invalid_email') return i18n._(msg`Enter an e-mail address like name@example.com.`);
  if (error === 'invalid_code') return i18n._(msg`Enter the 6 digits from your authenticator app.`);
  if (field === 'identifier') return role === 'admin' ? i18n._(msg`Enter your username.`) : i18n._(msg`Enter your e-mail address.`);
  if (field === 'password') return i18n._(msg`Enter your password.`);
  return i18n._(msg`Enter the code from your authenticator app`);
}

function LoginForm({ login, role, lang }: { login: LoginActor; role: AccountRole; lang: Lang }) {
  const { t, i18n } = useLingui();
  const values = useSelector(login, selectValues);
  const errors = useSelector(login, selectFieldErrors);
  const failure = useSelector(login, selectFailure);
  const busy = useSelector(login, selectIsBusy);
  const codeStep = useSelector(login, selectIsCodeStep);
  const done = useSelector(login, selectIsDone);
  const change = (name: LoginField) => (event: { target: { value: string } }) => login.send({ type: 'field.change', name, value: event.target.value });
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);
  // Counts submits, so a second refusal with the same errors moves the focus again.
  const [submits, setSubmits] = useState(0);
  // A submit refused for its fields moves the focus to the first of them: its label and error (aria-describedby) are
  // read out, and the person types where the problem is (WCAG 3.3.1).
  useEffect(() => {
    if (!focusFirstError.current || !(errors.identifier || errors.password || errors.otp)) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [errors, submits]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    focusFirstError.current = true;
    setSubmits((count) => count + 1);
    // Password managers may fill fields without an input event: what the form holds is what is sent.
    const data = new FormData(event.currentTarget);
    for (const name of ['identifier', 'password', 'otp'] as const) {
      const value = data.get(name);
      if (typeof value === 'string' && value !== values[name]) login.send({ type: 'field.change', name, value });
    }
    login.send({ type: 'form.submit' });
  };
  const identifierError = fieldErrorText(i18n, 'identifier', role, errors.identifier);
  const passwordError = fieldErrorText(i18n, 'password', role, errors.password);
  const codeError = fieldErrorText(i18n, 'otp', role, errors.otp);
  // The code request itself is an instruction, not an error.
  const showFailure = failure && failure.kind !== 'otp-required';
  const minutes = failure?.retryAfterSeconds ? Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) : null;

  return (
    <form ref={formRef} className="account-form" onSubmit={submit} noValidate aria-busy={busy || done}>
      {showFailure ? (
        <div className={`account-alert${failure.kind === 'locked' || failure.kind === 'rate-limited' ? ' is-warning' : ''}`} role="alert">
          <p>{role === 'admin' && failure.code === 'login.wrong-credentials' ? t`Wrong user name or password` : failureText(i18n, failure)}</p>
          {failure.kind === 'rate-limited' && minutes ? <p className="account-alert-detail">{t`You can try again in about ${minutes} minutes.`}</p> : null}
          {failure.kind === 'locked' ? (
            <p className="account-alert-detail">{t`For your security the account is locked for 30 minutes after several wrong passwords.`}</p>
          ) : null}
          {role === 'customer' && (failure.kind === 'locked' || failure.kind === 'wrong-credentials') ? (
            <p className="account-alert-detail">
              <PageLink page="customer-forgot-password" lang={lang}>
                {failure.kind === 'locked' ? t`Set a new password by e-mail` : t`Forgot your password?`}
              </PageLink>
            </p>
          ) : null}
        </div>
      ) : null}
      <div className={`account-field${identifierError ? ' has-error' : ''}`}>
        <label htmlFor="login-identifier">{role === 'admin' ? t`Username` : t`E-mail address`}</label>
        <input
          id="login-identifier"
          name="identifier"
          type={role === 'admin' ? 'text' : 'email'}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          inputMode={role === 'admin' ? 'text' : 'email'}
          value={values.identifier}
          onChange={change('identifier')}
          readOnly={codeStep}
          aria-invalid={identifierError ? true : undefined}
          aria-describedby={identifierError ? 'login-identifier-error' : undefined}
          required
        />
        {identifierError ? (
          <p className="account-field-error" id="login-identifier-error">
            {identifierError}
          </p>
        ) : null}
      </div>
      <div className={`account-field${passwordError ? ' has-error' : ''}`} hidden={codeStep}>
        <label htmlFor="login-password">{t`Password`}</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? 'login-password-error' : undefined}
          required
        />
        {passwordError ? (
          <p className="account-field-error" id="login-password-error">
            {passwordError}
          </p>
        ) : null}
      </div>
      {codeStep ? (
        <div className={`account-field${codeError ? ' has-error' : ''}`}>
          <label htmlFor="login-otp">{t`Authenticator code`}</label>
          <p className="account-field-hint" id="login-otp-hint">
            {t`Two-step login is on for this account: enter the 6-digit code your authenticator app shows now.`}
          </p>
          <input
            id="login-otp"
            name="otp"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            value={values.otp}
            onChange={change('otp')}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? 'login-otp-hint login-otp-error' : 'login-otp-hint'}
            autoFocus
            required
          />
          {codeError ? (
            <p className="account-field-error" id="login-otp-error">
              {codeError}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="account-actions">
        <button type="submit" className="button" disabled={busy || done}>
          {busy || done ? t`Logging in…` : codeStep ? t`Confirm code` : t`Log in`}
        </button>
        {codeStep ? (
          <button type="button" className="button-secondary" onClick={() => login.send({ type: 'code.cancel' })} disabled={busy}>
            {t`Use another account`}
          </button>
        ) : null}
      </div>
    </form>
  );
}
