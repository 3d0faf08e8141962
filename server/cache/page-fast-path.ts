// Sends stored pages (page-cache.ts) straight from the raw Node http server, before Express, as the catalogue's fast
// path does for product lists: the router stack costs more than sending a stored page. A stored page carries the
// headers its first response had (helmet's included); each response gets its own request id and nonce, in the HTML
// and in the CSP alike. Whatever this path cannot decide without Express is left to it (returns false): a request
// whose answer depends on a cookie, a payment return, a client that takes compressed answers (the app compresses).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageCacheKey, type PageCache } from './page-cache';
import { newCspNonce, requestIdFrom } from '../request-identity';

export interface PageFastPathOptions {
  pageCache: PageCache;
  buildId: string | null;
  /** With a tag manager, which variant a request gets depends on its session (an admin gets none): left to Express. */
  gtmId: string | null;
}

export function createPageFastPath({ pageCache, buildId, gtmId }: PageFastPathOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    if (url.startsWith('/api/') || url.startsWith('/assets/')) return false;
    const accepts = req.headers['accept-encoding'];
    if (accepts && /\b(?:br|gzip|deflate|\*)\b/.test(accepts)) return false;
    // The language cookie's redirect of the home page and of a payment return (app.ts) and the tag manager's
    // admin exception read cookies: any cookie that could matter sends the request through Express.
    const cookie = req.headers.cookie;
    if (cookie && (gtmId || /(?:^|;\s*)lang=/.test(cookie))) return false;
    if (url.includes('payment=')) return false;
    const page = pageCache.get(pageCacheKey(buildId, gtmId, url));
    if (!page) return false;
    const nonce = newCspNonce();
    const requestId = requestIdFrom(req.headers['x-request-id']);
    const body = pageCache.body(page, nonce);
    const headers: string[] = [];
    // What the compression middleware adds to every answer it passes: this one is not compressed, another might be.
    let vary = 'Accept-Encoding';
    for (const [name, value] of page.headers) {
      if (name === 'vary') vary = `${value}, ${vary}`;
      else headers.push(name, value.replaceAll(pageCache.placeholder, nonce));
    }
    headers.push('vary', vary, 'x-request-id', requestId, 'x-page-cache', 'hit', 'content-length', String(body.length));
    res.writeHead(page.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
