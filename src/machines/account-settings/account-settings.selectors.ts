// Small selectors for the account settings view.
import type { SnapshotFrom } from 'xstate';
import type { AccountSettingsMachine } from './account-settings.machine';

type SettingsSnapshot = SnapshotFrom<AccountSettingsMachine>;

export const selectProfile = (snapshot: SettingsSnapshot) => snapshot.context.profile;
export const selectLoadFailure = (snapshot: SettingsSnapshot) => snapshot.context.loadFailure;
export const selectIsLoading = (snapshot: SettingsSnapshot): boolean => snapshot.hasTag('loading');
export const selectName = (snapshot: SettingsSnapshot) => snapshot.context.name;
export const selectNameErrors = (snapshot: SettingsSnapshot) => snapshot.context.nameErrors;
export const selectNameFailure = (snapshot: SettingsSnapshot) => snapshot.context.nameFailure;
export const selectSavingName = (snapshot: SettingsSnapshot): boolean => snapshot.hasTag('savingName');
export const selectPassword = (snapshot: SettingsSnapshot) => snapshot.context.password;
export const selectPasswordErrors = (snapshot: SettingsSnapshot) => snapshot.context.passwordErrors;
export const selectPasswordFailure = (snapshot: SettingsSnapshot) => snapshot.context.passwordFailure;
export const selectSavingPassword = (snapshot: SettingsSnapshot): boolean => snapshot.hasTag('savingPassword');
