// Small selectors for the views of an admin list actor.
import type { AnyMachineSnapshot } from 'xstate';
import type { RequestFailure } from '../admin-common/request-failure';

export const selectIsLoading = (snapshot: AnyMachineSnapshot): boolean => snapshot.hasTag('loading');
export const selectIsSaving = (snapshot: AnyMachineSnapshot): boolean => snapshot.hasTag('saving');
export const selectSavingKey = (snapshot: AnyMachineSnapshot): string | null => (snapshot.context as { saving: { key: string } | null }).saving?.key ?? null;
export const selectSaveFailedKey = (snapshot: AnyMachineSnapshot): string | null => (snapshot.context as { saveFailedKey: string | null }).saveFailedKey;
export const selectListFailure = (snapshot: AnyMachineSnapshot): RequestFailure | null =>
  snapshot.matches({ list: 'failed' }) ? (snapshot.context as { failure: RequestFailure | null }).failure : null;
export function selectData<TData>(snapshot: AnyMachineSnapshot): TData | null {
  return (snapshot.context as { data: TData | null }).data;
}
export function selectQuery<TQuery>(snapshot: AnyMachineSnapshot): TQuery {
  return (snapshot.context as { query: TQuery }).query;
}
