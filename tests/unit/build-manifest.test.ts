// The build manifest plugin: a content-hash build id (same code, same id; any change, a new id), latest.json and
// the route rules in builds/meta/<id>.json for the client build only.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIdOf, buildManifestPlugin } from '../../vite.plugins';

const meta = { redirects: [{ from: '/winkel', to: 'shop' }], pages: {} };
const bundle = [
  { type: 'chunk' as const, fileName: 'assets/main-abc.js', code: 'console.log(1)' },
  { type: 'asset' as const, fileName: 'assets/main-abc.css', source: 'body{}' },
  { type: 'asset' as const, fileName: 'assets/main-abc.js.map', source: '{"mappings":"AAAA"}' },
];

describe('buildIdOf', () => {
  it('is the same for the same code, whatever the order', () => {
    expect(buildIdOf(bundle, meta)).toBe(buildIdOf([...bundle].reverse(), meta));
    expect(buildIdOf(bundle, meta)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes with the code or the rules, not with source maps', () => {
    const id = buildIdOf(bundle, meta);
    expect(buildIdOf([{ ...bundle[0]!, code: 'console.log(2)' }, bundle[1]!, bundle[2]!], meta)).not.toBe(id);
    expect(buildIdOf(bundle, { ...meta, pages: { bedum: { valid: false } } })).not.toBe(id);
    expect(buildIdOf([bundle[0]!, bundle[1]!, { ...bundle[2]!, source: '{}' }], meta)).toBe(id);
  });
});

describe('buildManifestPlugin', () => {
  async function run(consumer: 'client' | 'server') {
    const emitted: Array<{ fileName: string; source: string }> = [];
    const plugin = buildManifestPlugin(() => 1_700_000_000_000);
    const context = {
      environment: { config: { consumer, root: path.resolve(import.meta.dirname, '../..') } },
      emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
    };
    const files = Object.fromEntries(bundle.map((f) => [f.fileName, f]));
    await (plugin.generateBundle as unknown as (this: unknown, o: unknown, b: unknown) => Promise<void>).call(context, {}, files);
    return emitted;
  }

  it('writes latest.json and the route rules under the build id in the client build', async () => {
    const emitted = await run('client');
    expect(emitted.map((f) => f.fileName)).toEqual(['builds/latest.json', expect.stringMatching(/^builds\/meta\/[0-9a-f]{16}\.json$/)]);
    const latest = JSON.parse(emitted[0]!.source) as { id: string; timestamp: number };
    expect(latest.timestamp).toBe(1_700_000_000_000);
    expect(emitted[1]!.fileName).toBe(`builds/meta/${latest.id}.json`);
    const rules = JSON.parse(emitted[1]!.source) as { redirects: unknown[]; pages: object };
    expect(rules.redirects).toContainEqual({ from: '/dealer-portal', to: 'https://dealers.folt.example', external: true });
    expect(rules.pages).toEqual({});
  }, 30_000);

  it('writes nothing in the server build', async () => {
    expect(await run('server')).toEqual([]);
  });
});
