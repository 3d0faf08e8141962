// Small selectors for the forgot-password and new-password views.
import type { SnapshotFrom } from 'xstate';
import type { PasswordForgotMachine } from './password-forgot.machine';
import type { PasswordResetMachine } from './password-reset.machine';

type ForgotSnapshot = SnapshotFrom<PasswordForgotMachine>;
type ResetSnapshot = SnapshotFrom<PasswordResetMachine>;

export const selectForgotEmail = (snapshot: ForgotSnapshot) => snapshot.context.email;
export const selectForgotError = (snapshot: ForgotSnapshot) => snapshot.context.fieldError;
export const selectForgotFailure = (snapshot: ForgotSnapshot) => snapshot.context.failure;
export const selectForgotBusy = (snapshot: ForgotSnapshot): boolean => snapshot.hasTag('busy');
export const selectForgotSentTo = (snapshot: ForgotSnapshot): string | null => (snapshot.matches('sent') ? snapshot.context.sentTo : null);

export const selectResetValues = (snapshot: ResetSnapshot) => snapshot.context.values;
export const selectResetErrors = (snapshot: ResetSnapshot) => snapshot.context.fieldErrors;
export const selectResetFailure = (snapshot: ResetSnapshot) => snapshot.context.failure;
export const selectResetBusy = (snapshot: ResetSnapshot): boolean => snapshot.hasTag('busy') || snapshot.matches('done');
export const selectResetEmail = (snapshot: ResetSnapshot) => snapshot.context.email;
export const selectLinkInvalid = (snapshot: ResetSnapshot): boolean => snapshot.matches('linkInvalid');
