// The account settings machine bound to the account API, the login redirect and the toasts.
import { fromPromise } from 'xstate';
import type { CustomerAccountApi } from '../../lib/api/customer-account-api';
import type { RequestFailure } from '../admin-common/request-failure';
import { accountSettingsMachine, type NameField, type PasswordField, type Profile } from './account-settings.machine';

export interface AccountSettingsEffects {
  api: CustomerAccountApi;
  goToLogin: (failure: RequestFailure) => void;
  announce: (saved: 'name' | 'password') => void;
}

export function provideAccountSettingsMachine(effects: AccountSettingsEffects) {
  return accountSettingsMachine.provide({
    actors: {
      loadProfile: fromPromise<Profile, void>(({ signal }) => effects.api.profile(signal)),
      saveName: fromPromise<Profile, Record<NameField, string>>(({ input, signal }) => effects.api.saveName(input, signal)),
      changePassword: fromPromise<void, Record<PasswordField, string>>(({ input, signal }) => effects.api.changePassword(input, signal)),
    },
    actions: {
      goToLogin: (_args, params: { failure: RequestFailure }) => effects.goToLogin(params.failure),
      announce: (_args, params: { saved: 'name' | 'password' }) => effects.announce(params.saved),
    },
  });
}
