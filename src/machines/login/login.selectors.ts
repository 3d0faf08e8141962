// Small selectors for the login views.
import type { SnapshotFrom } from 'xstate';
import type { LoginMachine } from './login.machine';

type LoginSnapshot = SnapshotFrom<LoginMachine>;

export const selectValues = (snapshot: LoginSnapshot) => snapshot.context.values;
export const selectFieldErrors = (snapshot: LoginSnapshot) => snapshot.context.fieldErrors;
export const selectFailure = (snapshot: LoginSnapshot) => snapshot.context.failure;
export const selectIsBusy = (snapshot: LoginSnapshot): boolean => snapshot.hasTag('busy');
export const selectIsCodeStep = (snapshot: LoginSnapshot): boolean => snapshot.hasTag('code');
export const selectIsDone = (snapshot: LoginSnapshot): boolean => snapshot.status === 'done';
