// The back office's bike save through the shop's own admin API, as the bike editor sends it (src/lib/api/admin-api.ts):
// log in (GET /api/session for the CSRF value, POST /api/auth/admin/login), read the bike, PUT it back with a change.
// The server writes Magento and invalidates the catalogue cache (on every instance through Redis).
import { expect } from 'vitest';

export interface AdminSession {
  baseUrl: string;
  cookie: string;
  csrf: string;
}

function cookiesOf(response: Response, previous = ''): string {
  const jar = new Map(previous ? previous.split('; ').map((pair) => pair.split('=', 2) as [string, string]) : []);
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, value] = pair!.split('=', 2) as [string, string];
    jar.set(name.trim(), value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

async function session(baseUrl: string, cookie: string): Promise<{ cookie: string; csrf: string }> {
  const answer = await fetch(`${baseUrl}/api/session`, { headers: { cookie } });
  const body = (await answer.json()) as { data: { csrf: string } };
  return { cookie: cookiesOf(answer, cookie), csrf: body.data.csrf };
}

/** Logs in as the emulator's demo admin (admin / Admin123!). */
export async function adminLogin(baseUrl: string, username = 'admin', password = 'Admin123!'): Promise<AdminSession> {
  const first = await session(baseUrl, '');
  const answer = await fetch(`${baseUrl}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': first.csrf, origin: baseUrl, cookie: first.cookie },
    body: JSON.stringify({ username, password }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  const after = await session(baseUrl, cookiesOf(answer, first.cookie));
  return { baseUrl, ...after };
}

export interface AdminBike {
  id: number;
  sku: string;
  price: number;
  status: 'enabled' | 'disabled';
  [field: string]: unknown;
}

async function call<T>(admin: AdminSession, method: 'GET' | 'PUT', path: string, json?: unknown): Promise<T> {
  const answer = await fetch(`${admin.baseUrl}/api/${path}`, {
    method,
    headers: {
      cookie: admin.cookie,
      origin: admin.baseUrl,
      ...(json === undefined ? {} : { 'content-type': 'application/json', 'x-csrf-token': admin.csrf }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const text = await answer.text();
  expect(answer.status, `${method} ${path}: ${text}`).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
}

/** The bike by SKU, as the bike editor loads it. */
export async function adminBike(admin: AdminSession, sku: string): Promise<AdminBike> {
  const list = await call<Array<{ id: number; sku: string }> | { items: Array<{ id: number; sku: string }> }>(admin, 'GET', 'admin/bikes');
  const items = Array.isArray(list) ? list : list.items;
  const found = items.find((item) => item.sku === sku);
  expect(found, `bike ${sku} in the back office`).toBeDefined();
  return call<AdminBike>(admin, 'GET', `admin/bikes/${found!.id}`);
}

/** Saves the bike as the editor does: everything it loaded, with `change` applied. */
export async function saveAdminBike(admin: AdminSession, bike: AdminBike, change: Partial<Pick<AdminBike, 'price' | 'status'>>): Promise<AdminBike> {
  return call<AdminBike>(admin, 'PUT', `admin/bikes/${bike.id}`, { ...bike, ...change });
}
