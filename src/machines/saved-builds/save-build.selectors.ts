// Selectors for the configurator's save form.
import type { SnapshotFrom } from 'xstate';
import type { BuildNameProblem, SavedBuild } from '../../../common/account/saved-builds';
import type { RequestFailure } from '../admin-common/request-failure';
import type { SaveBuildMachine } from './save-build.machine';

type SaveSnapshot = SnapshotFrom<SaveBuildMachine>;

export const selectIsOpen = (snapshot: SaveSnapshot): boolean => snapshot.matches('naming') || snapshot.matches('saving');
export const selectIsSaving = (snapshot: SaveSnapshot): boolean => snapshot.hasTag('busy');
export const selectName = (snapshot: SaveSnapshot): string => snapshot.context.name;
export const selectNameProblem = (snapshot: SaveSnapshot): BuildNameProblem | null => snapshot.context.nameProblem;
export const selectSaveFailure = (snapshot: SaveSnapshot): RequestFailure | null => (snapshot.matches('naming') ? snapshot.context.failure : null);
export const selectSaved = (snapshot: SaveSnapshot): SavedBuild | null => (snapshot.matches('saved') ? snapshot.context.saved : null);
