// The build folders and dist/current (scripts/build-layout.js): the stamp follows the sources a build is made from,
// switching to a new build never disturbs one in use, and pruning keeps the current and the newest builds.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEPT_BUILDS, buildName, currentBuild, pruneBuilds, sourceStamp, switchCurrent } from './build-layout';

let root: string;
let dist: string;

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

/** A complete build folder named `name` made from `stamp`. */
function makeBuild(name: string, stamp = 'a'.repeat(64)) {
  write(`dist/${name}/client/assets/app.js`, `// ${name}`);
  write(`dist/${name}/build.json`, JSON.stringify({ stamp, buildId: name.slice(-4), builtAt: new Date().toISOString(), node: process.version }));
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'folt-layout-'));
  dist = path.join(root, 'dist');
  write('package.json', '{}');
  write('src/main.tsx', 'export {};');
  write('server/index.ts', 'export {};');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('sourceStamp', () => {
  it('changes with the content of a source, a config or the lock file, and not with a test or a file outside the inputs', () => {
    const first = sourceStamp(root);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    write('server/index.test.ts', 'it()');
    write('README.md', '# notes');
    write('data/emulator/store', 'rows');
    expect(sourceStamp(root)).toBe(first);
    write('server/index.ts', 'export const changed = 1;');
    const second = sourceStamp(root);
    expect(second).not.toBe(first);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(sourceStamp(root)).not.toBe(second);
  });

  it('tells a renamed file from the same content under its old name', () => {
    const before = sourceStamp(root);
    rmSync(path.join(root, 'server/index.ts'));
    write('server/main.ts', 'export {};');
    expect(sourceStamp(root)).not.toBe(before);
  });

  it('is null in a folder without sources (a deployment of the build alone)', () => {
    rmSync(path.join(root, 'src'), { recursive: true });
    expect(sourceStamp(root)).toBeNull();
  });
});

describe('dist/current', () => {
  it('is no build before the first one', () => {
    expect(currentBuild(root)).toBeNull();
  });

  it('names the real folder of the build it points to, with the stamp it was made from', () => {
    makeBuild('20260101-120000-aaaaaaaaaaaa', 'f'.repeat(64));
    switchCurrent(dist, '20260101-120000-aaaaaaaaaaaa');
    const build = currentBuild(root)!;
    expect(build.stamp).toBe('f'.repeat(64));
    expect(build.dir).toBe(realpathSync(path.join(dist, '20260101-120000-aaaaaaaaaaaa')));
    expect(build.serverEntry).toBe(path.join(build.dir, 'server', 'index.js'));
  });

  it('moves to a new build in one step while the old build stays as it was for whoever runs it', () => {
    makeBuild('20260101-120000-aaaaaaaaaaaa');
    switchCurrent(dist, '20260101-120000-aaaaaaaaaaaa');
    const running = currentBuild(root)!;
    makeBuild('20260102-120000-bbbbbbbbbbbb');
    switchCurrent(dist, '20260102-120000-bbbbbbbbbbbb');
    expect(currentBuild(root)!.dir).toBe(realpathSync(path.join(dist, '20260102-120000-bbbbbbbbbbbb')));
    expect(readFileSync(path.join(running.dir, 'client/assets/app.js'), 'utf8')).toBe('// 20260101-120000-aaaaaaaaaaaa');
    // No temporary link left behind by the switches.
    expect(readdirSync(dist).sort()).toEqual(['20260101-120000-aaaaaaaaaaaa', '20260102-120000-bbbbbbbbbbbb', 'current']);
  });

  it('gives two builds of the same sources in the same second different names', () => {
    const date = new Date('2026-01-02T03:04:05.678Z');
    const first = buildName(dist, 'c'.repeat(64), date);
    expect(first).toBe('20260102-030405-cccccccccccc');
    makeBuild(first);
    expect(buildName(dist, 'c'.repeat(64), date)).toBe('20260102-030405-cccccccccccc-2');
  });
});

describe('pruneBuilds', () => {
  it(`keeps the newest ${KEPT_BUILDS} builds and the current one, and removes older builds`, () => {
    const names = [
      '20260101-000000-aaaaaaaaaaaa',
      '20260102-000000-bbbbbbbbbbbb',
      '20260103-000000-cccccccccccc',
      '20260104-000000-dddddddddddd',
      '20260105-000000-eeeeeeeeeeee',
    ];
    for (const name of names) makeBuild(name);
    // An instance was started on the oldest build and dist/current still points to it (e.g. builds made elsewhere).
    switchCurrent(dist, names[0]!);
    expect(pruneBuilds(dist)).toEqual([names[1]]);
    expect(existsSync(path.join(dist, names[0]!))).toBe(true);
    for (const name of names.slice(2)) expect(existsSync(path.join(dist, name))).toBe(true);
  });

  it('leaves a build in progress alone and removes one abandoned an hour ago', () => {
    mkdirSync(path.join(dist, '.staging-fresh'), { recursive: true });
    mkdirSync(path.join(dist, '.staging-old'), { recursive: true });
    const hourAgo = new Date(Date.now() - 3_700_000);
    utimesSync(path.join(dist, '.staging-old'), hourAgo, hourAgo);
    expect(pruneBuilds(dist)).toEqual(['.staging-old']);
    expect(existsSync(path.join(dist, '.staging-fresh'))).toBe(true);
  });

  it('never touches what it does not recognise as a build (an old dist/client, a data folder)', () => {
    mkdirSync(path.join(dist, 'client'), { recursive: true });
    for (const name of ['20260101-000000-aaaaaaaaaaaa', '20260102-000000-bbbbbbbbbbbb', '20260103-000000-cccccccccccc', '20260104-000000-dddddddddddd'])
      makeBuild(name);
    expect(pruneBuilds(dist)).toEqual(['20260101-000000-aaaaaaaaaaaa']);
    expect(existsSync(path.join(dist, 'client'))).toBe(true);
  });
});
