// @ts-check
// `npm start` (or `node scripts/start.js`): runs the compiled server with node, in this process. It builds first only
// when dist/current is not a build of the sources in this folder (scripts/build-layout.js compares their stamp); a
// folder with the build but without sources (a deployment) runs the build it has. Plain JavaScript on purpose: it must
// run where only `npm ci --omit=dev` was installed, without TypeScript or tsx.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { currentBuild, sourceStamp } from './build-layout.js';

const root = path.resolve(import.meta.dirname, '..');
/** What `npm run build` needs: devDependencies. */
const BUILD_TOOLS = ['tsx', 'vite', 'rolldown'];

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(message);
  process.exit(1);
}

function ensureBuild() {
  const stamp = sourceStamp(root);
  const build = currentBuild(root);
  if (build && (stamp === null || build.stamp === stamp)) return build;
  if (stamp === null) fail(`npm start: there is no build in ${path.join(root, 'dist', 'current')} and no sources (src/) to make one.`);
  const missing = BUILD_TOOLS.filter((name) => {
    try {
      import.meta.resolve(name);
      return false;
    } catch {
      return true;
    }
  });
  const why = build ? 'the sources changed since the build in dist/current' : 'there is no build yet';
  if (missing.length) {
    fail(
      `npm start: ${why}, and building needs the devDependencies, which are not installed (${missing.join(', ')} missing; ` +
        '`npm ci --omit=dev` leaves them out). Install them (`npm ci`) and run `npm run build`, or deploy a folder that was built.',
    );
  }
  console.log(`npm start: ${why}; building (npm run build) …`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'build.ts')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) fail(`npm start: the build failed (exit ${result.status ?? result.signal}).`);
  return currentBuild(root) ?? fail('npm start: the build finished but dist/current names no build.');
}

const build = ensureBuild();
// NODE_ENV=production (the server's production checks) for a shop with a real Magento; the embedded emulator (no
// MAGENTO_URL) is a development setup, which production mode refuses (server/config.ts). React's build does not follow
// NODE_ENV here: the built page renderer carries its production build either way (decision record 020).
if (process.env.NODE_ENV === undefined) {
  if (process.env.MAGENTO_URL?.trim()) process.env.NODE_ENV = 'production';
  else
    console.log(
      'No MAGENTO_URL: development setup with the embedded Magento emulator (NODE_ENV is not production; see README, "Pointing it at a real Magento").',
    );
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(build.serverEntry).href);
