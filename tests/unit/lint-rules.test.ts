// The lint rules of DESIGN §3 fire: each restriction of eslint.config.js on a small snippet linted as if it were a
// file in its layer (ESLint's Node API with the repository's own config), and stays quiet on the allowed form beside
// it. A rule that never fires proves nothing; one that fires on allowed code gets switched off.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule ids that fire on `code` as the file `file` (repository-relative). */
async function rulesFiring(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const fatal = result!.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${file} does not parse: ${fatal.message}`);
  return result!.messages.map((message) => message.ruleId ?? '');
}

const MACHINE = 'src/machines/cart/lint-fixture.machine.ts';
const LIVE = 'src/machines/cart/lint-fixture.live.ts';
const VIEW = 'src/views/order/lint-fixture.tsx';
const IMPORTS = '@typescript-eslint/no-restricted-imports';
const DYNAMIC = 'no-restricted-syntax';
const GLOBALS = 'no-restricted-globals';

describe('imports go one way: routes → views → machines', () => {
  it('a machine imports neither views nor routes, statically or with import()', async () => {
    expect(await rulesFiring(MACHINE, "import { CartPage } from '../../views/order/cart-page';\nexport const x = CartPage;\n")).toContain(IMPORTS);
    expect(await rulesFiring(MACHINE, "import type { RouterContext } from '../../routes/route-tree';\nexport type X = RouterContext;\n")).toContain(IMPORTS);
    expect(await rulesFiring(MACHINE, "export const load = () => import('../../views/order/cart-page');\n")).toContain(DYNAMIC);
    expect(await rulesFiring('src/machines/shop-effects.ts', "export { routeTree } from '../routes/route-tree';\n")).toContain(IMPORTS);
    expect(await rulesFiring(LIVE, "import { CartPage } from '../../views/order/cart-page';\nexport const x = CartPage;\n")).toContain(IMPORTS);
    expect(await rulesFiring(MACHINE, "import { selectIsBusy } from './cart.selectors';\nexport const x = selectIsBusy;\n")).toEqual([]);
  });

  it('a view does not import routes, not even a type', async () => {
    expect(await rulesFiring(VIEW, "import { routeTree } from '../../routes/route-tree';\nexport const x = routeTree;\n")).toContain(IMPORTS);
    expect(await rulesFiring(VIEW, "import type { RouterContext } from '../../routes/route-tree';\nexport type X = RouterContext;\n")).toContain(IMPORTS);
    expect(await rulesFiring(VIEW, "export const load = () => import('../../routes/head');\n")).toContain(DYNAMIC);
    expect(
      await rulesFiring(
        VIEW,
        "import { selectIsBusy } from '../../machines/cart/cart.selectors';\nimport { useCurrentPage } from '../shared/page-context';\nexport const x = [selectIsBusy, useCurrentPage];\n",
      ),
    ).toEqual([]);
  });

  it('server/ and the emulator never import src/; common/ imports neither side', async () => {
    expect(await rulesFiring('server/api/lint-fixture.ts', "import { languages } from '../../src/locales/paths';\nexport const x = languages;\n")).toContain(
      IMPORTS,
    );
    expect(await rulesFiring('server/lint-fixture.ts', "export const load = () => import('../src/entry-server');\n")).toContain(DYNAMIC);
    expect(
      await rulesFiring('magento-emulator/routes/lint-fixture.ts', "import type { Product } from '../../src/machines/shop.types';\nexport type X = Product;\n"),
    ).toContain(IMPORTS);
    expect(await rulesFiring('common/forms/lint-fixture.ts', "import { languages } from '../../src/locales/paths';\nexport const x = languages;\n")).toContain(
      IMPORTS,
    );
    expect(await rulesFiring('common/lint-fixture.ts', "import { createApp } from '../server/app';\nexport const x = createApp;\n")).toContain(IMPORTS);
    expect(
      await rulesFiring('common/lint-fixture.ts', "import { startEmulator } from '../magento-emulator/start';\nexport const x = startEmulator;\n"),
    ).toContain(IMPORTS);
    expect(await rulesFiring('server/api/lint-fixture.ts', "import { z } from '../../common/zod';\nexport const x = z;\n")).toEqual([]);
  });
});

describe('machines and views reach no effect directly: it arrives by injection', () => {
  it('ky and the cookie packages are imported by neither', async () => {
    expect(await rulesFiring(MACHINE, "import ky from 'ky';\nexport const x = ky;\n")).toContain(IMPORTS);
    expect(await rulesFiring(VIEW, "import ky from 'ky';\nexport const x = ky;\n")).toContain(IMPORTS);
    expect(await rulesFiring(VIEW, "import Cookies from 'js-cookie';\nexport const x = Cookies;\n")).toContain(IMPORTS);
    expect(await rulesFiring(VIEW, "export const load = () => import('ky');\n")).toContain(DYNAMIC);
  });

  it('a machine imports src/lib for types only; its live file binds the values', async () => {
    expect(await rulesFiring(MACHINE, "import { createShopApi } from '../../lib/api/shop-api';\nexport const x = createShopApi;\n")).toContain(IMPORTS);
    expect(await rulesFiring(MACHINE, "import type { ShopApi } from '../../lib/api/shop-api';\nexport type X = ShopApi;\n")).toEqual([]);
    expect(await rulesFiring(LIVE, "import { createShopApi } from '../../lib/api/shop-api';\nexport const x = createShopApi;\n")).toEqual([]);
  });

  it('fetch, window and its aliases, storage and the location are not touched', async () => {
    for (const file of [MACHINE, VIEW]) {
      expect(await rulesFiring(file, "export const load = () => fetch('/api/cart');\n")).toContain(GLOBALS);
      expect(await rulesFiring(file, 'export const width = () => window.innerWidth;\n')).toContain(GLOBALS);
      expect(await rulesFiring(file, 'export const width = () => globalThis.innerWidth;\n')).toContain(GLOBALS);
      expect(await rulesFiring(file, "export const saved = () => localStorage.getItem('cart');\n")).toContain(GLOBALS);
      expect(await rulesFiring(file, "export const saved = () => sessionStorage.getItem('cart');\n")).toContain(GLOBALS);
      expect(await rulesFiring(file, 'export const here = () => location.href;\n')).toContain(GLOBALS);
      expect(await rulesFiring(file, "export const listen = (f: () => void) => addEventListener('pagehide', f);\n")).toContain(GLOBALS);
    }
    expect(await rulesFiring(MACHINE, 'export const theme = () => document.title;\n')).toContain(GLOBALS);
    expect(await rulesFiring(LIVE, "export const load = () => fetch('/api/cart');\n")).toEqual([]);
  });

  it('a view never reads or writes document.cookie, but may set the title', async () => {
    expect(await rulesFiring(VIEW, 'export const read = () => document.cookie;\n')).toContain('no-restricted-properties');
    expect(await rulesFiring(VIEW, "export const write = () => { document.cookie = 'lang=en'; };\n")).toContain('no-restricted-properties');
    expect(await rulesFiring(VIEW, 'export const name = (title: string) => { document.title = title; };\n')).toEqual([]);
  });
});

describe('a view reads an actor through selectors, never its whole snapshot', () => {
  const head =
    "import { useSelector } from '@xstate/react';\nimport type { AnyActorRef } from 'xstate';\nimport { selectIsBusy } from '../../machines/cart/cart.selectors';\ndeclare const actor: AnyActorRef;\nexport const used = [selectIsBusy, useSelector];\n";

  it('an identity selector fires, in any spelling', async () => {
    for (const selector of ['(s) => s', '(snapshot: unknown) => snapshot', 'function (s) { return s; }', '(s) => s as never']) {
      expect(await rulesFiring(VIEW, `${head}export function useX() { return useSelector(actor, ${selector}); }\n`), selector).toContain(
        'folt/no-whole-snapshot',
      );
    }
    expect(
      await rulesFiring(
        VIEW,
        `${head}export function useX() { return useActorValue(actor, (s) => s); }\ndeclare function useActorValue(a: unknown, s: unknown): unknown;\n`,
      ),
    ).toContain('folt/no-whole-snapshot');
  });

  it('a selector, or a part of the snapshot, is fine', async () => {
    expect(await rulesFiring(VIEW, `${head}export function useX() { return useSelector(actor, selectIsBusy); }\n`)).toEqual([]);
    expect(await rulesFiring(VIEW, `${head}export function useX() { return useSelector(actor, (s) => s.context.cart); }\n`)).toEqual([]);
    expect(await rulesFiring(VIEW, `${head}export const busy = () => selectIsBusy(actor.getSnapshot());\n`)).toEqual([]);
    expect(await rulesFiring(VIEW, `${head}export const cart = () => actor.getSnapshot().context.cart;\n`)).toEqual([]);
    expect(await rulesFiring(VIEW, `${head}export const busy = () => actor?.getSnapshot().hasTag('busy');\n`)).toEqual([]);
  });

  it('getSnapshot() kept whole fires: in a variable, returned, or handed to a hook', async () => {
    expect(await rulesFiring(VIEW, `${head}export function read() { const snapshot = actor.getSnapshot(); return selectIsBusy(snapshot); }\n`)).toContain(
      'folt/no-whole-snapshot',
    );
    expect(await rulesFiring(VIEW, `${head}export const read = () => actor?.getSnapshot() ?? null;\n`)).toContain('folt/no-whole-snapshot');
    expect(await rulesFiring(VIEW, `${head}import { useState } from 'react';\nexport function useX() { return useState(actor.getSnapshot()); }\n`)).toContain(
      'folt/no-whole-snapshot',
    );
  });
});

describe('one import-specifier style: relative TypeScript imports carry no extension', () => {
  it('fires on .ts, .tsx and .js specifiers, in every place a specifier is written, and fixes them', async () => {
    const code = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.tsx';",
      "export { c } from './c.js';",
      "export const d = () => import('./d.ts');",
      "export type E = typeof import('./e.ts');",
      "vi.mock('./f.js');",
      'declare const vi: { mock(path: string): void };',
      'export const x = [a, {} as B];',
      '',
    ].join('\n');
    const file = 'server/lint-fixture.ts';
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    expect(result!.messages.filter((message) => message.ruleId === 'folt/import-specifier')).toHaveLength(6);
    const fixer = new ESLint({ cwd: root, fix: true, ruleFilter: ({ ruleId }) => ruleId === 'folt/import-specifier' });
    const [fixed] = await fixer.lintText(code, { filePath: path.join(root, file) });
    expect(fixed!.output).toContain("from './a';");
    expect(fixed!.output).toContain("from '../b';");
    expect(fixed!.output).toContain("import('./d')");
    expect(fixed!.output).toContain("typeof import('./e')");
    expect(fixed!.output).toContain("vi.mock('./f')");
  });

  it('keeps the extension of assets and packages, and of JavaScript files that Node loads itself', async () => {
    expect(
      await rulesFiring(
        'src/views/order/lint-fixture.ts',
        "import './cart.css';\nimport { messages } from './locales/nl.po';\nimport data from './data.json';\nexport const x = [messages, data];\n",
      ),
    ).toEqual([]);
    expect(await rulesFiring('server/lint-fixture.ts', "import { z } from 'zod/v4/index.js';\nexport const x = z;\n")).toEqual([]);
    expect(await rulesFiring('scripts/lint-fixture.js', "import folt from './eslint-rules.js';\nexport const x = folt;\n")).toEqual([]);
  });
});
