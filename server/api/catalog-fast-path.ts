// Answers cached GET /api/magento/products hits straight from the raw Node http server, before Express: the
// router stack costs more than the answer itself, and the catalogue is the hottest public call (DESIGN §11).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readQuery } from './api-validation';
import type { ApiDeps } from './deps';
import { parseProductQuery, writeCatalogEntry } from './products.service';

const PATH = '/api/magento/products';

/** Returns true when it answered; false means "let Express handle it" (miss, stale beyond SWR, invalid, other path). */
export function createCatalogFastPath(deps: ApiDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  // URL → cache key, so a hit costs a Map lookup instead of a zod parse (bounded: cleared when full).
  const keys = new Map<string, string>();
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (!url.startsWith(PATH) || (url.length > PATH.length && url[PATH.length] !== '?')) return false;
    let key = keys.get(url);
    if (key === undefined) {
      try {
        key = parseProductQuery(readQuery(url), deps).key;
      } catch {
        return false; // the router produces the 400 with the envelope
      }
      if (keys.size >= 5000) keys.clear();
      keys.set(url, key);
    }
    const entry = deps.catalogCache.peek(key);
    if (!entry) return false;
    writeCatalogEntry(req, res, entry, 'hit');
    return true;
  };
}
