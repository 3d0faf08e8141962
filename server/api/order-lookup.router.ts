// Finding an order without an account (issue 23 item 4; Magento's "Orders and Returns", Sales/Helper/Guest.php
// loadValidOrder): order number + e-mail address + billing postcode. The server searches the order by its number
// with its own integration token (GET /V1/orders?searchCriteria, increment_id eq) and shows it only when all three
// facts match. A wrong number, a wrong e-mail address and a wrong postcode get the same answer — same status, same
// body, held to the same minimum time — so nobody learns which fact was right. Attempts are limited per visitor
// address and per order number (server/security/rate-limit.ts; Redis when configured, so every instance counts
// together). The answer is the confirmation page's shopper-safe order and its visible comments; no order token, so a
// lookup opens nothing it does not show.
import { timingSafeEqual, createHash } from 'node:crypto';
import { Router, type Request } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { SERVER_ERROR_TEXT } from '../../common/contract/error-codes';
import type { OrderComment, OrderLookupResult } from '../../common/contract/order.schema';
import { clientIp, rateLimitSubject } from '../forms/client-ip';
import { mpath } from '../magento/magento.client';
import type { MagentoAddress, MagentoOrder, MagentoSearchResult } from '../magento/magento.types';
import { createRateLimiter, retryAfterSeconds, type RateLimitRule, type RateLimitStore } from '../security/rate-limit';
import { ApiError, ErrorText, sendData, sendError } from './api-envelope';
import { apiHandler } from './api-handler';
import { localeSchema, parseInput, queryOf, storeFor } from './api-validation';
import type { ApiDeps } from './deps';
import { mapOrder } from './order.router';
import { orderInStoreView } from './store-names';

export const OrderLookupText = {
  noMatch: SERVER_ERROR_TEXT['order.lookup-no-match'],
  tooMany: SERVER_ERROR_TEXT['order.lookup-too-many'],
} as const;

export interface OrderLookupRules {
  /** Lookups per visitor address (IPv4, or IPv6 /64), whatever the order number. */
  perIp: RateLimitRule;
  /** Lookups per order number, from every address together: what someone guessing the e-mail and postcode meets. */
  perOrder: RateLimitRule;
  /**
   * The least time a "no match" answer takes: a number Magento does not know answers faster than one whose whole
   * order it returns, and the difference would tell a guesser the number is right.
   */
  noMatchFloorMs: number;
}

/** 10 per address and 5 per order number in 15 minutes: a person with the confirmation mail at hand needs one or two. */
export const DEFAULT_ORDER_LOOKUP_RULES: OrderLookupRules = {
  perIp: { limit: 10, windowMs: 15 * 60_000 },
  perOrder: { limit: 5, windowMs: 15 * 60_000 },
  noMatchFloorMs: 400,
};

export interface OrderLookupLimits {
  readonly rules: OrderLookupRules;
  /** Counts one lookup for the address and the order number; refused ones never reach Magento. */
  admit(ipSubject: string, orderNumber: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
}

export function createOrderLookupLimits(store: RateLimitStore, rules: OrderLookupRules, logger?: Logger): OrderLookupLimits {
  // A limit that silently stops counting invites guessing: when the store is down, lookups wait (as logins do).
  const common = { store, onStoreError: 'deny' as const, ...(logger ? { logger } : {}) };
  const perIp = createRateLimiter({ ...common, name: 'order-lookup-ip', rule: rules.perIp });
  const perOrder = createRateLimiter({ ...common, name: 'order-lookup-order', rule: rules.perOrder });
  return {
    rules,
    async admit(ipSubject, orderNumber) {
      const ip = await perIp.consume(ipSubject);
      if (!ip.allowed) return { allowed: false, retryAfterSeconds: retryAfterSeconds(ip) };
      const order = await perOrder.consume(orderNumber);
      if (!order.allowed) return { allowed: false, retryAfterSeconds: retryAfterSeconds(order) };
      return { allowed: true };
    },
  };
}

const noControl = /^[^\u0000-\u001f\u007f]*$/;
export const orderLookupBodySchema = z.strictObject({
  // Magento's increment ids are digits with an optional store prefix; a leading '#' as mails print it is dropped.
  orderNumber: z
    .string()
    .trim()
    .transform((value) => value.replace(/^#\s*/, ''))
    .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,32}$/)),
  email: z.string().trim().max(254).pipe(z.email()),
  postcode: z.string().trim().min(1).max(20).regex(noControl),
});

/** E-mail addresses compare trimmed and case-blind (Guest.php lower-cases both sides). */
export const normalEmail = (value: string): string => value.trim().toLowerCase();
/** Postcodes compare without spaces, hyphens and case: "1234 AB", "1234ab" and "1234-AB" are one Dutch postcode. */
export const normalPostcode = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();

/** Equal, in a time that does not depend on where two values first differ. */
function sameText(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

interface LookupOrder extends MagentoOrder {
  customer_email?: string;
  billing_address?: MagentoAddress;
}

/** Whether the order is the one the three facts describe; the number was the search's filter. */
export function matchesOrder(order: LookupOrder, number: string, email: string, postcode: string): boolean {
  const billing = order.billing_address && typeof order.billing_address === 'object' ? order.billing_address : undefined;
  // Guest.php compares the billing address's e-mail; an address without one falls back to the order's.
  const orderEmail = typeof billing?.email === 'string' && billing.email ? billing.email : typeof order.customer_email === 'string' ? order.customer_email : '';
  const orderPostcode = typeof billing?.postcode === 'string' ? billing.postcode : '';
  // Every comparison runs, whatever the first one says: no early exit to time.
  const numberOk = sameText(String(order.increment_id ?? ''), number);
  const emailOk = orderEmail !== '' && sameText(normalEmail(orderEmail), normalEmail(email));
  const postcodeOk = orderPostcode !== '' && sameText(normalPostcode(orderPostcode), normalPostcode(postcode));
  return numberOk && emailOk && postcodeOk;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createOrderLookupRouter(deps: ApiDeps): Router {
  const router = Router();
  const limits = deps.orderLookupLimits;
  const ipOf = (req: Request) => rateLimitSubject(clientIp(req));

  router.post(
    '/order-lookup',
    apiHandler(deps, 'order.lookup', async (req, res, log) => {
      const startedAt = Date.now();
      const q = parseInput(z.object({ locale: localeSchema }), queryOf(req));
      const body = parseInput(orderLookupBodySchema, req.body ?? {});
      const gate = await limits.admit(ipOf(req), body.orderNumber.toUpperCase());
      if (!gate.allowed) {
        log.info({ outcome: 'rate-limited' }, 'order lookup refused');
        res.setHeader('Retry-After', String(gate.retryAfterSeconds));
        return sendError(res, 429, OrderLookupText.tooMany);
      }
      const store = storeFor(deps.config, q.locale);
      const deadlineAt = startedAt + deps.config.upstreamTimeoutMs;
      const query = new URLSearchParams({
        'searchCriteria[filter_groups][0][filters][0][field]': 'increment_id',
        'searchCriteria[filter_groups][0][filters][0][value]': body.orderNumber,
        'searchCriteria[filter_groups][0][filters][0][condition_type]': 'eq',
        'searchCriteria[pageSize]': '1',
        'searchCriteria[currentPage]': '1',
      });
      const result = await deps.magento.rest<MagentoSearchResult<LookupOrder>>({
        method: 'GET',
        store,
        path: mpath`/V1/orders`,
        query,
        auth: 'integration',
        deadlineAt,
      });
      if (!result || typeof result !== 'object' || (result.items !== undefined && !Array.isArray(result.items)))
        throw new ApiError(502, ErrorText.invalidFormat);
      const order = (result.items ?? []).find((item) => item && typeof item === 'object');
      if (!order || !matchesOrder(order, body.orderNumber, body.email, body.postcode)) {
        // One answer for every miss, and never sooner than the floor (a found order's answer is slower).
        const wait = limits.rules.noMatchFloorMs - (Date.now() - startedAt);
        if (wait > 0) await delay(wait);
        log.info({ outcome: 'no-match' }, 'order lookup');
        return sendError(res, 404, OrderLookupText.noMatch);
      }
      log.info({ outcome: 'found' }, 'order lookup');
      const comments: OrderComment[] = (order.status_histories ?? [])
        .filter((entry) => entry && (entry.is_visible_on_front === true || entry.is_visible_on_front === 1))
        .sort((a, b) => String(b.created_at ?? '').localeCompare(String(a.created_at ?? '')))
        .map((entry) => ({ comment: entry.comment ?? '', status: entry.status ?? null, created_at: entry.created_at ?? null }));
      sendData(res, { order: mapOrder(await orderInStoreView(deps, q.locale, order)), comments } satisfies OrderLookupResult);
    }),
  );

  return router;
}
