// The per-page payload (spec §7): `<public page path>/_payload.json` holds what a client navigation to a public page
// needs, its loader data and its own Lingui messages, so moving between public pages costs one request. The server
// builds it (entry-server.tsx renderPayload), the route loader fetches it (route-tree.tsx).
import type { Messages } from '@lingui/core';
import type { BikeFacts } from '../views/shared/bike-facts';

export const PAYLOAD_FILE = '_payload.json';

export interface PagePayload {
  /** The page loader's data; absent for pages without one (or without the catalogue on the server). */
  data?: unknown;
  /** The page's own catalogue (marketing pages), in the page's language. */
  messages?: Messages;
  /** The bikes' prices, weights and availability from the catalogue (every public page but the shop's own). */
  facts?: BikeFacts;
  /** The page offers a bike that is no longer sold (the HTML answer is a 410). */
  gone?: boolean;
  /** A model page's structured data (JSON text), for its head. */
  jsonLd?: string;
  /**
   * The page lives at another address (a product's URL key of another store view, e.g. /en/shop/accu-252-wh): the HTML
   * answer is a 302 there, the client navigation goes there too. Instead of data: nothing else is set.
   */
  moved?: string;
}

/** /over-ons → /over-ons/_payload.json, / → /_payload.json. */
export function payloadPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return `${path}/${PAYLOAD_FILE}`;
}

/** The page path of a payload path, or null when the path is not one. */
export function pagePathOfPayload(pathname: string): string | null {
  const suffix = `/${PAYLOAD_FILE}`;
  if (!pathname.endsWith(suffix)) return null;
  return pathname.slice(0, -suffix.length) || '/';
}

/** 'not-found' for a 404; throws for other failures (the caller falls back to loading without it). */
export async function fetchPagePayload(pathname: string): Promise<PagePayload | 'not-found'> {
  const response = await fetch(payloadPath(pathname), { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (response.status === 404) return 'not-found';
  if (!response.ok) throw new Error(`${payloadPath(pathname)}: ${response.status}`);
  return (await response.json()) as PagePayload;
}
