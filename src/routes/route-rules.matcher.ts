// Applies a build's route rules (builds/meta/<build id>.json) to one path: the same decision on the server (before
// rendering) and in the browser (on client navigations). Kept apart from route-rules.ts so the browser loads it
// with the build meta, after first render, and never with the rules' own source.
import { langOfPath, pageDef, pageIds, resolvePublicPath, toPublicPath, type PageId } from '../locales/paths';
import type { BuildMeta, RedirectStatus } from './route-rules';

export type RouteDecision =
  /** Go elsewhere: a path on this site, or (external) another site, which always means a full page load. */
  | { kind: 'redirect'; location: string; status: RedirectStatus; external: boolean }
  /** A rule points off the site without `external: true`: refused, the path is treated as unknown. */
  | { kind: 'refused'; target: string }
  /** The page is marked invalid: 404. */
  | { kind: 'not-found' };

function isPageId(value: string): value is PageId {
  return (pageIds as readonly string[]).includes(value);
}

function normalise(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (path || '/').toLowerCase();
}

function matches(from: string, path: string): boolean {
  const rule = normalise(from);
  if (!rule.endsWith('/*')) return rule === path;
  const base = rule.slice(0, -2);
  return path === base || path.startsWith(`${base}/`);
}

function withQuery(location: string, search: string): string {
  if (!search || search === '?' || location.includes('?')) return location;
  return `${location}${search.startsWith('?') ? search : `?${search}`}`;
}

/** The rule for a path (with its query string, kept on internal redirects), or null when no rule applies. */
export function decideRoute(meta: BuildMeta, pathname: string, search = ''): RouteDecision | null {
  const path = normalise(pathname);
  for (const rule of meta.redirects) {
    if (typeof rule?.from !== 'string' || typeof rule.to !== 'string' || !matches(rule.from, path)) continue;
    const to = rule.to;
    if (/^[a-z][a-z0-9+.-]*:/i.test(to) || /^[\\/]{2}/.test(to)) {
      // Leaving the site needs an explicit flag, and only to http(s): anything else is refused.
      if (rule.external !== true || !/^https?:\/\/[^/\\]/i.test(to)) return { kind: 'refused', target: to };
      return { kind: 'redirect', location: to, status: rule.status ?? 302, external: true };
    }
    let location: string;
    if (isPageId(to) && !pageDef(to).param) location = toPublicPath(to, langOfPath(pathname));
    else if (to.startsWith('/') && !/^\/[\\/]/.test(to)) location = to;
    else return { kind: 'refused', target: to };
    // A rule pointing at its own source would loop; the server refuses those at start-up, the browser ignores them.
    if (normalise(location.split('?')[0] ?? location) === path) return null;
    return { kind: 'redirect', location: withQuery(location, search), status: rule.status ?? 301, external: false };
  }
  const page = resolvePublicPath(pathname);
  const flag = page ? meta.pages[page.id] : undefined;
  if (!page || !flag || flag.valid !== false) return null;
  const target = flag.redirectTo;
  if (target && isPageId(target) && target !== page.id && !pageDef(target).param) {
    return { kind: 'redirect', location: withQuery(toPublicPath(target, page.lang), search), status: 301, external: false };
  }
  return { kind: 'not-found' };
}
