// The logged-in customer's cart behind the same /api cart endpoints as a guest's (issue 23 item 2): the browser names
// it `mine` (its cart cookie after a login), the server sends that cart's calls to Magento's `/V1/carts/mine…` twin of
// each `/V1/guest-carts/:cartId…` route (Quote/etc/webapi.xml and Checkout/etc/webapi.xml list one for every guest
// route; Mollie's etc/webapi.xml does for the payment token) with the customer's own token from the sealed session.
import type { Request, Response } from 'express';
import { z } from 'zod';
import { mpath, type MagentoClient, type RestRequest } from '../magento/magento.client';
import { UpstreamError } from '../magento/upstream-error';
import type { CustomerPart } from '../security/session';
import { ApiError, ErrorText } from './api-envelope';
import { cartIdSchema } from './api-validation';
import type { ApiDeps } from './deps';

/** The cart id the browser holds for the logged-in customer's cart (never a Magento id: those stay on the server). */
export const CUSTOMER_CART_ID = 'mine';

/** A guest cart's masked id, or the customer's cart. */
export const shopperCartIdSchema = z.union([cartIdSchema, z.literal(CUSTOMER_CART_ID)]);

export interface CartAccess {
  /** The client for this cart's calls: the guest routes as they are, or the customer's with their token. */
  magento: MagentoClient;
  /** What the place-order claims and cart versions are kept under: a guest cart's id, or the customer's id. */
  claimKey: string;
  customer: CustomerPart | null;
}

const GUEST_MINE = '/V1/guest-carts/mine';
/** Magento's answers for "this customer has no active cart" (ParamOverriderCartId; getActiveForCustomer). */
const NO_ACTIVE_CART = new Set(['Current customer does not have an active cart.']);

function isNoCustomerCart(err: unknown): boolean {
  if (!(err instanceof UpstreamError) || err.failure !== 'http' || err.status !== 404) return false;
  const message = err.magentoMessage ?? '';
  if (NO_ACTIVE_CART.has(message)) return true;
  const params = err.body?.parameters;
  return (
    message === 'No such entity with %fieldName = %fieldValue' &&
    !!params &&
    !Array.isArray(params) &&
    String((params as Record<string, unknown>).fieldName) === 'customerId'
  );
}

/** "The cart is gone", worded as Magento words an unknown guest cart, so every caller handles both alike. */
function cartGone(label: string): UpstreamError {
  return new UpstreamError('http', label, 404, {
    message: 'No such entity with %fieldName = %fieldValue',
    parameters: { fieldName: 'cartId', fieldValue: null },
  });
}

/**
 * A client that turns the guest route the cart code builds for the cart `mine` into the customer's `carts/mine`
 * route and sends the customer's token. A refused token (401: expired or revoked) ends the customer part of the
 * session and, like a customer without an active cart, answers as an unknown cart: the browser then starts afresh
 * as a guest, and the customer's Magento cart waits for the next login.
 */
export function customerCartClient(customerClient: MagentoClient, onTokenRefused: () => void): MagentoClient {
  const rewrite = (req: RestRequest): RestRequest => {
    const { path, label } = req.path;
    if (path !== GUEST_MINE && !path.startsWith(`${GUEST_MINE}/`)) return req;
    return {
      ...req,
      auth: 'integration',
      path: { path: `/V1/carts/mine${path.slice(GUEST_MINE.length)}`, label: label.replace('/V1/guest-carts/:param', '/V1/carts/mine') },
    };
  };
  return {
    baseUrl: customerClient.baseUrl,
    idle: () => customerClient.idle(),
    graphql: (req) => customerClient.graphql({ ...req, auth: 'integration' }),
    async rest<T>(req: RestRequest): Promise<T> {
      const sent = rewrite(req);
      try {
        return await customerClient.rest<T>(sent);
      } catch (err) {
        if (err instanceof UpstreamError && err.failure === 'http' && err.status === 401) {
          onTokenRefused();
          throw cartGone(sent.path.label);
        }
        if (isNoCustomerCart(err)) throw cartGone(sent.path.label);
        throw err;
      }
    },
  };
}

/**
 * How this request reaches the cart `cartId`: a guest cart through the anonymous guest routes, the cart `mine` through
 * the customer's own routes — only with a customer session; without one it is an unknown cart (404 "Cart not found"),
 * as Magento answers a masked id it does not know.
 */
export function cartAccess(deps: ApiDeps, req: Request, res: Response, cartId: string): CartAccess {
  if (cartId !== CUSTOMER_CART_ID) return { magento: deps.magento, claimKey: cartId, customer: null };
  const { session, expired } = deps.sessions.read(req);
  if (session && expired.length) deps.sessions.write(req, res, session);
  const customer = session?.customer;
  if (!customer) throw new ApiError(404, ErrorText.cartNotFound);
  const magento = customerCartClient(deps.magentoAs(customer.token), () => {
    if (!res.headersSent) deps.sessions.drop(req, res, 'customer');
  });
  return { magento, claimKey: customerClaimKey(customer), customer };
}

/** What a customer's place-order claims and notes are kept under (per quote: payment-state.ts customerQuoteClaim). */
export const customerClaimKey = (customer: CustomerPart): string => `customer:${customer.id}`;

/** The customer of this request's session, if one is logged in (POST /api/cart makes their cart, not a guest's). */
export function sessionCustomer(deps: ApiDeps, req: Request): CustomerPart | null {
  const { session } = deps.sessions.read(req);
  return session?.customer ?? null;
}

/** `POST /V1/carts/mine` (QuoteManagement::createEmptyCartForCustomer): the customer's active cart, or a new one. */
export async function ensureCustomerCart(client: MagentoClient, store: string, deadlineAt?: number): Promise<number> {
  const id = await client.rest<unknown>({ method: 'POST', store, path: mpath`/V1/guest-carts/${CUSTOMER_CART_ID}`, ...(deadlineAt ? { deadlineAt } : {}) });
  const quoteId = typeof id === 'number' ? id : Number(id);
  if (!Number.isInteger(quoteId) || quoteId <= 0) throw new ApiError(502, ErrorText.invalidFormat);
  return quoteId;
}
