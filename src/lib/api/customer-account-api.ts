// The customer's own account calls beyond login (server/auth/customer-account.router.ts): register, the reset mail,
// a new password from its link, and the settings (profile, name, password). Failures arrive as RequestFailure.
import type { Lang } from '../../locales/paths';
import { call, cartSwitchOf, type CartSwitch } from './account-api';
import { obj, str } from '../../machines/admin-common/answer-reading';
import { refreshSession } from './session';

export interface CustomerAccountApi {
  register(
    values: { firstname: string; lastname: string; email: string; password: string },
    signal?: AbortSignal,
  ): Promise<{ displayName: string; cart: CartSwitch | null }>;
  requestReset(email: string, signal?: AbortSignal): Promise<void>;
  resetPassword(values: { email: string; token: string; password: string }, signal?: AbortSignal): Promise<void>;
  profile(signal?: AbortSignal): Promise<{ firstname: string; lastname: string; email: string }>;
  saveName(values: { firstname: string; lastname: string }, signal?: AbortSignal): Promise<{ firstname: string; lastname: string; email: string }>;
  changePassword(values: { currentPassword: string; newPassword: string }, signal?: AbortSignal): Promise<void>;
}

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `locale` is the page's language: the account's store view, and the language of the mails Magento sends. */
export function createCustomerAccountApi(locale: Lang): CustomerAccountApi {
  return {
    async register(values, signal) {
      const data = obj(await call<unknown>('post', 'auth/customer/register', { json: { ...values, locale }, ...withSignal(signal) }));
      // Registered and logged in: the session (and its CSRF value) is new.
      await refreshSession().catch(() => undefined);
      return { displayName: str(obj(data.customer).name) || values.firstname, cart: cartSwitchOf(data.cart) };
    },
    async requestReset(email, signal) {
      await call('post', 'auth/customer/password-forgot', { json: { email, locale }, ...withSignal(signal) });
    },
    async resetPassword(values, signal) {
      await call('post', 'auth/customer/password-reset', { json: { ...values, locale }, ...withSignal(signal) });
    },
    async profile(signal) {
      const data = obj(await call<unknown>('get', 'customer/profile', { role: 'customer', ...withSignal(signal) }));
      return { firstname: str(data.firstname), lastname: str(data.lastname), email: str(data.email) };
    },
    async saveName(values, signal) {
      const data = obj(await call<unknown>('put', 'customer/profile', { json: values, role: 'customer', ...withSignal(signal) }));
      await refreshSession().catch(() => undefined);
      return { firstname: str(data.firstname) || values.firstname, lastname: str(data.lastname) || values.lastname, email: '' };
    },
    async changePassword(values, signal) {
      await call('put', 'customer/password', { json: values, role: 'customer', ...withSignal(signal) });
    },
  };
}
