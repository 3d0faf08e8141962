// The forgot-password and new-password machines bound to the account API and the page's navigation.
import { fromPromise } from 'xstate';
import type { CustomerAccountApi } from '../../lib/api/customer-account-api';
import { passwordForgotMachine } from './password-forgot.machine';
import { passwordResetMachine, type SubmitResetInput } from './password-reset.machine';

export function providePasswordForgotMachine(api: CustomerAccountApi) {
  return passwordForgotMachine.provide({
    actors: { requestReset: fromPromise<void, { email: string }>(({ input, signal }) => api.requestReset(input.email, signal)) },
  });
}

export function providePasswordResetMachine(effects: { api: CustomerAccountApi; passwordSet: (email: string) => void }) {
  return passwordResetMachine.provide({
    actors: { submitReset: fromPromise<void, SubmitResetInput>(({ input, signal }) => effects.api.resetPassword(input, signal)) },
    actions: { passwordSet: (_args, params: { email: string }) => effects.passwordSet(params.email) },
  });
}
