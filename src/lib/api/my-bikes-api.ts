// The customer's "My bikes" calls (server/customer/my-bikes.router.ts): saved builds (list, save, delete) and the
// bikes bought, on the account API's request helper (CSRF on writes, failures as RequestFailure).
import type { SavedBuild } from '../../../common/account/saved-builds';
import { list, num, obj, str } from '../../machines/admin-common/answer-reading';
import type { SaveBuildRequest } from '../../machines/saved-builds/save-build.machine';
import type { BoughtBike } from '../../machines/saved-builds/my-bikes.types';
import { call } from './account-api';

export interface MyBikesApi {
  builds(signal?: AbortSignal): Promise<SavedBuild[]>;
  saveBuild(build: SaveBuildRequest, signal?: AbortSignal): Promise<SavedBuild>;
  deleteBuild(id: string): Promise<void>;
  bikes(signal?: AbortSignal): Promise<BoughtBike[]>;
}

function readBuild(value: unknown): SavedBuild {
  const row = obj(value);
  return {
    id: str(row.id),
    name: str(row.name),
    sku: str(row.sku),
    configuration: str(row.configuration),
    priceCents: num(row.priceCents) ?? 0,
    savedAt: str(row.savedAt),
  };
}

function readBike(value: unknown): BoughtBike {
  const row = obj(value);
  return {
    orderNumber: str(row.orderNumber),
    orderToken: str(row.orderToken),
    date: str(row.date) || null,
    sku: str(row.sku),
    name: str(row.name),
    model: str(row.model) || null,
    options: list(row.options).map((option) => ({ label: str(obj(option).label), value: str(obj(option).value) })),
    configuration: str(row.configuration),
  };
}

export function createMyBikesApi(lang: () => string): MyBikesApi {
  const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
  return {
    async builds(signal) {
      const data = obj(await call<unknown>('get', 'customer/builds', { role: 'customer', ...withSignal(signal) }));
      return list(data.items).map(readBuild);
    },
    async saveBuild(build, signal) {
      return readBuild(await call<unknown>('post', 'customer/builds', { json: build, role: 'customer', ...withSignal(signal) }));
    },
    async deleteBuild(id) {
      await call<unknown>('delete', `customer/builds/${encodeURIComponent(id)}`, { role: 'customer' });
    },
    async bikes(signal) {
      const data = obj(await call<unknown>('get', 'customer/bikes', { search: { locale: lang() }, role: 'customer', ...withSignal(signal) }));
      return list(data.items).map(readBike);
    },
  };
}
