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
        const [bike, listing] = await Promise.all([effects.api.bike(input.id, signal), effects.api.shopListing(signal)]);
        const stashed = effects.drafts.load(String(input.id));
        // The picker offers what a shopper can open: products shown in the catalogue (not the hidden bundle parts).
        const candidates = listing.items
          .filter((row) => row.visibility !== 'not-visible' && row.sku !== bike.sku)
          .map((row) => ({ sku: row.sku, name: row.name }));
        // A stash of another product id (or an unreadable one, or one from before links were edited) is not this bike's.
        const usable = stashed && stashed.id === bike.id && Array.isArray(stashed.related) && Array.isArray(stashed.crosssell) ? stashed : null;
        return { bike, stashed: usable, candidates };
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
