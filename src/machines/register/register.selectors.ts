// Small selectors for the registration view.
import type { SnapshotFrom } from 'xstate';
import type { RegisterMachine } from './register.machine';

type RegisterSnapshot = SnapshotFrom<RegisterMachine>;

export const selectRegisterValues = (snapshot: RegisterSnapshot) => snapshot.context.values;
export const selectRegisterErrors = (snapshot: RegisterSnapshot) => snapshot.context.fieldErrors;
export const selectRegisterFailure = (snapshot: RegisterSnapshot) => snapshot.context.failure;
export const selectRegisterBusy = (snapshot: RegisterSnapshot): boolean => snapshot.hasTag('busy') || snapshot.status === 'done';
