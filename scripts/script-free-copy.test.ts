// The script-free reference of bench:lighthouse: what the copy keeps and drops, and that it is compressed as the
// shop compresses while everything else passes through untouched.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPY_PREFIX, scriptFreeCopy, startScriptFreeProxy, type ScriptFreeProxy } from './script-free-copy';

const PAGE = [
  '<!doctype html><html lang="nl"><head>',
  '<link rel="stylesheet" href="/assets/main.css"><link rel="modulepreload" href="/assets/page.js" fetchPriority="low"/>',
  '<link rel="preload" as="script" href="/assets/x.js"><link rel="preload" as="image" href="/hero.webp" fetchpriority="high">',
  '<script nonce="n">window.$_TSR = {};</script></head>',
  '<body><main><h1>Vouwfietsen</h1><img src="/hero.webp" alt=""></main>',
  // Pages are larger than compression's 1 KiB threshold.
  `<footer>${'<p>Elektrische vouwfietsen uit Nederland.</p>'.repeat(30)}</footer>`,
  '<script type="module" src="/assets/main.js" async="" nonce="n"></script>',
  '<SCRIPT type="application/ld+json">{"a":"</p>"}</SCRIPT></body></html>',
].join('');

describe('scriptFreeCopy', () => {
  it('drops every script element and script preload, and keeps styles, image preloads and content', () => {
    const copy = scriptFreeCopy(PAGE);
    expect(copy).not.toMatch(/<script/i);
    expect(copy).not.toContain('modulepreload');
    expect(copy).not.toContain('/assets/x.js');
    expect(copy).toContain('<link rel="stylesheet" href="/assets/main.css">');
    expect(copy).toContain('<link rel="preload" as="image" href="/hero.webp" fetchpriority="high">');
    expect(copy).toContain('<main><h1>Vouwfietsen</h1><img src="/hero.webp" alt=""></main>');
  });
});

describe('startScriptFreeProxy', () => {
  let shop: http.Server;
  let proxy: ScriptFreeProxy;
  const seen: Array<{ url: string; encoding: string | undefined; cookie: string | undefined; origin?: string }> = [];

  beforeAll(async () => {
    // A stand-in for the shop: a page (Brotli when asked, as the shop sends it) and a script.
    shop = http.createServer((req, res) => {
      seen.push({ url: req.url ?? '', encoding: req.headers['accept-encoding'], cookie: req.headers.cookie, origin: req.headers.origin });
      if (req.url === '/assets/main.js') {
        res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'immutable' });
        res.end('console.log(1)');
        return;
      }
      const brotli = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-shop': 'yes', ...(brotli ? { 'content-encoding': 'br' } : {}) });
      res.end(brotli ? brotliCompressSync(PAGE) : PAGE);
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    proxy = await startScriptFreeProxy(`http://127.0.0.1:${(shop.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await proxy.stop();
    await new Promise((resolve) => shop.close(resolve));
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${proxy.url}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it('serves the copy of a page without scripts, Brotli-compressed as the shop compresses, with the shop headers', async () => {
    const res = await get(`${COPY_PREFIX}/fietsen?x=1`, { 'accept-encoding': 'gzip, br', cookie: 'cartId=abc' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['x-shop']).toBe('yes');
    const html = brotliDecompressSync(res.body).toString('utf8');
    expect(html).toBe(scriptFreeCopy(PAGE));
    // The proxy asked the shop for the page itself (uncompressed, to edit it), with the browser's cookie.
    expect(seen.at(-1)).toEqual({ url: '/fietsen?x=1', encoding: 'identity', cookie: 'cartId=abc', origin: undefined });
  });

  it('passes the shop page and its assets through unchanged', async () => {
    const page = await get('/fietsen', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString('utf8')).toBe(PAGE);
    const script = await get('/assets/main.js');
    expect(script.headers['cache-control']).toBe('immutable');
    expect(script.body.toString()).toBe('console.log(1)');
    expect(seen.at(-1)?.url).toBe('/assets/main.js');
  });

  it("hands a page's write to the shop with the shop's origin, so the shop's same-origin check lets it through", async () => {
    const shopOrigin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
    await new Promise<void>((resolve, reject) => {
      const req = http.request(
        `${proxy.url}/api/magento/cart/coupon`,
        { method: 'PUT', headers: { origin: proxy.url, 'content-type': 'application/json' } },
        (res) => {
          res.resume();
          res.on('end', resolve);
        },
      );
      req.on('error', reject);
      req.end('{}');
    });
    expect(seen.at(-1)).toMatchObject({ url: '/api/magento/cart/coupon', origin: shopOrigin });
  });
});
