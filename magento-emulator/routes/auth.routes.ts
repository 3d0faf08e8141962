// Token routes (Magento_Integration, Magento_JwtUserToken, Magento_Customer, Magento_TwoFactorAuth): admin and customer
// JWTs (60 minutes each), revoke (all of the customer's tokens, every device), customers/me, and the Google
// Authenticator admin login that replaces the plain admin token when 2FA is on.
import { Router } from 'express';
import { MagentoError, inputException, noRoute, required, signInIncorrect } from '../lib/magento.errors';
import { asString, param, requireParam } from '../lib/magento.input';
import { handle, principalOf, requireResource } from '../lib/route.helpers';
import { verifyTotp } from '../lib/totp';
import { issueToken, revokeCustomerTokens, signIn } from '../domain/auth.service';
import type { EmulatorContext } from '../domain/emulator.context';
import { renderCustomer } from '../domain/customer.service';

/**
 * Integration/Model/CredentialsValidator::validate: an empty or missing username and password are each an input error
 * (400, aggregated when both are; api-functional CustomerTokenServiceTest/AdminTokenServiceTest
 * ::test…EmptyOrNullCredentials), checked before any sign-in attempt is counted.
 */
function credentials(body: unknown): { username: string; password: string } {
  const username = asString(param(body, 'username') ?? undefined);
  const password = asString(param(body, 'password') ?? undefined);
  const missing = [
    ['username', username],
    ['password', password],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => required(name!));
  if (missing.length > 0) throw inputException(missing);
  if (username!.length > 254 || password!.length > 256) throw signInIncorrect();
  return { username: username!, password: password! };
}

export function authRoutes(ctx: EmulatorContext): Router {
  const router = Router();

  router.post(
    '/integration/admin/token',
    handle(async (req) => {
      const { username, password } = credentials(req.body);
      const userId = await signIn(ctx.store, 'admin', username, password, ctx.clock.now());
      // TwoFactorAuth's AdminAccessTokenService (2.4.6): the credentials are checked (and a failure counted) first,
      // then a valid login is told to use the provider endpoint, with the providers it has in `parameters`.
      if (ctx.settings.twoFactorAuth) {
        throw new MagentoError(400, 'Please use the 2fa provider-specific endpoints to obtain a token.', { active_providers: ['google'] });
      }
      return issueToken(ctx.settings, 'admin', userId, ctx.clock.now());
    }),
  );

  // GoogleAuthenticateInterface::createAdminAccessToken($username, $password, $otp): the password check of the
  // plain token service (lock included), then the code; a wrong code is AuthorizationException "Invalid code." (401).
  // Without the module the route does not exist.
  router.post(
    '/tfa/provider/google/authenticate',
    handle(async (req) => {
      if (!ctx.settings.twoFactorAuth) throw noRoute();
      const { username, password } = credentials(req.body);
      const otp = asString(requireParam(req.body, 'otp'));
      const userId = await signIn(ctx.store, 'admin', username, password, ctx.clock.now());
      if (!verifyTotp(ctx.settings.adminTotpSecret, (otp ?? '').trim(), ctx.clock.now())) throw new MagentoError(401, 'Invalid code.');
      return issueToken(ctx.settings, 'admin', userId, ctx.clock.now());
    }),
  );

  router.post(
    '/integration/customer/token',
    handle(async (req) => {
      const { username, password } = credentials(req.body);
      const customerId = await signIn(ctx.store, 'customer', username, password, ctx.clock.now());
      return issueToken(ctx.settings, 'customer', customerId, ctx.clock.now());
    }),
  );

  router.post(
    '/integration/customer/revoke-customer-token',
    requireResource('self'),
    handle(async (_req, res) => {
      const principal = principalOf(res);
      // CustomerTokenService::revokeCustomerAccessToken: not just this token, all of this customer's (Revoker::revokeFor).
      if (principal?.kind === 'customer') await ctx.store.tx((q) => revokeCustomerTokens(q, principal.customerId, ctx.clock.now()));
      return true;
    }),
  );

  router.get(
    '/customers/me',
    requireResource('self'),
    handle(async (_req, res) => {
      const principal = principalOf(res);
      return principal?.kind === 'customer' ? renderCustomer(ctx.store, principal.customerId) : null;
    }),
  );

  return router;
}
