// The operator's view of issue 17 §5: `NODE_ENV=production` with development defaults stops the server before it
// opens a port or starts the Magento emulator, with one message naming every variable to fix.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_INTEGRATION_TOKEN } from '../../common/dev-defaults';

const root = path.resolve(import.meta.dirname, '../..');

function startServer(env: Record<string, string>) {
  const keep = Object.fromEntries(['PATH', 'HOME', 'TMPDIR'].filter((name) => process.env[name]).map((name) => [name, process.env[name]!]));
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...keep, PORT: '0', HOST: '127.0.0.1', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('production start with development defaults', () => {
  it('refuses to start, names every bad variable, and never starts the emulator', () => {
    const run = startServer({ NODE_ENV: 'production', MAGENTO_TOKEN: DEV_INTEGRATION_TOKEN, TRUST_PROXY: '::/0', ORDER_TOKEN_SECRET: 'changeme'.repeat(5) });
    expect(run.status).toBe(1);
    for (const name of [
      'MAGENTO_URL is required',
      'MAGENTO_TOKEN is the Magento emulator',
      'PUBLIC_URL is required',
      'TRUST_PROXY must not trust every address',
      'ORDER_TOKEN_SECRET is too weak',
      'SESSION_SECRET is required',
    ]) {
      expect(run.stderr).toContain(name);
    }
    expect(run.stdout).not.toContain('Magento emulator');
    expect(run.stdout).not.toContain('FOLT shop on');
  });
});
