// customer-settings: the logged-in customer's name and password, each its own form (the account settings machine
// loads the profile and saves each form on its own; an ended session goes to the login page and back).
import { useMemo, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useInspectedActorRef } from '../../lib/inspect/use-inspected-actor-ref';
import { useSelector } from '../shared/use-selector';
import { createCustomerAccountApi } from '../../lib/api/customer-account-api';
import type { Lang } from '../../locales/paths';
import { provideAccountSettingsMachine } from '../../machines/account-settings/account-settings.live';
import type { NameField, PasswordField } from '../../machines/account-settings/account-settings.machine';
import {
  selectIsLoading,
  selectLoadFailure,
  selectName,
  selectNameErrors,
  selectNameFailure,
  selectPassword,
  selectPasswordErrors,
  selectPasswordFailure,
  selectProfile,
  selectSavingName,
  selectSavingPassword,
} from '../../machines/account-settings/account-settings.selectors';
import { useCurrentPage } from '../shared/page-context';
import { AccountNav } from './account-nav';
import { showToast } from '../shared/toast';
import { useGoToLogin } from './account-runtime';
import { AccountField, FailureAlert, PasswordRulesHint, accountFieldErrorText } from './account-fields';
import './account.css';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './account.meta';

export function AccountSettingsPage() {
  const { lang } = useCurrentPage();
  return <AccountSettings key={lang} lang={lang} />;
}

function AccountSettings({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui();
  const goToLogin = useGoToLogin('customer', lang);
  const machine = useMemo(
    () =>
      provideAccountSettingsMachine({
        api: createCustomerAccountApi(lang),
        goToLogin,
        announce: (saved) => void showToast({ type: 'success', message: saved === 'name' ? t`Your name is saved.` : t`Your new password is set.` }),
      }),
    [lang, goToLogin, t],
  );
  const actor = useInspectedActorRef(machine, { input: {} });
  const profile = useSelector(actor, selectProfile);
  const loading = useSelector(actor, selectIsLoading);
  const loadFailure = useSelector(actor, selectLoadFailure);
  const name = useSelector(actor, selectName);
  const nameErrors = useSelector(actor, selectNameErrors);
  const nameFailure = useSelector(actor, selectNameFailure);
  const savingName = useSelector(actor, selectSavingName);
  const password = useSelector(actor, selectPassword);
  const passwordErrors = useSelector(actor, selectPasswordErrors);
  const passwordFailure = useSelector(actor, selectPasswordFailure);
  const savingPassword = useSelector(actor, selectSavingPassword);
  const changeName = (field: NameField) => (value: string) => actor.send({ type: 'name.change', name: field, value });
  const changePassword = (field: PasswordField) => (value: string) => actor.send({ type: 'password.change', name: field, value });
  const submitName = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'name.submit' });
  };
  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    for (const field of ['currentPassword', 'newPassword'] as const) {
      const value = data.get(field);
      if (typeof value === 'string' && value !== password[field]) actor.send({ type: 'password.change', name: field, value });
    }
    actor.send({ type: 'password.submit' });
  };

  return (
    <section className="account-page" aria-labelledby="settings-title">
      <header className="account-header">
        <h1 id="settings-title">{t`My details`}</h1>
        <AccountNav current="customer-settings" lang={lang} />
      </header>
      {loading ? <p role="status">{t`Loading your details…`}</p> : null}
      {loadFailure && loadFailure.kind !== 'login-required' ? (
        <FailureAlert failure={loadFailure}>
          <button type="button" className="button-secondary" onClick={() => actor.send({ type: 'retry' })}>
            {t`Try again`}
          </button>
        </FailureAlert>
      ) : null}
      {profile ? (
        <div className="account-settings">
          <form className="account-form login-card" onSubmit={submitName} noValidate aria-busy={savingName} aria-labelledby="settings-name-title">
            <h2 id="settings-name-title">{t`Name`}</h2>
            <FailureAlert failure={nameFailure && nameFailure.kind !== 'login-required' ? nameFailure : null} />
            <AccountField
              id="settings-firstname"
              name="firstname"
              label={t`First name`}
              autoComplete="given-name"
              value={name.firstname}
              error={accountFieldErrorText(i18n, nameErrors.firstname, 'name')}
              onChange={changeName('firstname')}
            />
            <AccountField
              id="settings-lastname"
              name="lastname"
              label={t`Last name`}
              autoComplete="family-name"
              value={name.lastname}
              error={accountFieldErrorText(i18n, nameErrors.lastname, 'name')}
              onChange={changeName('lastname')}
            />
            <div className="account-actions">
              <button type="submit" className="button" disabled={savingName}>
                {savingName ? t`Saving…` : t`Save name`}
              </button>
            </div>
          </form>
          <form className="account-form login-card" onSubmit={submitPassword} noValidate aria-busy={savingPassword} aria-labelledby="settings-password-title">
            <h2 id="settings-password-title">{t`Password`}</h2>
            <FailureAlert failure={passwordFailure && passwordFailure.kind !== 'login-required' ? passwordFailure : null} />
            <input type="email" name="username" autoComplete="username" value={profile.email} readOnly hidden />
            <AccountField
              id="settings-current-password"
              name="currentPassword"
              type="password"
              label={t`Current password`}
              autoComplete="current-password"
              value={password.currentPassword}
              error={accountFieldErrorText(i18n, passwordErrors.currentPassword, 'current')}
              onChange={changePassword('currentPassword')}
            />
            <AccountField
              id="settings-new-password"
              name="newPassword"
              type="password"
              label={t`New password`}
              autoComplete="new-password"
              value={password.newPassword}
              error={accountFieldErrorText(i18n, passwordErrors.newPassword, 'password')}
              onChange={changePassword('newPassword')}
              hint={<PasswordRulesHint password={password.newPassword} />}
            />
            <div className="account-actions">
              <button type="submit" className="button" disabled={savingPassword}>
                {savingPassword ? t`Saving…` : t`Change password`}
              </button>
            </div>
          </form>
        </div>
      ) : null}
    </section>
  );
}
