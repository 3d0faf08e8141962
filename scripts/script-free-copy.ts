// The script-free reference of `npm run bench:lighthouse` (DESIGN §11, "against the limit"): a proxy in front of the
// shop that serves `/__script-free/<path>` as a copy of the shop's page at `<path>` with every script and every
// script preload removed, compressed as the shop compresses its pages, and passes every other request (styles,
// images, fonts, the shop's own pages) to the shop untouched. Both the shop and its copy are measured through it,
// so neither pays for the proxy alone.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';

export const COPY_PREFIX = '/__script-free';

/** The page without scripts: every `<script>` element (module, inline, JSON), every modulepreload and script preload. */
export function scriptFreeCopy(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) => (/\brel=["']?modulepreload\b/i.test(tag) || /\bas=["']?script\b/i.test(tag) ? '' : tag));
}

export interface ScriptFreeProxy {
  /** The proxy's origin: `${url}${path}` is the shop's page, `${url}${COPY_PREFIX}${path}` its copy. */
  url: string;
  stop(): Promise<void>;
}

// The shop's own settings (server/app.ts): Brotli quality 5 when the browser takes it, gzip otherwise.
const compress = compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } });

/**
 * Headers for the request to the shop: the browser's, with the shop's host — and the shop's origin in place of the
 * proxy's, so a page's writes (the cart's coupon, a reset) pass the shop's same-origin check as they do without the
 * proxy. Without it every write a measured page made was refused with 403 and Lighthouse measured a page whose calls
 * failed.
 */
function forwardHeaders(req: http.IncomingMessage, shop: URL, identity: boolean): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { ...req.headers, host: shop.host };
  if (req.headers.origin === `http://${req.headers.host}`) headers.origin = shop.origin;
  if (identity) headers['accept-encoding'] = 'identity';
  return headers;
}

export async function startScriptFreeProxy(shopUrl: string): Promise<ScriptFreeProxy> {
  const shop = new URL(shopUrl);
  const server = http.createServer((req, res) => {
    const raw = req.url ?? '/';
    const copy = raw === COPY_PREFIX || raw.startsWith(`${COPY_PREFIX}/`) || raw.startsWith(`${COPY_PREFIX}?`);
    const target = copy ? raw.slice(COPY_PREFIX.length) || '/' : raw;
    const upstream = http.request(
      { host: shop.hostname, port: shop.port, method: req.method, path: target, headers: forwardHeaders(req, shop, copy) },
      (answer) => {
        const isHtml = /^text\/html\b/i.test(String(answer.headers['content-type'] ?? ''));
        if (!copy || !isHtml) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = scriptFreeCopy(Buffer.concat(chunks).toString('utf8'));
          res.statusCode = answer.statusCode ?? 200;
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value !== undefined && !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) res.setHeader(name, value);
          }
          compress(req as never, res as never, () => res.end(body));
        });
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
