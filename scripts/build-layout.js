// @ts-check
// Where builds live, which sources a build was made from, and how `dist/current` moves from one build to the next.
// Plain JavaScript: the starter (scripts/start.js) uses it before anything is built and without devDependencies;
// the build (scripts/build.ts) and the tests use the same functions.
//
//   dist/<YYYYMMDD-HHMMSS>-<stamp>/   one complete build, never changed after it got its name:
//       client/    the browser's files (served as they are)       ssr/      the page renderer (src/entry-server.tsx)
//       server/    the server itself (server/index.ts → index.js)  sourcemaps/client/  the browser maps, not served
//       build.json { stamp, buildId, builtAt, node }
//   dist/current                      a symbolic link to the build `npm start` runs, replaced by rename(2)
//   dist/.staging-*                   a build in progress (renamed to its final name when complete)
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, readdirSync, realpathSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/** What a build is made from: a change in any of these files makes `npm start` build again. */
export const BUILD_INPUTS = {
  dirs: ['src', 'server', 'common', 'magento-emulator', 'public'],
  files: [
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'vite.config.ts',
    'vite.plugins.ts',
    'lingui.config.ts',
    'scripts/build.ts',
    'scripts/build-layout.js',
  ],
};
/** Files inside the input folders that never reach a build. */
const NOT_BUILT = /\.test\.tsx?$/;
/** How many complete builds stay in dist/ (the current one always stays): enough for instances a rolling restart has not reached yet. */
export const KEPT_BUILDS = 3;
const BUILD_NAME = /^\d{8}-\d{6}-[0-9a-f]{12}(?:-\d+)?$/;
const STAGING_MAX_AGE_MS = 3_600_000;

/**
 * The stamp of the sources in `root`: a hash of every build input's path and content. Null when the folder holds no
 * sources (no `src/`): a deployment of the build alone, which runs the build it has.
 * @param {string} root
 * @returns {string | null}
 */
export function sourceStamp(root) {
  if (!existsSync(path.join(root, 'src'))) return null;
  const files = [];
  for (const dir of BUILD_INPUTS.dirs) files.push(...listFiles(root, dir));
  for (const file of BUILD_INPUTS.files) if (existsSync(path.join(root, file))) files.push(file);
  const hash = createHash('sha256');
  for (const file of files.sort())
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

/**
 * @param {string} root
 * @param {string} dir relative to root, with forward slashes
 * @returns {string[]}
 */
function listFiles(root, dir) {
  if (!existsSync(path.join(root, dir))) return [];
  /** @type {string[]} */
  const out = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...listFiles(root, rel));
    else if (entry.isFile() && !NOT_BUILT.test(entry.name)) out.push(rel);
  }
  return out;
}

/**
 * @typedef {{ stamp: string; buildId: string | null; builtAt: string; node: string }} BuildInfo
 * @typedef {BuildInfo & { dir: string; serverEntry: string }} Build
 */

/**
 * The build `dist/current` names (its real folder, so a later switch does not move a running instance), or null.
 * @param {string} root
 * @returns {Build | null}
 */
export function currentBuild(root) {
  let dir;
  try {
    dir = realpathSync(path.join(root, 'dist', 'current'));
  } catch {
    return null;
  }
  /** @type {BuildInfo} */
  let info;
  try {
    info = JSON.parse(readFileSync(path.join(dir, 'build.json'), 'utf8'));
  } catch {
    return null;
  }
  return { ...info, dir, serverEntry: path.join(dir, 'server', 'index.js') };
}

/**
 * A free final name for a build of `stamp` finished at `date`.
 * @param {string} distDir
 * @param {string} stamp
 * @param {Date} date
 */
export function buildName(distDir, stamp, date) {
  const time = date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const base = `${time}-${stamp.slice(0, 12)}`;
  let name = base;
  for (let n = 2; existsSync(path.join(distDir, name)); n++) name = `${base}-${n}`;
  return name;
}

/**
 * Makes `dist/current` name the build folder `name` in one step: a new link is made beside it and renamed over it,
 * so every reader sees the old build or the new one, never none.
 * @param {string} distDir
 * @param {string} name
 */
export function switchCurrent(distDir, name) {
  const link = path.join(distDir, `.current-${process.pid}-${Date.now()}`);
  symlinkSync(name, link, 'dir');
  try {
    renameSync(link, path.join(distDir, 'current'));
  } catch (error) {
    rmSync(link, { force: true });
    throw error;
  }
}

/**
 * Removes complete builds beyond the newest KEPT_BUILDS (never the current one) and builds in progress that were
 * abandoned an hour ago. Returns the names removed.
 * @param {string} distDir
 * @param {{ keep?: number; now?: number }} [options]
 * @returns {string[]}
 */
export function pruneBuilds(distDir, { keep = KEPT_BUILDS, now = Date.now() } = {}) {
  let current = null;
  try {
    current = path.basename(realpathSync(path.join(distDir, 'current')));
  } catch {
    current = null;
  }
  const entries = existsSync(distDir) ? readdirSync(distDir) : [];
  const builds = entries
    .filter((name) => BUILD_NAME.test(name))
    .sort()
    .reverse();
  const removed = builds.slice(keep).filter((name) => name !== current);
  const abandoned = entries.filter((name) => {
    const stat = /^\.(staging|current)-/.test(name) ? lstatSync(path.join(distDir, name), { throwIfNoEntry: false }) : undefined;
    return stat !== undefined && now - stat.mtimeMs > STAGING_MAX_AGE_MS;
  });
  for (const name of [...removed, ...abandoned]) rmSync(path.join(distDir, name), { recursive: true, force: true });
  return [...removed, ...abandoned];
}
