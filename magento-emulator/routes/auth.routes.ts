// Token routes (Magento_Integration, Magento_Customer): admin and customer tokens, revoke, customers/me.
import { Router } from 'express';
import { signInIncorrect } from '../lib/magento.errors.js';
import { asString, requireParam } from '../lib/magento.input.js';
import { handle, principalOf, requireResource } from '../lib/route.helpers.js';
import { issueToken, revokeCustomerTokens, signIn } from '../domain/auth.service.js';
import type { EmulatorContext } from '../domain/emulator.context.js';
import { renderCustomer } from '../domain/customer.service.js';

function credentials(body: unknown): { username: string; password: string } {
  const username = asString(requireParam(body, 'username'));
  const password = asString(requireParam(body, 'password'));
  if (!username || !password || username.length > 254 || password.length > 256) throw signInIncorrect();
  return { username, password };
}

export function authRoutes(ctx: EmulatorContext): Router {
  const router = Router();

  router.post('/integration/admin/token', handle(async (req) => {
    const { username, password } = credentials(req.body);
    const userId = await signIn(ctx.store, 'admin', username, password, ctx.clock.now());
    return ctx.store.tx((q) => issueToken(q, 'admin', userId, ctx.clock.now()));
  }));

  router.post('/integration/customer/token', handle(async (req) => {
    const { username, password } = credentials(req.body);
    const customerId = await signIn(ctx.store, 'customer', username, password, ctx.clock.now());
    return ctx.store.tx((q) => issueToken(q, 'customer', customerId, ctx.clock.now()));
  }));

  router.post('/integration/customer/revoke-customer-token', requireResource('self'), handle(async (_req, res) => {
    const principal = principalOf(res);
    if (principal?.kind === 'customer') await ctx.store.tx((q) => revokeCustomerTokens(q, principal.customerId));
    return true;
  }));

  router.get('/customers/me', requireResource('self'), handle(async (_req, res) => {
    const principal = principalOf(res);
    return principal?.kind === 'customer' ? renderCustomer(ctx.store, principal.customerId) : null;
  }));

  return router;
}
