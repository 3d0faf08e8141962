// Mollie module REST routes (Part B §8.1): transaction start, payment-method meta (iDEAL issuers), order by hash or token, reset-cart.
import { Router, type RequestHandler } from 'express';
import { PAYMENT_METHODS } from '../emulator.config';
import { asString, requireParam } from '../lib/magento.input';
import { handle } from '../lib/route.helpers';
import type { EmulatorContext } from '../domain/emulator.context';
import { customerOrderSummary, expireDuePayments, hasDuePayments, orderByHash, orderByPaymentToken, startTransaction } from '../domain/mollie.service';

/** The iDEAL issuers Mollie lists in test mode (BIC, name). */
export const IDEAL_ISSUERS: ReadonlyArray<readonly [string, string]> = [
  ['ABNANL2A', 'ABN AMRO'],
  ['ASNBNL21', 'ASN Bank'],
  ['BUNQNL2A', 'bunq'],
  ['INGBNL2A', 'ING'],
  ['KNABNL2H', 'Knab'],
  ['RABONL2U', 'Rabobank'],
  ['RBRBNL21', 'RegioBank'],
  ['REVOLT21', 'Revolut'],
  ['SNSBNL2A', 'SNS'],
  ['TRIONL2U', 'Triodos Bank'],
  ['FVLBNL22', 'Van Lanschot Kempen'],
];

/**
 * Mollie expires an open payment on its own schedule and then calls the webhook. The emulator does that the moment
 * anything is asked after the lifetime has passed on its clock (so POST /__emulator/clock moves it too): every
 * answer, stock and orders included, already reflects the expiry.
 */
export function mollieExpiry(ctx: EmulatorContext): RequestHandler {
  return async (_req, _res, next) => {
    try {
      const now = ctx.clock.now();
      if (await hasDuePayments(ctx.store, ctx.settings, now)) await ctx.store.tx((q) => expireDuePayments(q, ctx.settings, now));
      next();
    } catch (error) {
      next(error);
    }
  };
}

export function mollieRoutes(ctx: EmulatorContext): Router {
  const router = Router();

  router.post(
    '/mollie/transaction/start',
    handle(async (req) => {
      const token = asString(requireParam(req.body, 'token'))!;
      return ctx.store.tx((q) => startTransaction(q, ctx.settings, token, ctx.clock.now()));
    }),
  );

  router.get(
    '/mollie/payment-method/meta',
    handle(async () =>
      PAYMENT_METHODS.filter((method) => method.code.startsWith('mollie_methods_')).map((method) => ({
        code: method.code,
        issuers:
          method.code === 'mollie_methods_ideal'
            ? IDEAL_ISSUERS.map(([id, name]) => {
                const image = `${ctx.settings.baseUrl}/media/mollie/issuers/${id}.svg`;
                return { id, name, image, images: { size1x: image, size2x: image, svg: image } };
              })
            : [],
        terminals: [],
      })),
    ),
  );

  const byHash = handle(async (req) => customerOrderSummary(ctx.store, await orderByHash(ctx.store, ctx.settings, String(req.params.hash ?? ''))));
  router.get('/mollie/get-order/by-hash/:hash', byHash);
  router.post('/mollie/get-order/by-hash/:hash', byHash);

  router.post(
    '/mollie/get-order/by-payment-token/:token',
    handle(async (req) => customerOrderSummary(ctx.store, await orderByPaymentToken(ctx.store, String(req.params.token ?? '')))),
  );

  // Works on the caller's PHP checkout session in Magento, which a server-side caller never has: a no-op that answers [] (void).
  router.post(
    '/mollie/reset-cart/:hash',
    handle(async () => null),
  );

  return router;
}
