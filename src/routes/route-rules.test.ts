// Route rules: validation at start-up (external flag, unknown pages and middleware, loops) and the matcher shared by
// server and browser (page ids per language, paths, wildcards, external redirects, refusals, invalid pages).
import { describe, expect, it } from 'vitest';
import { pageRules, redirectRules, toBuildMeta, validateRouteRules, RouteRulesError, type BuildMeta, type RedirectRule } from './route-rules';
import { decideRoute } from './route-rules.matcher';

const seeded = toBuildMeta(redirectRules, pageRules);

function problemsOf(run: () => void): string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RouteRulesError);
    return (error as RouteRulesError).problems;
  }
  return [];
}

describe('validateRouteRules', () => {
  it('accepts the seeded rules', () => {
    expect(() => validateRouteRules(redirectRules, pageRules)).not.toThrow();
  });

  it('refuses an external target without external: true', () => {
    const rules = [{ from: '/x', to: 'https://elsewhere.example' }] as unknown as RedirectRule[];
    expect(problemsOf(() => validateRouteRules(rules, {}))).toEqual([expect.stringContaining('needs external: true')]);
    const protocolRelative = [{ from: '/x', to: '//elsewhere.example/a' }] as unknown as RedirectRule[];
    expect(problemsOf(() => validateRouteRules(protocolRelative, {}))).toEqual([expect.stringContaining('needs external: true')]);
  });

  it('refuses external: true on a path and non-http schemes', () => {
    const onPath = [{ from: '/x', to: '/over-ons', external: true }] as unknown as RedirectRule[];
    expect(problemsOf(() => validateRouteRules(onPath, {}))).toEqual([expect.stringContaining('needs an absolute http(s) URL')]);
    const script = [{ from: '/x', to: 'javascript:alert(1)', external: true }] as unknown as RedirectRule[];
    expect(problemsOf(() => validateRouteRules(script, {}))).toEqual([expect.stringContaining('absolute http(s) URL')]);
  });

  it('refuses unknown pages, parameter pages, bad sources, duplicates, loops and statuses, all in one error', () => {
    const rules = [
      { from: '/a', to: 'no-such-page' },
      { from: '/b', to: 'shop-product' },
      { from: 'c', to: 'shop' },
      { from: '/d?x=1', to: 'shop' },
      { from: '/e', to: 'shop' },
      { from: '/E/', to: 'models' },
      { from: '/shop', to: 'shop' },
      { from: '/f', to: 'shop', status: 303 },
    ] as unknown as RedirectRule[];
    const problems = problemsOf(() => validateRouteRules(rules, {}));
    expect(problems).toHaveLength(7);
    expect(problems.join('\n')).toMatch(/no-such-page.*neither a page id/);
    expect(problems.join('\n')).toMatch(/shop-product needs a parameter/);
    expect(problems.join('\n')).toMatch(/already redirected/);
    expect(problems.join('\n')).toMatch(/redirect to itself/);
    expect(problems.join('\n')).toMatch(/status must be/);
  });

  it('throws on an unknown route middleware name', () => {
    const pages = { 'customer-orders': { middleware: ['customer', 'superuser'] } } as never;
    expect(() => validateRouteRules([], pages)).toThrow(/Unknown route middleware: superuser/);
    expect(() => validateRouteRules([], { 'customer-orders': { middleware: ['admin'] } })).not.toThrow();
  });

  it('checks page-validity rules', () => {
    expect(problemsOf(() => validateRouteRules([], { 'no-page': { valid: false } } as never))).toEqual([expect.stringContaining('no such page')]);
    expect(problemsOf(() => validateRouteRules([], { bedum: { valid: false, redirectTo: 'bedum' } }))).toEqual([expect.stringContaining('to itself')]);
    expect(problemsOf(() => validateRouteRules([], { bedum: { redirectTo: 'models' } }))).toEqual([expect.stringContaining('valid: false')]);
    expect(() => validateRouteRules([], { 'kampeerauto-25-1': { valid: false, redirectTo: 'kampeerauto-25-4' } })).not.toThrow();
  });
});

describe('toBuildMeta', () => {
  it('writes one entry per source and only the invalid pages', () => {
    const meta = toBuildMeta(
      [
        { from: ['/a', '/nl/a'], to: 'shop' },
        { from: '/out', to: 'https://x.example', external: true, status: 301 },
      ],
      { bedum: { valid: false }, elite: { middleware: ['customer'] }, maxx: { valid: false, redirectTo: 'models' } },
    );
    expect(meta).toEqual({
      redirects: [
        { from: '/a', to: 'shop' },
        { from: '/nl/a', to: 'shop' },
        { from: '/out', to: 'https://x.example', external: true, status: 301 },
      ],
      pages: { bedum: { valid: false }, maxx: { valid: false, redirectTo: 'models' } },
    });
  });
});

describe('decideRoute', () => {
  it('sends old Dutch shop and bike paths to the pages in the language of the source path', () => {
    expect(decideRoute(seeded, '/winkel')).toEqual({ kind: 'redirect', location: '/shop', status: 301, external: false });
    expect(decideRoute(seeded, '/winkel/accu-500')).toMatchObject({ location: '/shop' });
    expect(decideRoute(seeded, '/nl/fietsen/')).toMatchObject({ location: '/modellen', status: 301 });
    expect(decideRoute(seeded, '/en/bikes/classic')).toMatchObject({ location: '/en/models' });
    expect(decideRoute(seeded, '/de/fahrraeder')).toMatchObject({ location: '/de/modelle' });
    expect(decideRoute(seeded, '/Fietsen')).toMatchObject({ location: '/modellen' });
  });

  it('keeps the query string on internal redirects only', () => {
    expect(decideRoute(seeded, '/winkel', '?coupon=HERFST50')).toMatchObject({ location: '/shop?coupon=HERFST50' });
    expect(decideRoute(seeded, '/dealer-portal', '?utm=x')).toEqual({
      kind: 'redirect',
      location: 'https://dealers.folt.example',
      status: 302,
      external: true,
    });
  });

  it('does not touch pages and unrelated paths', () => {
    expect(decideRoute(seeded, '/shop')).toBeNull();
    expect(decideRoute(seeded, '/winkelen')).toBeNull();
    expect(decideRoute(seeded, '/bestaat-niet')).toBeNull();
    expect(decideRoute(seeded, '/')).toBeNull();
  });

  it('refuses an external target that lacks the flag (a tampered or hand-written meta file)', () => {
    const meta: BuildMeta = {
      redirects: [
        { from: '/weg', to: 'https://evil.example' },
        { from: '/js', to: 'javascript:alert(1)', external: true },
      ],
      pages: {},
    };
    expect(decideRoute(meta, '/weg')).toEqual({ kind: 'refused', target: 'https://evil.example' });
    expect(decideRoute(meta, '/js')).toEqual({ kind: 'refused', target: 'javascript:alert(1)' });
  });

  it('answers 404 for an invalid page, or redirects it in the same language', () => {
    const meta: BuildMeta = { redirects: [], pages: { bedum: { valid: false }, 'about-us': { valid: false, redirectTo: 'models' } } };
    expect(decideRoute(meta, '/bedum')).toEqual({ kind: 'not-found' });
    expect(decideRoute(meta, '/de/bedum')).toEqual({ kind: 'not-found' });
    expect(decideRoute(meta, '/de/uber-uns', '?a=1')).toEqual({ kind: 'redirect', location: '/de/modelle?a=1', status: 301, external: false });
    expect(decideRoute(meta, '/over-ons')).toMatchObject({ location: '/modellen' });
    expect(decideRoute(meta, '/models')).toBeNull();
  });

  it('ignores a rule pointing at its own source instead of looping', () => {
    expect(decideRoute({ redirects: [{ from: '/shop', to: 'shop' }], pages: {} }, '/shop')).toBeNull();
  });
});
