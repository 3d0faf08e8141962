// An admin list machine bound to its calls of src/lib/api/admin-api.ts and to the page's effects (URL, login
// redirect, toasts). A reload aborts the previous request, so a late answer for old filters never lands.
import { fromPromise } from 'xstate';
import type { RequestFailure } from '../admin-common/request-failure';
import { createAdminListMachine, type ApplySaved, type SaveRowInput } from './admin-list.machine';

export interface AdminListEffects<TQuery, TData, TPatch> {
  load: (query: TQuery, signal: AbortSignal) => Promise<TData>;
  save?: (key: string, patch: TPatch) => Promise<unknown>;
  writeQuery?: (query: TQuery) => void;
  goToLogin: (failure: RequestFailure) => void;
  notifySaved?: () => void;
  notifySaveFailed?: (failure: RequestFailure) => void;
}

const nothing = () => {};

export function provideAdminListMachine<TQuery, TData, TPatch = never>(
  applySaved: ApplySaved<TData, TPatch>,
  effects: AdminListEffects<TQuery, TData, TPatch>,
) {
  return createAdminListMachine(applySaved as ApplySaved).provide({
    actors: {
      loadList: fromPromise<unknown, unknown>(({ input, signal }) => effects.load(input as TQuery, signal)),
      saveRow: fromPromise<unknown, SaveRowInput>(({ input }) => {
        if (!effects.save) throw new Error('this list has no quick edit');
        return effects.save(input.key, input.patch as TPatch);
      }),
    },
    actions: {
      writeQuery: (_args: unknown, params: { query: unknown }) => (effects.writeQuery ?? nothing)(params.query as TQuery),
      goToLogin: (_args: unknown, params: { failure: RequestFailure }) => effects.goToLogin(params.failure),
      notifySaved: () => (effects.notifySaved ?? nothing)(),
      notifySaveFailed: (_args: unknown, params: { failure: RequestFailure }) => (effects.notifySaveFailed ?? nothing)(params.failure),
    },
  });
}
