// Mollie module REST routes (Part B §8.1): transaction start, payment-method meta (iDEAL issuers), order by hash or token, reset-cart.
import { Router } from 'express';
import { PAYMENT_METHODS } from '../emulator.config.js';
import { asString, requireParam } from '../lib/magento.input.js';
import { handle } from '../lib/route.helpers.js';
import type { EmulatorContext } from '../domain/emulator.context.js';
import { customerOrderSummary, orderByHash, orderByPaymentToken, startTransaction } from '../domain/mollie.service.js';

/** The iDEAL issuers Mollie lists in test mode (BIC, name). */
export const IDEAL_ISSUERS: ReadonlyArray<readonly [string, string]> = [
  ['ABNANL2A', 'ABN AMRO'], ['ASNBNL21', 'ASN Bank'], ['BUNQNL2A', 'bunq'], ['INGBNL2A', 'ING'], ['KNABNL2H', 'Knab'], ['RABONL2U', 'Rabobank'],
  ['RBRBNL21', 'RegioBank'], ['REVOLT21', 'Revolut'], ['SNSBNL2A', 'SNS'], ['TRIONL2U', 'Triodos Bank'], ['FVLBNL22', 'Van Lanschot Kempen'],
];

export function mollieRoutes(ctx: EmulatorContext): Router {
  const router = Router();

  router.post('/mollie/transaction/start', handle(async (req) => {
    const token = asString(requireParam(req.body, 'token'))!;
    return ctx.store.tx((q) => startTransaction(q, ctx.settings, token, ctx.clock.now()));
  }));

  router.get('/mollie/payment-method/meta', handle(async () => PAYMENT_METHODS.filter((method) => method.code.startsWith('mollie_methods_')).map((method) => ({
    code: method.code,
    issuers: method.code === 'mollie_methods_ideal'
      ? IDEAL_ISSUERS.map(([id, name]) => {
        const image = `${ctx.settings.baseUrl}/media/mollie/issuers/${id}.svg`;
        return { id, name, image, images: { size1x: image, size2x: image, svg: image } };
      })
      : [],
    terminals: [],
  }))));

  const byHash = handle(async (req) => customerOrderSummary(ctx.store, await orderByHash(ctx.store, ctx.settings, String(req.params.hash ?? ''))));
  router.get('/mollie/get-order/by-hash/:hash', byHash);
  router.post('/mollie/get-order/by-hash/:hash', byHash);

  router.post('/mollie/get-order/by-payment-token/:token', handle(async (req) => customerOrderSummary(ctx.store, await orderByPaymentToken(ctx.store, String(req.params.token ?? '')))));

  // Works on the caller's PHP checkout session in Magento, which a server-side caller never has: a no-op that answers [] (void).
  router.post('/mollie/reset-cart/:hash', handle(async () => null));

  return router;
}
