// The site's route rules, in one typed module: redirects from old addresses, page-validity flags and extra route
// middleware per page. The build writes the redirects and validity flags to builds/meta/<build id>.json; the server
// applies them before rendering, the browser on client navigations (src/lib/build-meta.ts), both through
// src/routes/route-rules.matcher.ts. The server validates everything here at start-up: a bad rule stops it.
//
// redirectRules: one entry per old address (or list of addresses), first match wins.
//   { from: '/winkel', to: 'shop' }
//       to a page id: that page in the language of the source path (/en/… → English, unprefixed → Dutch), 301
//   { from: '/nieuws/*', to: '/over-ons' }
//       to a path on this site; a trailing '/*' also matches everything below the path, 301
//   { from: '/dealer-portal', to: 'https://dealers.folt.example', external: true }
//       to another site: an absolute http(s) URL MUST carry `external: true`; without it the rule is refused (a type
//       error here, an error at start-up, a refused navigation in the browser), 302
//   status: 301 | 302 | 307 | 308 overrides the defaults above. Internal redirects keep the query string.
//   Matching ignores case and a trailing slash.
//
// pageRules: per page id.
//   { valid: false }                        the page is gone (a finished campaign): 404 and left out of the sitemap
//   { valid: false, redirectTo: 'models' }  …or a 301 to that page in the same language
//   { middleware: ['customer'] }            extra named checks of src/routes/guards.ts, run after the slug table's
//                                           own check; an unknown name throws when the app starts
import { pageDef, pageIds, toPublicPath, langOfPath, type CheckName, type PageId } from '../locales/paths';
import { resolveCheck } from './guards';

export type RedirectStatus = 301 | 302 | 307 | 308;
export type SitePath = `/${string}`;
export type ExternalUrl = `https://${string}` | `http://${string}`;

interface RedirectBase {
  /** The old address(es): a path without query; '/*' at the end also matches everything below it. */
  readonly from: SitePath | readonly SitePath[];
  readonly status?: RedirectStatus;
}
export interface InternalRedirect extends RedirectBase {
  readonly to: PageId | SitePath;
  readonly external?: never;
}
export interface ExternalRedirect extends RedirectBase {
  readonly to: ExternalUrl;
  /** Required: leaving the site is never implicit. */
  readonly external: true;
}
export type RedirectRule = InternalRedirect | ExternalRedirect;

export interface PageRule {
  /** false: the page no longer exists (404, or a 301 to redirectTo). */
  readonly valid?: boolean;
  readonly redirectTo?: PageId;
  /** Extra named route checks (guards.ts) for this page. */
  readonly middleware?: readonly CheckName[];
}

export const redirectRules: readonly RedirectRule[] = [
  // The previous site's Dutch shop and bike pages still have links and bookmarks out there.
  { from: ['/winkel/*', '/nl/winkel/*'], to: 'shop' },
  { from: ['/winkelwagen', '/nl/winkelwagen'], to: 'shop-cart' },
  { from: ['/fietsen/*', '/nl/fietsen/*'], to: 'models' },
  { from: '/en/bikes/*', to: 'models' },
  { from: '/de/fahrraeder/*', to: 'models' },
  { from: ['/proefrit-aanvragen', '/nl/proefrit-aanvragen'], to: 'testride' },
  { from: ['/veelgestelde-vragen', '/nl/veelgestelde-vragen'], to: 'contact' },
  // Dealers log in on the dealer platform, which is not part of this site.
  { from: ['/dealer-portal', '/nl/dealer-portal', '/en/dealer-portal', '/de/haendlerportal'], to: 'https://dealers.folt.example', external: true },
];

// A finished campaign is retired here with { valid: false } (optionally redirectTo); none is retired today.
export const pageRules: Partial<Record<PageId, PageRule>> = {};

/** What builds/meta/<build id>.json carries for the browser (and the server applies the same). */
export interface BuildMeta {
  redirects: Array<{ from: string; to: string; external?: true; status?: RedirectStatus }>;
  pages: Record<string, { valid: false; redirectTo?: string }>;
}

export class RouteRulesError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid route rules (src/routes/route-rules.ts):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'RouteRulesError';
  }
}

const STATUSES: readonly number[] = [301, 302, 307, 308];
const FROM = /^\/[^?#\s*]*(?:\/\*)?$/;

function isPageId(value: string): value is PageId {
  return (pageIds as readonly string[]).includes(value);
}

export function isAbsoluteUrl(value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) || /^[\\/]{2}/.test(value);
}

function checkTarget(to: string, where: string, problems: string[]): void {
  if (isPageId(to)) {
    if (pageDef(to).param) problems.push(`${where}: page ${to} needs a parameter and cannot be a redirect target`);
  } else if (!to.startsWith('/') || /^\/[\\/]/.test(to)) {
    problems.push(`${where}: "${to}" is neither a page id nor a path on this site`);
  }
}

/**
 * Checks every rule and throws one error listing all problems: an external target without `external: true`,
 * unknown page ids, unknown middleware names, loops, duplicate sources, bad statuses.
 */
export function validateRouteRules(redirects: readonly RedirectRule[], pages: Partial<Record<string, PageRule>>): void {
  const problems: string[] = [];
  const seen = new Set<string>();
  redirects.forEach((rule, index) => {
    const sources = (typeof rule.from === 'string' ? [rule.from] : rule.from) as readonly string[];
    const where = `redirect #${index + 1} (${sources.join(', ') || 'no source'})`;
    if (!sources.length) problems.push(`${where}: no source path`);
    const to = String(rule.to);
    const external = (rule as { external?: unknown }).external;
    if (external !== undefined && external !== true) problems.push(`${where}: external must be true or left out`);
    if (rule.status !== undefined && !STATUSES.includes(rule.status)) problems.push(`${where}: status must be 301, 302, 307 or 308`);
    if (isAbsoluteUrl(to)) {
      if (external !== true) problems.push(`${where}: "${to}" leaves the site, so the rule needs external: true`);
      else if (!/^https?:\/\/[^/\\]/i.test(to)) problems.push(`${where}: an external target must be an absolute http(s) URL`);
    } else if (external === true) {
      problems.push(`${where}: external: true needs an absolute http(s) URL, got "${to}"`);
    } else {
      checkTarget(to, where, problems);
    }
    for (const from of sources) {
      if (!FROM.test(from) || from.startsWith('//')) problems.push(`${where}: "${from}" must be a path like /old or /old/* (no query, no other *)`);
      const key = from.toLowerCase().replace(/(.)\/+$/, '$1');
      if (seen.has(key)) problems.push(`${where}: "${from}" is already redirected by an earlier rule`);
      seen.add(key);
      if (!isAbsoluteUrl(to) && external !== true) {
        const target = isPageId(to) && !pageDef(to).param ? toPublicPath(to, langOfPath(from)) : to;
        if (target.toLowerCase() === key.replace(/\/\*$/, '') || (key.endsWith('/*') && target.toLowerCase().startsWith(key.slice(0, -1)))) {
          problems.push(`${where}: "${from}" would redirect to itself`);
        }
      }
    }
  });
  for (const [id, rule] of Object.entries(pages)) {
    if (!rule) continue;
    if (!isPageId(id)) {
      problems.push(`page rule ${id}: no such page in src/locales/paths.ts`);
      continue;
    }
    if (rule.redirectTo !== undefined) {
      if (rule.valid !== false) problems.push(`page rule ${id}: redirectTo only applies to a page marked valid: false`);
      if (rule.redirectTo === id) problems.push(`page rule ${id}: redirects to itself`);
      else if (pages[rule.redirectTo]?.valid === false) problems.push(`page rule ${id}: redirects to ${rule.redirectTo}, which is itself invalid`);
      checkTarget(rule.redirectTo, `page rule ${id}`, problems);
    }
    for (const name of rule.middleware ?? []) {
      try {
        resolveCheck(name);
      } catch (error) {
        problems.push(`page rule ${id}: ${(error as Error).message}`);
      }
    }
  }
  if (problems.length) throw new RouteRulesError(problems);
}

/** The serialised form for builds/meta/<build id>.json: one entry per source path, invalid pages only. */
export function toBuildMeta(redirects: readonly RedirectRule[], pages: Partial<Record<string, PageRule>>): BuildMeta {
  const meta: BuildMeta = { redirects: [], pages: {} };
  for (const rule of redirects) {
    const sources = typeof rule.from === 'string' ? [rule.from] : rule.from;
    for (const from of sources) {
      meta.redirects.push({
        from,
        to: rule.to,
        ...(rule.external === true ? { external: true as const } : {}),
        ...(rule.status ? { status: rule.status } : {}),
      });
    }
  }
  for (const [id, rule] of Object.entries(pages)) {
    if (rule?.valid === false) meta.pages[id] = rule.redirectTo ? { valid: false, redirectTo: rule.redirectTo } : { valid: false };
  }
  return meta;
}

/** The extra middleware names of a page (the route tree resolves them, so an unknown one throws there too). */
export function pageMiddleware(id: PageId): readonly CheckName[] {
  return pageRules[id]?.middleware ?? [];
}
