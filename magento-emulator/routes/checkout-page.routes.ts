// The Mollie test checkout page: shows the order and amount, lets a person or a test pick paid / failed / canceled /
// expired / open like Mollie's test mode, records it, lets "Mollie" call the shop's webhook (Magento's
// /mollie/checkout/webhook/, independent of the shopper's browser) and sends the browser (303) to the return URL.
import { Router, type Response } from 'express';
import { PAYMENT_METHODS } from '../emulator.config';
import type { EmulatorContext } from '../domain/emulator.context';
import { MOLLIE_STATUSES, chooseStatus, findTransaction, processWebhook, returnUrl, type MollieStatus } from '../domain/mollie.service';
import { loadOrder } from '../domain/order.service';

const CHOICES: ReadonlyArray<{ status: MollieStatus; label: string; hint: string }> = [
  { status: 'paid', label: 'Paid', hint: 'The payment succeeds.' },
  { status: 'failed', label: 'Failed', hint: 'The bank refuses the payment.' },
  { status: 'canceled', label: 'Canceled', hint: 'The customer cancels.' },
  { status: 'expired', label: 'Expired', hint: 'The customer never finishes.' },
  { status: 'open', label: 'Open', hint: 'The payment is still pending.' },
];

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827}
  main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
  .card{background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.5rem}
  .badge{display:inline-block;background:#fde68a;color:#713f12;font-size:.8rem;font-weight:600;padding:.15rem .5rem;border-radius:999px}
  h1{font-size:1.35rem;margin:.75rem 0 .25rem}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
  dt{color:#4b5563}dd{margin:0;font-weight:600;text-align:right}
  fieldset{border:0;padding:0;margin:1rem 0}
  legend{font-weight:600;margin-bottom:.5rem}
  label{display:flex;gap:.75rem;align-items:flex-start;padding:.75rem;border:1px solid #d1d5db;border-radius:.5rem;margin-bottom:.5rem;cursor:pointer}
  label:has(input:checked){border-color:#1d4ed8;background:#eff6ff}
  input[type=radio]{margin-top:.3rem;width:1.1rem;height:1.1rem}
  .hint{display:block;color:#4b5563;font-size:.875rem}
  button{width:100%;font:inherit;font-weight:600;background:#1d4ed8;color:#fff;border:0;border-radius:.5rem;padding:.8rem 1rem;cursor:pointer}
  button:hover{background:#1e40af}
  :focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
  p.note{color:#4b5563;font-size:.875rem}
  a{color:#1d4ed8}`;

function page(res: Response, status: number, title: string, body: string): void {
  res.status(status).type('html').set('Cache-Control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><div class="card">${body}</div></main></body></html>`);
}

function formatEuro(cents: number): string {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** Mollie calls the webhook with `id=tr_…` (form body) when a payment changes state; open is no change. */
async function callWebhook(ctx: EmulatorContext, transactionId: string): Promise<void> {
  try {
    const answer = await fetch(`${ctx.settings.baseUrl}/mollie/checkout/webhook/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: transactionId }).toString(),
    });
    if (!answer.ok) ctx.log(`mollie webhook for ${transactionId} answered ${answer.status}`);
  } catch (error) {
    ctx.log(`mollie webhook for ${transactionId} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function checkoutPageRoutes(ctx: EmulatorContext): Router {
  const router = Router();

  // Controller/Checkout/Webhook: GET or POST, `id` in the body or query; testByMollie and a missing id answer "OK";
  // a transaction of no order answers 200 {"message":"No orders found"}.
  router.all('/mollie/checkout/webhook', async (req, res, next) => {
    try {
      if (req.method !== 'GET' && req.method !== 'POST') return next();
      const params = { ...(req.query as Record<string, unknown>), ...((req.body as Record<string, unknown> | undefined) ?? {}) };
      const id = typeof params.id === 'string' ? params.id : '';
      if (params.testByMollie || id === '') return void res.status(200).type('text/plain').send('OK');
      const found = await ctx.store.tx((q) => processWebhook(q, ctx.settings, id, ctx.clock.now()));
      if (!found)
        return void res
          .status(200)
          .type('application/json')
          .send(JSON.stringify({ message: 'No orders found' }));
      res.status(200).type('text/plain').send('OK');
    } catch (error) {
      next(error);
    }
  });

  router.get('/mollie/checkout/:id', async (req, res, next) => {
    try {
      const transaction = await findTransaction(ctx.store, String(req.params.id));
      const order = transaction ? await loadOrder(ctx.store, transaction.order_id) : undefined;
      if (!transaction || !order)
        return page(res, 404, 'Payment not found', '<span class="badge">Test mode</span><h1>Payment not found</h1><p>This test payment does not exist.</p>');
      const method = PAYMENT_METHODS.find((entry) => entry.code === transaction.method)?.title ?? transaction.method;
      const summary = `<dl><dt>Order</dt><dd>#${escapeHtml(order.increment_id)}</dd><dt>Amount</dt><dd>${formatEuro(order.grand_total_cents)}</dd><dt>Method</dt><dd>${escapeHtml(method)}</dd></dl>`;
      if (transaction.status !== 'open') {
        const back = returnUrl(ctx.settings, order, transaction.token);
        return page(
          res,
          200,
          'Payment already completed',
          `<span class="badge">Test mode</span><h1>This payment is ${escapeHtml(transaction.status)}</h1>${summary}<p><a href="${escapeHtml(back)}">Return to the shop</a></p>`,
        );
      }
      const options = CHOICES.map(
        (choice, index) =>
          `<label><input type="radio" name="status" value="${choice.status}"${index === 0 ? ' checked' : ''}><span>${choice.label}<span class="hint">${choice.hint}</span></span></label>`,
      ).join('');
      page(
        res,
        200,
        `Test payment for order #${order.increment_id}`,
        `<span class="badge">Test mode</span>
<h1>Test payment</h1>${summary}
<form method="post" action="/mollie/checkout/${encodeURIComponent(transaction.id)}">
<fieldset><legend>Choose the payment status</legend>${options}</fieldset>
<button type="submit">Continue</button></form>
<p class="note">This page stands in for Mollie's hosted checkout. No money moves.</p>`,
      );
    } catch (error) {
      next(error);
    }
  });

  router.post('/mollie/checkout/:id', async (req, res, next) => {
    try {
      const status = (req.body as Record<string, string> | undefined)?.status as MollieStatus | undefined;
      if (!status || !(MOLLIE_STATUSES as readonly string[]).includes(status)) {
        return page(
          res,
          400,
          'Choose a status',
          '<span class="badge">Test mode</span><h1>Choose a status</h1><p>Pick one of paid, failed, canceled, expired or open.</p><p><a href="">Back</a></p>',
        );
      }
      const transaction = await findTransaction(ctx.store, String(req.params.id));
      const order = transaction ? await loadOrder(ctx.store, transaction.order_id) : undefined;
      if (!transaction || !order)
        return page(res, 404, 'Payment not found', '<span class="badge">Test mode</span><h1>Payment not found</h1><p>This test payment does not exist.</p>');
      if (transaction.status === 'open' && status !== 'open') {
        await ctx.store.tx((q) => chooseStatus(q, transaction.id, status));
        // Mollie calls the webhook about when it sends the shopper back; awaited here so tests see a settled order.
        await callWebhook(ctx, transaction.id);
      }
      res.redirect(303, returnUrl(ctx.settings, order, transaction.token));
    } catch (error) {
      next(error);
    }
  });

  return router;
}
