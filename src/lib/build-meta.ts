// The browser side of the build manifest: builds/meta/<build id>.json, fetched once (ahead when the page is idle, or
// by the first client navigation), and its route rules applied to client navigations from the root route's
// beforeLoad: internal redirects as router redirects, external ones as a full page load, refused ones (an external
// target without the flag) with a console error and no navigation to that address.
import { redirect } from '@tanstack/react-router';
import type { BuildMeta } from '../routes/route-rules';
import { decideRoute } from '../routes/route-rules.matcher';

let meta: Promise<BuildMeta | null> | undefined;
let metaOf: string | undefined;

function isBuildMeta(value: unknown): value is BuildMeta {
  const v = value as Partial<BuildMeta> | null;
  return !!v && Array.isArray(v.redirects) && typeof v.pages === 'object' && v.pages !== null;
}

/** The rules of a build; null when they cannot be had (the page then navigates without them). */
export function loadBuildMeta(buildId: string): Promise<BuildMeta | null> {
  if (!meta || metaOf !== buildId) {
    metaOf = buildId;
    const attempt: Promise<BuildMeta | null> = fetch(`/builds/meta/${encodeURIComponent(buildId)}.json`, { credentials: 'same-origin' }).then(
      async (response) => {
        if (response.ok) {
          const body: unknown = await response.json();
          if (isBuildMeta(body)) return body;
        }
        // A 404 means this build is gone (a newer one is out); anything else may pass: ask again next time.
        if (response.status !== 404 && meta === attempt) meta = undefined;
        return null;
      },
      () => {
        if (meta === attempt) meta = undefined;
        return null;
      },
    );
    meta = attempt;
  }
  return meta;
}

export interface RouteRulesContext {
  /** The page at this path is marked invalid: the page route answers 404. */
  pageGone?: boolean;
}

/**
 * Applies the rules to a client navigation (never during server rendering or hydration: the server has already).
 * A preload never leaves the site and never logs.
 */
export async function applyRouteRules(buildId: string, location: { pathname: string; searchStr?: string }, preload: boolean): Promise<RouteRulesContext> {
  const rules = await loadBuildMeta(buildId);
  const decision = rules ? decideRoute(rules, location.pathname, location.searchStr ?? '') : null;
  if (!decision) return {};
  switch (decision.kind) {
    case 'not-found':
      return { pageGone: true };
    case 'refused':
      if (!preload) console.error(`Navigation to the external address ${decision.target} refused: its redirect rule lacks external: true.`);
      return {};
    case 'redirect':
      if (!decision.external) throw redirect({ href: decision.location, replace: true, statusCode: decision.status });
      if (preload) return {};
      window.location.assign(decision.location);
      // The document is going away: keep the router waiting instead of rendering the old path.
      return new Promise<never>(() => {});
  }
}

/** Tests only. */
export function forgetBuildMetaForTests(): void {
  meta = undefined;
  metaOf = undefined;
}
