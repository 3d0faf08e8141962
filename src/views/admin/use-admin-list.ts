// Starts a back-office list machine for a page: its loads and quick edits on the admin API, its query kept in step
// with the URL (filters applied here are written there; back/forward is read from there).
import { useEffect, useMemo, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useInspectedActorRef } from '../../lib/inspect/use-inspected-actor-ref';
import type { ActorRefFrom } from 'xstate';
import type { AdminApi } from '../../lib/api/admin-api';
import { provideAdminListMachine } from '../../machines/admin-list/admin-list.live';
import type { ApplySaved } from '../../machines/admin-list/admin-list.machine';
import type { Lang } from '../../locales/paths';
import { useWriteSearch } from '../account/account-runtime';
import { useAdminEffects } from './admin-ui';

export type AdminListActor = ActorRefFrom<ReturnType<typeof provideAdminListMachine>>;

interface UseAdminListOptions<TQuery, TData, TPatch> {
  lang: Lang;
  load: (api: AdminApi, query: TQuery, signal: AbortSignal) => Promise<TData>;
  save?: (api: AdminApi, key: string, patch: TPatch) => Promise<unknown>;
  applySaved?: ApplySaved<TData, TPatch>;
  /** Lists with filters in the URL: how the URL reads and how a query is written. */
  url?: { read: (searchStr: string) => TQuery; params: (query: TQuery) => Record<string, string | number | null | undefined> };
  /** Lists without URL state. */
  query?: TQuery;
}

const keep = (data: unknown) => data;
const noParams = () => ({});

export function useAdminList<TQuery, TData, TPatch = never>(options: UseAdminListOptions<TQuery, TData, TPatch>): AdminListActor {
  const { lang, url } = options;
  const effects = useAdminEffects(lang);
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const query = url ? url.read(searchStr) : (options.query as TQuery);
  const writeQuery = useWriteSearch((url?.params ?? noParams) as (query: never) => Record<string, string>);
  // The machine is made once per page (a new machine definition would restart the actor); it reaches the latest
  // options and effects through this ref.
  const latest = useRef({ options, effects, writeQuery });
  latest.current = { options, effects, writeQuery };
  const machine = useMemo(
    () =>
      provideAdminListMachine<TQuery, TData, TPatch>(
        (data, key, patch, saved) => ((latest.current.options.applySaved ?? keep) as ApplySaved<TData, TPatch>)(data, key, patch, saved),
        {
          load: (next, signal) => latest.current.options.load(latest.current.effects.api, next, signal),
          save: (key: string, patch: TPatch) => {
            const { save: saveRow } = latest.current.options;
            if (!saveRow) throw new Error('this list has no quick edit');
            return saveRow(latest.current.effects.api, key, patch);
          },
          writeQuery: (next: TQuery) => latest.current.writeQuery(next),
          goToLogin: (failure) => latest.current.effects.goToLogin(failure),
          notifySaved: () => latest.current.effects.notifySaved(),
          notifySaveFailed: (failure) => latest.current.effects.notifySaveFailed(failure),
        },
      ),
    [],
  );
  const actor: AdminListActor = useInspectedActorRef(machine, { input: { query } });
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    if (url) actor.send({ type: 'query.change', query: JSON.parse(queryKey) as TQuery });
  }, [actor, queryKey, url]);
  return actor;
}
