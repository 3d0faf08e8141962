// `npm run build`: the browser bundle, the page renderer (SSR entry) and the server itself (server/index.ts with
// common/ and magento-emulator/, npm packages left as imports), compiled into a fresh folder under dist/ and switched
// to by renaming dist/current (scripts/build-layout.js). Nothing a running instance uses is emptied or overwritten:
// an instance keeps the build it started from, and a second instance in the same folder starts from the new one.
import { chmod, cp, mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build as bundle } from 'rolldown';
import { build as viteBuild } from 'vite';
import { buildName, pruneBuilds, sourceStamp, switchCurrent } from './build-layout';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist');

/** Files the server reads at run time, copied beside the compiled code that reads them (relative to its module). */
const SERVER_FILES = [{ from: 'server/db/migrations', to: 'server/migrations' }];

/** A bare specifier (an npm package or a Node built-in): left as an import, resolved from node_modules at run time. */
const isPackageImport = (id: string) => isBuiltin(id) || !(id.startsWith('.') || path.isAbsolute(id) || id.startsWith('\0'));

async function buildInto(dir: string): Promise<void> {
  // A build is a production build whatever NODE_ENV the shell exported: Vite compiles JSX for React's development
  // runtime (jsxDEV) unless NODE_ENV is production, while the page renderer below carries React's production build,
  // whose jsx-dev-runtime has no jsxDEV (every page rendered "jsxDEV is not a function"). `npm run dev` is the
  // development mode; `npm test` builds under NODE_ENV=development to keep this true.
  process.env.NODE_ENV = 'production';
  const vite = { root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' as const };
  await viteBuild({ ...vite, build: { outDir: path.join(dir, 'client') } });
  // The page renderer carries its own React (and every other package it imports) in production form, whatever
  // NODE_ENV says when the server runs: `npm start` on a development machine (the embedded emulator, NODE_ENV unset)
  // renders with React's production build like a deployment does. Only `npm run dev` renders with development builds
  // (Vite's middleware loads the sources and node_modules as they are). Decision record 020.
  await viteBuild({
    ...vite,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: { ssr: 'src/entry-server.tsx', outDir: path.join(dir, 'ssr') },
  });
  await moveClientSourceMaps(dir);
  await bundle({
    cwd: root,
    input: { index: path.join(root, 'server/index.ts') },
    platform: 'node',
    external: isPackageImport,
    resolve: { extensionAlias: { '.js': ['.ts', '.js'] } },
    logLevel: 'warn',
    // All chunks beside index.js: modules that find files relative to themselves (migrations) find them there.
    output: { dir: path.join(dir, 'server'), format: 'esm', sourcemap: true, entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
  });
  for (const { from, to } of SERVER_FILES) await cp(path.join(root, from), path.join(dir, to), { recursive: true });
}

/** The browser's source maps go next to the build, not into the folder the server serves (vite writes them `hidden`). */
async function moveClientSourceMaps(dir: string): Promise<void> {
  const assets = path.join(dir, 'client', 'assets');
  const maps = path.join(dir, 'sourcemaps', 'client', 'assets');
  await mkdir(maps, { recursive: true });
  for (const file of await readdir(assets)) if (file.endsWith('.map')) await rename(path.join(assets, file), path.join(maps, file));
}

async function main(): Promise<void> {
  const started = Date.now();
  const stamp = sourceStamp(root);
  if (!stamp) throw new Error(`No sources to build in ${root} (src/ is missing).`);
  await mkdir(distDir, { recursive: true });
  const staging = await mkdtemp(path.join(distDir, '.staging-'));
  try {
    // mkdtemp makes it private (0700); the build is read by whoever runs the server, maybe another user than the builder.
    await chmod(staging, 0o755);
    await buildInto(staging);
    const latest = JSON.parse(await readFile(path.join(staging, 'client', 'builds', 'latest.json'), 'utf8')) as { id: string };
    const info = { stamp, buildId: latest.id, builtAt: new Date().toISOString(), node: process.version };
    // Written last: a folder with build.json is a complete build.
    await writeFile(path.join(staging, 'build.json'), `${JSON.stringify(info, null, 2)}\n`);
    const name = buildName(distDir, stamp, new Date());
    await rename(staging, path.join(distDir, name));
    switchCurrent(distDir, name);
    const removed = pruneBuilds(distDir);
    console.log(
      `Built dist/${name} (build id ${latest.id}) in ${((Date.now() - started) / 1000).toFixed(1)} s; dist/current points to it${removed.length ? `; removed ${removed.length} old build(s)` : ''}.`,
    );
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
