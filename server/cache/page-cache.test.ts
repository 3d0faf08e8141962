// The page cache on its own: bounded by bytes with the least recently used page out first, entries no older than
// maxAgeMs, a render that began before a clear() not stored, the nonce put in per response.
import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

const page = (body: string) => ({ status: 200, headers: [['content-type', 'text/html']] as const, body });

describe('page cache', () => {
  it('keeps at most maxBytes, dropping the least recently used page first', () => {
    const cache = createPageCache({ maxBytes: 10_000, maxAgeMs: 60_000 });
    const body = 'x'.repeat(1_000);
    for (let i = 0; i < 9; i++) expect(cache.set(`/p${i}`, page(body), cache.generation())).toBe(true);
    expect(cache.get('/p0')).not.toBeNull(); // used again: now the most recent
    for (let i = 9; i < 30; i++) cache.set(`/p${i}`, page(body), cache.generation());
    const { bytes, entries } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(10_000);
    expect(entries).toBe(9);
    expect(cache.get('/p1')).toBeNull();
    expect(cache.get('/p29')).not.toBeNull();
    // A page larger than the whole cache is not kept (and pushes nothing out).
    expect(cache.set('/huge', page('y'.repeat(20_000)), cache.generation())).toBe(false);
    expect(cache.get('/p29')).not.toBeNull();
  });

  it('serves a page for at most maxAgeMs and never one rendered across a clear()', () => {
    let now = 0;
    const cache = createPageCache({ maxBytes: 10_000, maxAgeMs: 60_000, clock: () => now });
    cache.set('/a', page('a'), cache.generation());
    now = 59_999;
    expect(cache.get('/a')).not.toBeNull();
    now = 60_000;
    expect(cache.get('/a')).toBeNull();
    const before = cache.generation();
    cache.clear();
    expect(cache.set('/b', page('b'), before)).toBe(false);
    expect(cache.get('/b')).toBeNull();
  });

  it('empties itself when the catalogue cache is invalidated', () => {
    const listeners: Array<() => void> = [];
    const cache = createPageCache({ maxBytes: 10_000, maxAgeMs: 60_000, catalogCache: { onInvalidate: (l) => (listeners.push(l), () => {}) } });
    cache.set('/a', page('a'), cache.generation());
    for (const listener of listeners) listener();
    expect(cache.get('/a')).toBeNull();
    expect(cache.stats().bytes).toBe(0);
  });

  it('puts each response’s nonce where the render wrote the placeholder', () => {
    const cache = createPageCache({ maxBytes: 10_000, maxAgeMs: 60_000 });
    const p = cache.placeholder;
    cache.set('/a', page(`<script nonce="${p}">a()</script><link nonce="${p}">`), cache.generation());
    const stored = cache.get('/a')!;
    expect(cache.body(stored, 'N1').toString()).toBe('<script nonce="N1">a()</script><link nonce="N1">');
    expect(cache.body(stored, 'N2').toString()).toBe('<script nonce="N2">a()</script><link nonce="N2">');
    expect(createPageCache({ maxBytes: 1, maxAgeMs: 1 }).placeholder).not.toBe(p);
  });
});
