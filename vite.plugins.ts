// The compile-time plugins shared by the app build and the test runner: the Lingui macro (through Babel,
// because plugin-react 6 ignores a `babel:` option) and the .po catalogue loader; plus, for the client build only,
// the build manifest (builds/latest.json and builds/meta/<id>.json) that the site uses between deploys.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import path from 'node:path';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { runnerImport, type Plugin, type PluginOption } from 'vite';
import type { BuildMeta } from './src/routes/route-rules';

export function linguiTransformerPlugins(): PluginOption[] {
  return [
    babel({
      include: /\/(src|tests)\/.*\.[jt]sx?$/,
      plugins: ['@lingui/babel-plugin-lingui-macro'],
      sourceMap: true,
    }),
    lingui(),
  ];
}

interface BundleFile {
  type: 'chunk' | 'asset';
  fileName: string;
  code?: string;
  source?: string | Uint8Array;
}

/**
 * The build id: a hash of the client bundle's code and assets plus the route rules. The same source builds the same
 * id on every machine, so instances behind one load balancer agree on it; any change of code or rules changes it.
 */
export function buildIdOf(files: readonly BundleFile[], meta: BuildMeta): string {
  const hash = createHash('sha256');
  const relevant = files.filter((f) => !f.fileName.endsWith('.map') && !f.fileName.startsWith('.vite/') && !f.fileName.startsWith('builds/'));
  for (const file of [...relevant].sort((a, b) => (a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0))) {
    hash.update(file.fileName).update('\0');
    hash.update(file.type === 'chunk' ? (file.code ?? '') : (file.source ?? '')).update('\0');
  }
  hash.update(JSON.stringify(meta));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Writes builds/latest.json ({ id, timestamp }) and builds/meta/<id>.json (the route rules: redirects and
 * page-validity flags) into the client build; the rules are validated first, so a bad rule fails the build.
 */
export function buildManifestPlugin(now: () => number = Date.now): Plugin {
  return {
    name: 'folt:build-manifest',
    apply: 'build',
    async generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      // Through Vite's module runner, not a static import: the config loader then never bundles app source.
      const { module: rules } = await runnerImport<typeof import('./src/routes/route-rules')>(
        path.resolve(this.environment.config.root, 'src/routes/route-rules.ts'),
        { configFile: false, logLevel: 'error' },
      );
      const { pageRules, redirectRules, toBuildMeta, validateRouteRules } = rules;
      validateRouteRules(redirectRules, pageRules);
      const meta = toBuildMeta(redirectRules, pageRules);
      const id = buildIdOf(Object.values(bundle) as BundleFile[], meta);
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: `${JSON.stringify({ id, timestamp: now() })}\n` });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: `${JSON.stringify(meta)}\n` });
    },
  };
}

/** File types worth compressing, and the size below which the headers cost more than compression saves. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) twin of every compressible client file once, at the strongest settings,
 * so the server hands them out without compressing per request (server/ssr/precompressed.ts picks the twin). It reads
 * the files as written, after every other plugin has had its say about their contents.
 */
export function precompressPlugin(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'folt:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.config.consumer !== 'client' || !options.dir) return;
      const dir = options.dir;
      const names = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(dir, name);
          const source = await readFile(file);
          if (source.length < MIN_COMPRESS_BYTES) return;
          const [br, gzipped] = await Promise.all([
            brotli(source, {
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
            gz(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}
