// Selectors for the logout button.
import type { SnapshotFrom } from 'xstate';
import type { LogoutMachine } from './logout.machine';

/** The server is being asked: the button waits. */
export const selectIsLoggingOut = (snapshot: SnapshotFrom<LogoutMachine>): boolean => snapshot.hasTag('busy');
