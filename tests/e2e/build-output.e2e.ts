// What `npm run build` hands to a deployment: the browser's source maps stay out of reach, the compiled server needs
// only `dependencies`, and a folder with the build, the starter and `npm ci --omit=dev` runs the shop without writing
// into its own folder (a read-only image) — while a folder whose sources changed and lacks the devDependencies to
// build says so. `npm start` without NODE_ENV is production with a real Magento and a development setup without one.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { switchCurrent } from '../../scripts/build-layout';
import { copyDeployment, startShopProcess } from './shop-process';

const checkout = path.resolve(import.meta.dirname, '../..');
const build = path.join(checkout, 'dist', 'current');
const base = inject('shopUrl');

interface AstNode {
  type: string;
  start: number;
  end: number;
  source?: AstNode & { value?: unknown };
  [key: string]: unknown;
}

/** Every module specifier a built file imports: static imports, re-exports and dynamic imports. */
function importsOf(file: string): Array<{ specifier: string | null; text: string }> {
  const code = readFileSync(file, 'utf8');
  const found: Array<{ specifier: string | null; text: string }> = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as AstNode;
    if (/^(ImportDeclaration|ExportAllDeclaration|ExportNamedDeclaration|ImportExpression)$/.test(n.type) && n.source) {
      found.push({ specifier: n.source.type === 'Literal' ? String(n.source.value) : null, text: code.slice(n.source.start, n.source.end) });
    }
    for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value);
  };
  visit(parseAst(code));
  return found;
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const jsFiles = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.endsWith('.js')).map((file) => path.join(dir, file));

describe('the build', () => {
  it('writes the browser source maps beside the build, without a sourceMappingURL, and the server never serves them', async () => {
    const assets = readdirSync(path.join(build, 'client', 'assets'));
    const scripts = assets.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    expect(assets.filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const script of scripts)
      expect([script, readFileSync(path.join(build, 'client', 'assets', script), 'utf8').includes('sourceMappingURL')]).toEqual([script, false]);
    const maps = readdirSync(path.join(build, 'sourcemaps', 'client', 'assets'));
    expect(maps).toContain(`${scripts[0]}.map`);
    for (const name of [`${scripts[0]}.map`, 'missing.js.map']) {
      const res = await fetch(`${base}/assets/${name}`);
      expect([name, res.status]).toEqual([name, 404]);
    }
  });

  it("sends the build's immutable files without the pages' security headers, keeping nosniff and their caching", async () => {
    const page = await fetch(`${base}/`);
    expect(page.headers.get('content-security-policy')).toContain("'nonce-");
    const html = await page.text();
    for (const asset of [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])].slice(0, 4)) {
      const res = await fetch(`${base}${asset}`);
      expect([asset, res.status]).toEqual([asset, 200]);
      expect([asset, res.headers.get('x-content-type-options'), res.headers.get('cache-control')]).toEqual([
        asset,
        'nosniff',
        'public, max-age=31536000, immutable',
      ]);
      for (const header of ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy'])
        expect([asset, header, res.headers.get(header)]).toEqual([asset, header, null]);
    }
    // A missing asset's error page is a document: it gets a policy of its own.
    const missing = await fetch(`${base}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('contains no part of the XState inspector and no ELK (development only, decision record 036)', () => {
    // Strings only the inspector's code has (its socket path, storage key, function names the unminified SSR build
    // would keep, the page's button) and ELK's Java-derived package names. What stays is the creation path itself,
    // `createInspectedActor(logic, options)` = `createActor(logic, options)`; the server's one mention of its dev
    // tools is a path (checked below).
    const markers = [
      '__inspect/ws',
      'xstate-inspect',
      'createInspector',
      'startInspector',
      'describeMachine',
      'Diagram & log',
      'org.eclipse.elk',
      'elkjs',
      'elk.bundled',
    ];
    const files = (readdirSync(build, { recursive: true }) as string[]).filter((file) => /\.(js|mjs|html|css|json)$/.test(file));
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) => {
      const text = readFileSync(path.join(build, file), 'utf8');
      return markers.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
    });
    expect(found).toEqual([]);
    expect(existsSync(path.join(build, 'server', 'dev'))).toBe(false);
  });

  it('compiles the server so that it imports only Node built-ins and packages in `dependencies`', () => {
    const { dependencies } = JSON.parse(readFileSync(path.join(checkout, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const builtins = new Set(builtinModules);
    const outside: string[] = [];
    const computed: string[] = [];
    for (const file of [...jsFiles(path.join(build, 'server')), ...jsFiles(path.join(build, 'ssr'))]) {
      for (const { specifier, text } of importsOf(file)) {
        if (specifier === null) computed.push(text);
        else if (specifier.startsWith('.')) continue;
        else if (!(specifier.startsWith('node:') || builtins.has(specifier) || packageOf(specifier) in dependencies))
          outside.push(`${path.relative(build, file)}: ${specifier}`);
      }
    }
    expect(outside).toEqual([]);
    // Imports by computed path: the build's own page renderer, and `npm run dev`'s tools, loaded from the source (.ts)
    // and refused when compiled.
    expect(computed.sort()).toEqual([
      'new URL("./dev/inspector.ts", import.meta.url).href',
      'new URL("./ssr/renderer.ts", import.meta.url).href',
      'pathToFileURL(path.join(buildDir, "ssr", "entry-server.js")).href',
    ]);
    expect(existsSync(path.join(build, 'server', 'migrations', '0001-forms-and-outbox.sql'))).toBe(true);
  });
});

describe('a deployment: the build, the starter and `npm ci --omit=dev`', () => {
  let folder: string;

  /** Every file of the deployment but node_modules, with its size and modification time. */
  const snapshot = () =>
    (readdirSync(folder, { recursive: true }) as string[])
      .filter((file) => !file.startsWith('node_modules'))
      .sort()
      .map((file) => {
        const stat = statSync(path.join(folder, file), { throwIfNoEntry: false });
        return `${file} ${stat?.size} ${stat?.mtimeMs}`;
      });

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'folt-deploy-'));
    await copyDeployment(folder);
    // From npm's cache (CI's `npm ci` filled it): no registry needed.
    const install = spawnSync('npm', ['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: folder,
      encoding: 'utf8',
      timeout: 90_000,
    });
    expect(install.status, install.stderr).toBe(0);
  }, 120_000);
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('has no devDependency installed', () => {
    for (const name of ['tsx', 'vite', 'rolldown', 'vitest']) expect([name, existsSync(path.join(folder, 'node_modules', name))]).toEqual([name, false]);
  });

  it('starts with `npm start` as a development setup without MAGENTO_URL, serves pages and the API, writes nothing into its folder, and keeps its own build when dist/current moves on', async () => {
    const before = snapshot();
    const shop = await startShopProcess({ NODE_ENV: undefined }, { root: folder });
    const pages = async () => {
      const products = (await (await fetch(`${shop.url}/api/magento/products?locale=nl&type_id:in=simple`)).json()) as {
        success: boolean;
        data: { items: Array<{ url_key: string }> };
      };
      expect(products.success).toBe(true);
      for (const page of ['/', `/shop/${products.data.items[0]!.url_key}`, '/en/shop']) {
        const res = await fetch(`${shop.url}${page}`);
        expect([page, res.status]).toEqual([page, 200]);
        const html = await res.text();
        expect(html).toContain('</html>');
        for (const asset of html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])
          expect([asset, (await fetch(`${shop.url}${asset}`)).status]).toEqual([asset, 200]);
      }
    };
    const dist = path.join(folder, 'dist');
    const own = path.basename(realpathSync(path.join(dist, 'current')));
    try {
      expect(shop.output()).toContain('development setup with the embedded Magento emulator');
      await pages();
      expect(snapshot()).toEqual(before);
      // Another build becomes current (here one without any assets): the running shop keeps serving its own.
      const other = '20000101-000000-000000000000';
      await mkdir(path.join(dist, other));
      await writeFile(path.join(dist, other, 'build.json'), '{}\n');
      switchCurrent(dist, other);
      await pages();
    } finally {
      switchCurrent(dist, own);
      await shop.stop();
    }
  });

  it("refuses to start with sources other than its build's, saying that building needs the devDependencies", async () => {
    await mkdir(path.join(folder, 'src'));
    await writeFile(path.join(folder, 'src', 'main.tsx'), 'export {};\n');
    try {
      const run = spawnSync(process.execPath, ['scripts/start.js'], {
        cwd: folder,
        encoding: 'utf8',
        timeout: 30_000,
        env: { PATH: process.env.PATH, PORT: '0' },
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('building needs the devDependencies, which are not installed');
      expect(run.stdout).not.toContain('FOLT shop on');
    } finally {
      await rm(path.join(folder, 'src'), { recursive: true, force: true });
    }
  });

  it('runs in production mode when MAGENTO_URL is set and NODE_ENV is not: the production checks apply', () => {
    const run = spawnSync(process.execPath, ['scripts/start.js'], {
      cwd: folder,
      encoding: 'utf8',
      timeout: 30_000,
      env: { PATH: process.env.PATH, PORT: '0', MAGENTO_URL: 'https://magento.example.test', MAGENTO_TOKEN: 'integration-token' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PUBLIC_URL is required in production');
    expect(run.stderr).toContain('SESSION_SECRET is required in production');
    expect(run.stdout).not.toContain('Magento emulator');
  });

  it("renders with React's production build whatever NODE_ENV says: development builds in node_modules are never loaded", async () => {
    // React picks its build from NODE_ENV when it is first loaded from node_modules; the page renderer carries its own
    // production React instead (scripts/build.ts). Here every development build of react and react-dom throws when
    // loaded, and the shop runs with NODE_ENV=development and with NODE_ENV unset (`npm start` on a fresh machine).
    for (const pkg of ['react', 'react-dom']) {
      const dir = path.join(folder, 'node_modules', pkg, 'cjs');
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.development.js')))
        await writeFile(path.join(dir, file), `throw new Error('development build ${pkg}/cjs/${file} loaded');\n`);
    }
    for (const nodeEnv of ['development', undefined]) {
      const shop = await startShopProcess({ NODE_ENV: nodeEnv }, { root: folder });
      try {
        for (const page of ['/', '/en/shop', '/de/uber-uns', '/shop/cart']) {
          const res = await fetch(`${shop.url}${page}`);
          expect([nodeEnv, page, res.status]).toEqual([nodeEnv, page, 200]);
          expect(await res.text()).toContain('</html>');
        }
        expect(shop.output()).not.toContain('development build');
      } finally {
        await shop.stop();
      }
    }
    // Two shop starts (with the embedded emulator's seeding each): close to a minute on a loaded 2-core machine.
  }, 150_000);
});
