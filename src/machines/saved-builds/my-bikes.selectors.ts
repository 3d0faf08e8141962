// Selectors for the "My bikes" page: each region's list and failure, and the build being deleted.
import type { SnapshotFrom } from 'xstate';
import type { SavedBuild } from '../../../common/account/saved-builds';
import type { RequestFailure } from '../admin-common/request-failure';
import type { MyBikesMachine } from './my-bikes.machine';
import type { BoughtBike } from './my-bikes.types';

type MyBikesSnapshot = SnapshotFrom<MyBikesMachine>;

export const selectBuilds = (snapshot: MyBikesSnapshot): SavedBuild[] | null => snapshot.context.builds;
export const selectBuildsFailure = (snapshot: MyBikesSnapshot): RequestFailure | null =>
  snapshot.matches({ builds: 'failed' }) ? snapshot.context.buildsFailure : null;
export const selectBikes = (snapshot: MyBikesSnapshot): BoughtBike[] | null => snapshot.context.bikes;
export const selectBikesFailure = (snapshot: MyBikesSnapshot): RequestFailure | null =>
  snapshot.matches({ bikes: 'failed' }) ? snapshot.context.bikesFailure : null;
export const selectDeletingId = (snapshot: MyBikesSnapshot): string | null => (snapshot.hasTag('deleting') ? snapshot.context.deletingId : null);
export const selectDeleteFailure = (snapshot: MyBikesSnapshot): RequestFailure | null => snapshot.context.deleteFailure;
