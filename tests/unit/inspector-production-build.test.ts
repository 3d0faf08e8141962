// The XState inspector never ships: a real Vite build of a one-line entry that uses createInspector() the way the
// shop does contains none of its code, for `vite build` as npm run build runs it, with a stray NODE_ENV, and for
// the SSR build; a development build of the same entry does contain it, so the markers below are the right ones.
// Why this check: it runs the same bundler, define replacement and tree-shaking as `npm run build`, yet takes
// about a second, because the entry imports only src/lib/inspect (no React, no routes, no config plugins).
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const ENTRY_ID = 'virtual:inspector-entry';
const entryCode = `
import { createInspector } from '/src/lib/inspect/xstate-inspector.ts';
export const inspect = createInspector()?.inspect;
`;
/** The shop's one way to create actors (decision record 036): in production it is xstate's createActor and nothing more. */
const creationPathCode = `
import { createMachine } from 'xstate';
import { createInspectedActor } from '/src/lib/inspect/inspected-actor.ts';
globalThis.probe = createInspectedActor(createMachine({ id: 'probe-machine', initial: 'a', states: { a: { after: { 5: 'b' } }, b: {} } })).start();
`;

/** Strings that exist only in the inspector's code: its endpoint, storage key, socket use and serializer markers. */
const markers = ['__inspect', 'xstate-inspect', 'WebSocket', '[Circular]', 'Too large'];

async function bundle(options: { mode: 'production' | 'development'; nodeEnv: string | undefined; ssr?: boolean; code?: string }): Promise<string> {
  const saved = process.env.NODE_ENV;
  // Vite decides import.meta.env.DEV from NODE_ENV (setting it when unset), so each case controls it.
  if (options.nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = options.nodeEnv;
  try {
    const result = await build({
      root,
      configFile: false,
      envFile: false,
      logLevel: 'silent',
      mode: options.mode,
      plugins: [
        {
          name: 'inspector-entry',
          resolveId: (id) => (id === ENTRY_ID ? `\0${ENTRY_ID}` : undefined),
          load: (id) => (id === `\0${ENTRY_ID}` ? (options.code ?? entryCode) : undefined),
        },
      ],
      build: {
        write: false,
        ssr: options.ssr ?? false,
        minify: options.mode === 'production',
        rollupOptions: { input: ENTRY_ID },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    return outputs
      .flatMap((output) => output.output)
      .map((file) => (file.type === 'chunk' ? file.code : String(file.source)))
      .join('\n');
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
}

describe('production bundles', () => {
  afterEach(() => {
    expect(process.env.NODE_ENV).toBe('test');
  });

  it.each([
    ['npm run build (NODE_ENV unset)', undefined, false],
    ['a shell with NODE_ENV=development', 'development', false],
    ['a CI job with NODE_ENV=test', 'test', false],
    ['the SSR build', undefined, true],
  ])('%s: contain no inspector code', async (_name, nodeEnv, ssr) => {
    const code = await bundle({ mode: 'production', nodeEnv, ssr });
    for (const marker of markers) expect(code, marker).not.toContain(marker);
    // What is left of the entry: the export, bound to undefined.
    expect(code.length).toBeLessThan(200);
  });

  it.each([
    ['npm run build (NODE_ENV unset)', undefined],
    ['a shell with NODE_ENV=development', 'development'],
  ])('%s: the actor creation path carries no inspector and no statechart code', async (_name, nodeEnv) => {
    const code = await bundle({ mode: 'production', nodeEnv, code: creationPathCode });
    for (const marker of markers) expect(code, marker).not.toContain(marker);
    expect(code).toContain('probe-machine'); // the bundle is the real thing: xstate and the machine are in it
  });

  it('a development build of the creation path does carry the inspector (the markers are real)', async () => {
    const code = await bundle({ mode: 'development', nodeEnv: 'development', code: creationPathCode });
    for (const marker of markers) expect(code, marker).toContain(marker);
  });

  it('a development build of the same entry does contain it (the markers are real)', async () => {
    const code = await bundle({ mode: 'development', nodeEnv: 'development' });
    for (const marker of markers) expect(code, marker).toContain(marker);
  });
});
