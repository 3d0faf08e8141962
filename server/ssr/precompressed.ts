// Hands out the build's precompressed twins (file.br, file.gz, written by precompressPlugin in vite.plugins.ts) to
// browsers that accept them, so hashed assets are compressed once at build time instead of on every request.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Express's own content types for the original names (the twins' names would say .br or .gz). */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/**
 * Middleware for a static folder: when the browser accepts Brotli or gzip and the build wrote that twin, it is sent
 * with Content-Encoding and the original's content type; otherwise the request falls through to express.static.
 * Which twins exist is looked up once per path (the build output does not change while the server runs).
 */
export function precompressed(root: string, cache: { immutable?: boolean; maxAge?: string } = {}): RequestHandler {
  const known = new Map<string, string | null>();
  const twinOf = (file: string, suffix: string) => {
    const key = file + suffix;
    let found = known.get(key);
    if (found === undefined) {
      found = existsSync(key) ? key : null;
      known.set(key, found);
    }
    return found;
  };
  const base = path.resolve(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = TYPES[path.extname(req.path)];
    if (!type) return next();
    let file: string;
    try {
      file = path.join(base, decodeURIComponent(req.path));
    } catch {
      return next(); // a malformed escape: express.static answers it
    }
    // Never outside the folder (express.static answers such requests itself).
    if (!file.startsWith(base + path.sep)) return next();
    res.vary('Accept-Encoding');
    for (const encoding of ENCODINGS) {
      if (!req.acceptsEncodings(encoding.name)) continue;
      const twin = twinOf(file, encoding.suffix);
      if (!twin) continue;
      res.setHeader('Content-Type', type);
      res.setHeader('Content-Encoding', encoding.name);
      // Relative to `root`, so `send` checks only the part below the folder for dot segments: the shop may be
      // installed under ~/.cache/… or a CI workspace in .work/ (an absolute path there would be refused as a dotfile).
      res.sendFile(path.relative(base, twin), { ...cache, root: base, index: false }, (error) => error && next(error));
      return;
    }
    next();
  };
}
