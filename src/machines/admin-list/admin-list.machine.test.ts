// The back-office list machine with fake effects: load, filters written to the URL, back/forward, one quick edit at a
// time applied to the list, and an expired session sending the admin to the login page.
import { createActor, fromPromise } from 'xstate';
import { describe, expect, test } from 'vitest';
import { createAdminListMachine } from './admin-list.machine';
import { selectData, selectIsSaving, selectListFailure } from './admin-list.selectors';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
type Rows = Array<{ sku: string; price: number }>;

function start(load: (query: unknown) => Promise<Rows>, save: (input: { key: string; patch: unknown }) => Promise<unknown> = async () => null) {
  const calls: string[] = [];
  const queries: unknown[] = [];
  const machine = createAdminListMachine((data, key, patch) => (data as Rows).map((row) => (row.sku === key ? { ...row, ...(patch as object) } : row))).provide(
    {
      actors: {
        loadList: fromPromise<unknown, unknown>(async ({ input }) => {
          queries.push(input);
          return load(input);
        }),
        saveRow: fromPromise<unknown, { key: string; patch: unknown }>(async ({ input }) => save(input)),
      },
      actions: {
        writeQuery: (_args: unknown, params: { query: unknown }) => void calls.push(`url:${JSON.stringify(params.query)}`),
        goToLogin: () => void calls.push('login'),
        notifySaved: () => void calls.push('saved'),
        notifySaveFailed: () => void calls.push('save-failed'),
      },
    },
  );
  const actor = createActor(machine, { input: { query: { page: 1 } } }).start();
  return { actor, calls, queries };
}

describe('admin list machine', () => {
  test('applied filters are written to the URL and loaded once; the same query from the URL loads nothing', async () => {
    const { actor, calls, queries } = start(async () => [{ sku: 'A', price: 1 }]);
    await flush();
    actor.send({ type: 'filters.apply', query: { page: 1, q: 'lock' } });
    await flush();
    actor.send({ type: 'query.change', query: { page: 1, q: 'lock' } });
    await flush();
    expect(calls).toEqual(['url:{"page":1,"q":"lock"}']);
    expect(queries).toEqual([{ page: 1 }, { page: 1, q: 'lock' }]);
    actor.send({ type: 'query.change', query: { page: 1 } });
    await flush();
    expect(queries).toHaveLength(3);
  });

  test('a quick edit is applied to its row with a toast; the list is not reloaded', async () => {
    const { actor, calls, queries } = start(async () => [
      { sku: 'A', price: 1 },
      { sku: 'B', price: 2 },
    ]);
    await flush();
    actor.send({ type: 'row.save', key: 'B', patch: { price: 5 } });
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    await flush();
    expect(selectData<Rows>(actor.getSnapshot())).toEqual([
      { sku: 'A', price: 1 },
      { sku: 'B', price: 5 },
    ]);
    expect(calls).toEqual(['saved']);
    expect(queries).toHaveLength(1);
  });

  test('an expired session on load or save leads to the login page', async () => {
    const expired = { kind: 'login-required', code: 'account.not-logged-in', text: 'Not logged in', status: 401, login: 'admin' };
    const { actor, calls } = start(() => Promise.reject(expired));
    await flush();
    expect(selectListFailure(actor.getSnapshot())?.kind).toBe('login-required');
    expect(calls).toEqual(['login']);
    const second = start(
      async () => [{ sku: 'A', price: 1 }],
      () => Promise.reject(expired),
    );
    await flush();
    second.actor.send({ type: 'row.save', key: 'A', patch: { price: 2 } });
    await flush();
    expect(second.calls).toEqual(['login']);
    expect(second.actor.getSnapshot().context.saveFailedKey).toBe('A');
  });
});
