// The build's precompressed twins reach browsers that accept them, with the original's type and caching; everyone
// else, and files without a twin, get what express.static sends.
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressed } from './precompressed';

const script = 'export const answer = 42;\n'.repeat(200);
const outsideTwin = brotliCompressSync('export const outside = true;');
let dir: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  // Installed under a dot-directory (~/.cache/…, a CI workspace in .work/): only the part below the folder counts.
  dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'precompressed-')), '.work', 'shop');
  mkdirSync(path.join(dir, '.hidden'), { recursive: true });
  writeFileSync(path.join(dir, '.hidden', 'secret.js.br'), brotliCompressSync('secret'));
  writeFileSync(path.join(path.dirname(dir), 'outside.js.br'), outsideTwin);
  writeFileSync(path.join(dir, 'app.js'), script);
  writeFileSync(path.join(dir, 'app.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'app.js.gz'), gzipSync(script));
  writeFileSync(path.join(dir, 'plain.css'), 'body{}');
  const app = express();
  app.use('/assets', precompressed(dir, { immutable: true, maxAge: '1y' }));
  app.use('/assets', express.static(dir, { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(path.resolve(dir, '../..'), { recursive: true, force: true });
});

/** Raw bytes and headers, through node:http (fetch would decode the body itself). */
function get(file: string, acceptEncoding: string) {
  return new Promise<{ res: { status: number; headers: { get(name: string): string | null } }; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}/assets/${file}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const header = (name: string) => {
            const value = res.headers[name.toLowerCase()];
            return value === undefined ? null : String(value);
          };
          resolve({ res: { status: res.statusCode ?? 0, headers: { get: header } }, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

describe('precompressed', () => {
  it('sends the Brotli twin when the browser takes br, typed and cached like the original', async () => {
    const { res, body } = await get('app.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends the gzip twin to a browser without Brotli', async () => {
    const { res, body } = await get('app.js', 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it('sends the file itself when no encoding is accepted or a twin is missing', async () => {
    const identity = await get('app.js', 'identity');
    expect(identity.res.headers.get('content-encoding')).toBeNull();
    expect(identity.body.toString()).toBe(script);
    const css = await get('plain.css', 'br');
    expect(css.res.status).toBe(200);
    expect(css.res.headers.get('content-encoding')).toBeNull();
    expect(css.body.toString()).toBe('body{}');
  });

  it('serves its twins from a folder below a dot-directory', async () => {
    expect(dir).toContain(`${path.sep}.work${path.sep}`);
    const { res, body } = await get('app.js', 'br');
    expect(res.status).toBe(200);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('never leaves its folder and answers 404 for unknown files', async () => {
    const outside = await get('..%2f..%2fetc%2fpasswd', 'br');
    expect([403, 404]).toContain(outside.res.status);
    expect(outside.body.toString()).not.toMatch(/root:/);
    expect((await get('missing.js', 'br')).res.status).toBe(404);
  });

  it('refuses dot segments of the request itself, plain or percent-encoded', async () => {
    // outside.js.br lies one folder up (in .work/): each of these spells a way there.
    for (const file of ['..%2foutside.js', '%2e%2e/outside.js', '%2E%2e%2Foutside.js', '.%2e/outside.js', 'x/..%2f..%2foutside.js', '..%5coutside.js']) {
      const { res, body } = await get(file, 'br');
      expect([400, 403, 404], file).toContain(res.status);
      expect(res.headers.get('content-encoding'), file).toBeNull();
      expect(body.equals(outsideTwin), file).toBe(false);
    }
    // A dot-directory inside the folder stays private, as express.static keeps it.
    const hidden = await get('.hidden/secret.js', 'br');
    expect(hidden.res.status).toBe(404);
    expect(hidden.res.headers.get('content-encoding')).toBeNull();
  });
});
