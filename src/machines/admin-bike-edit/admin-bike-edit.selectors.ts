// Small selectors for the bike edit view.
import type { SnapshotFrom } from 'xstate';
import { isDirty, type AdminBikeEditMachine } from './admin-bike-edit.machine';

type BikeEditSnapshot = SnapshotFrom<AdminBikeEditMachine>;

export type BikeEditPhase = 'loading' | 'failed' | 'editing';

export const selectPhase = (snapshot: BikeEditSnapshot): BikeEditPhase =>
  snapshot.matches('loading') ? 'loading' : snapshot.matches('loadFailed') ? 'failed' : 'editing';
export const selectForm = (snapshot: BikeEditSnapshot) => snapshot.context.form;
export const selectFieldErrors = (snapshot: BikeEditSnapshot) => snapshot.context.fieldErrors;
export const selectFailure = (snapshot: BikeEditSnapshot) => snapshot.context.failure;
export const selectIsSaving = (snapshot: BikeEditSnapshot): boolean => snapshot.hasTag('busy');
export const selectRestored = (snapshot: BikeEditSnapshot): boolean => snapshot.context.restored;
/** Unsaved changes: the form differs from the bike as saved. */
export const selectIsDirty = (snapshot: BikeEditSnapshot): boolean => isDirty(snapshot.context);
export const selectCandidates = (snapshot: BikeEditSnapshot) => snapshot.context.candidates;
