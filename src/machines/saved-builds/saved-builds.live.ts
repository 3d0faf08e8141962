// The save form and the "My bikes" page bound to the customer's API and the page's login redirect.
import { fromPromise } from 'xstate';
import type { SavedBuild } from '../../../common/account/saved-builds';
import type { MyBikesApi } from '../../lib/api/my-bikes-api';
import type { RequestFailure } from '../admin-common/request-failure';
import { myBikesMachine } from './my-bikes.machine';
import type { BoughtBike } from './my-bikes.types';
import { saveBuildMachine, type LoginReturn, type SaveBuildRequest } from './save-build.machine';

export function provideSaveBuildMachine(effects: { api: Pick<MyBikesApi, 'saveBuild'>; goToLogin: (back: LoginReturn) => void }) {
  return saveBuildMachine.provide({
    actors: { saveBuild: fromPromise<SavedBuild, SaveBuildRequest>(({ input, signal }) => effects.api.saveBuild(input, signal)) },
    actions: { goToLogin: (_args, params: LoginReturn) => effects.goToLogin(params) },
  });
}

export function provideMyBikesMachine(effects: { api: MyBikesApi; goToLogin: (failure: RequestFailure) => void }) {
  return myBikesMachine.provide({
    actors: {
      loadBuilds: fromPromise<SavedBuild[], void>(({ signal }) => effects.api.builds(signal)),
      loadBikes: fromPromise<BoughtBike[], void>(({ signal }) => effects.api.bikes(signal)),
      deleteBuild: fromPromise<void, { id: string }>(({ input }) => effects.api.deleteBuild(input.id)),
    },
    actions: { goToLogin: (_args, params: { failure: RequestFailure }) => effects.goToLogin(params.failure) },
  });
}
