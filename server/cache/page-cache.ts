// Rendered public pages (HTML and `_payload.json`), kept per URL, language and build so that a page that has not
// changed is not rendered again (decision record 020). Bounded by bytes (least recently used out first), each entry
// for at most the catalogue's freshness, and emptied whenever the catalogue cache is invalidated — here or, through
// Redis, on another instance. Only what is the same for everyone is stored: app.ts decides that.
//
// A page's CSP nonce differs per response: a render for the cache writes `placeholder` where the nonce goes, the
// entry keeps the body cut at those places, and each response joins the pieces with its own nonce.
import { randomBytes } from 'node:crypto';

/**
 * The key of a page or `_payload.json`: the build, the tag manager it carries (none for a logged-in admin) and the
 * URL as requested (its path names the language; a query string makes another page).
 */
export function pageCacheKey(buildId: string | null, gtmId: string | null, url: string): string {
  return `${buildId ?? ''}|${gtmId ?? ''}|${url}`;
}

export interface CachedPage {
  status: number;
  /** Response headers of the render (content type and the like); Cache-Control is the app's. */
  headers: ReadonlyArray<readonly [string, string]>;
  /** The body, cut where the nonce goes (one piece when it has none). */
  pieces: readonly Buffer[];
}

interface Entry extends CachedPage {
  bytes: number;
  storedAt: number;
}

export interface PageCacheOptions {
  /** Upper bound of the bodies and headers kept, in bytes; 0 keeps nothing. */
  maxBytes: number;
  /** How long an entry is served at most (the catalogue's freshness: what a render read is no older than that). */
  maxAgeMs: number;
  clock?: () => number;
  /** The catalogue cache whose invalidations (its own and, through Redis, other instances') empty this cache. */
  catalogCache?: { onInvalidate(listener: () => void): () => void } | null;
}

export interface PageCache {
  /** What a render for the cache writes as its nonce: random per process, never sent (each response has its own). */
  readonly placeholder: string;
  /** Counter of clear()s: a render that started before one must not be stored (it may show what was just saved). */
  generation(): number;
  get(key: string): CachedPage | null;
  /** Stores a page rendered with `placeholder` as its nonce; false when not stored (too big, or cleared meanwhile). */
  set(key: string, page: { status: number; headers: ReadonlyArray<readonly [string, string]>; body: string }, generation: number): boolean;
  /** The body of a stored page with `nonce` in its place. */
  body(page: CachedPage, nonce: string): Buffer;
  clear(): void;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
}

export function createPageCache({ maxBytes, maxAgeMs, clock = Date.now, catalogCache }: PageCacheOptions): PageCache {
  const placeholder = randomBytes(18).toString('base64url');
  // A Map iterates in insertion order: a hit moves its entry to the end, so the first entry is the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;
  let hits = 0;
  let misses = 0;

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const clear = () => {
    generation++;
    entries.clear();
    bytes = 0;
  };
  catalogCache?.onInvalidate(clear);

  return {
    placeholder,
    generation: () => generation,
    get(key) {
      const entry = entries.get(key);
      if (!entry || clock() - entry.storedAt >= maxAgeMs) {
        if (entry) drop(key, entry);
        misses++;
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      hits++;
      return entry;
    },
    set(key, page, at) {
      if (at !== generation) return false;
      const pieces = page.body.split(placeholder).map((piece) => Buffer.from(piece));
      const size =
        key.length + pieces.reduce((sum, piece) => sum + piece.length, 0) + page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
      if (size > maxBytes) return false;
      const old = entries.get(key);
      if (old) drop(key, old);
      entries.set(key, { status: page.status, headers: page.headers, pieces, bytes: size, storedAt: clock() });
      bytes += size;
      for (const [oldest, entry] of entries) {
        if (bytes <= maxBytes) break;
        drop(oldest, entry);
      }
      return true;
    },
    body(page, nonce) {
      if (page.pieces.length === 1) return page.pieces[0]!;
      const nonceBytes = Buffer.from(nonce);
      return Buffer.concat(page.pieces.flatMap((piece, i) => (i === 0 ? [piece] : [nonceBytes, piece])));
    },
    clear,
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
  };
}
