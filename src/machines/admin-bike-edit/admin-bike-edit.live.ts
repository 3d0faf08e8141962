// The bike edit machine bound to the admin API, the draft stash and the page's effects (login redirect, toasts).
import { fromPromise } from 'xstate';
import type { AdminApi, DraftStore } from '../../lib/api/admin-api';
import type { BikeDetail } from '../admin-common/admin.types';
import type { RequestFailure } from '../admin-common/request-failure';
import { adminBikeEditMachine, type LoadBikeOutput } from './admin-bike-edit.machine';
import type { BikeForm } from './bike-form';

export interface BikeEditEffects {
  api: AdminApi;
  drafts: DraftStore<BikeForm>;
  goToLogin: (failure: RequestFailure) => void;
  notifySaved: () => void;
  notifyInvalid: () => void;
  notifySaveFailed: (failure: RequestFailure) => void;
}

export function provideAdminBikeEditMachine(effects: BikeEditEffects) {
  return adminBikeEditMachine.provide({
    actors: {
      loadBike: fromPromise<LoadBikeOutput, { id: number }>(async ({ input, signal }) => {
        const bike = await effects.api.bike(input.id, signal);
        const stashed = effects.drafts.load(String(input.id));
        // A stash of another product id (or an unreadable one) is not this bike's.
        return { bike, stashed: stashed && stashed.id === bike.id ? stashed : null };
      }),
      saveBike: fromPromise<BikeDetail, { bike: BikeDetail }>(({ input, signal }) => effects.api.saveBike(input.bike, signal)),
    },
    actions: {
      goToLogin: (_args, params: { failure: RequestFailure }) => effects.goToLogin(params.failure),
      stashForm: (_args, params: { id: number; form: BikeForm }) => effects.drafts.save(String(params.id), params.form),
      clearStash: (_args, params: { id: number }) => effects.drafts.clear(String(params.id)),
      notifySaved: () => effects.notifySaved(),
      notifyInvalid: () => effects.notifyInvalid(),
      notifySaveFailed: (_args, params: { failure: RequestFailure }) => effects.notifySaveFailed(params.failure),
    },
  });
}
