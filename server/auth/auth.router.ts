// Who is logged in and the logins: GET /session (hands out the CSRF value, creating the session cookie when there is
// none), customer and admin login and logout. Magento's tokens go into the encrypted session cookie and nowhere else,
// for as long as the token lives (its own `exp`, see magento-token.ts); login attempts are limited per address and per
// account; Magento's 2FA answers become "enter your code".
//
// One customer account, several browsers: every login gets a token of its own and nothing here revokes a token on
// login, so a second login (another browser, a phone) leaves the first logged in. Magento can only revoke ALL of a
// customer's tokens (CustomerTokenService::revokeCustomerAccessToken → JwtUserToken Revoker::revokeFor), so a
// plain logout does not ask it to: it forgets this browser's token (the cookie is replaced, the token is held nowhere
// else) and the other browsers stay logged in. The token itself stays valid at Magento until its `exp` (60 minutes
// at most by default), but it never left this server, and every instance refuses a copy of the old cookie taken
// before the logout (session-revocations.ts). `{ everywhere: true }` revokes at Magento as well: every browser and
// app of that account is logged out at its next account call.
import { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '../config';
import { ApiError, ErrorText, sendData } from '../api/api-envelope';
import { localeSchema, parseInput, storeFor } from '../api/api-validation';
import type { ApiDeps } from '../api/deps';
import { clientIp, rateLimitSubject } from '../forms/client-ip';
import { mpath } from '../magento/magento.client';
import { UpstreamError } from '../magento/upstream-error';
import { newCsrf, newSid, revocationKey, type AccountSession, type AdminPart, type CustomerPart, type SessionRole } from '../security/session';
import { AccountErrorText } from './account-error-text';
import { sessionPartExpiry } from './magento-token';
import { LoginRequired, accountHandler, requireCsrf, sendEnvelope, userRest } from './session-guard';
import { clearShopCookies, switchToCustomerCart } from './cart-merge';

const noControl = /^[^\u0000-\u001f\u007f]*$/;
const password = z.string().min(1).max(256);
/** `locale`: the page's language, the store view the guest cart is merged in (absent: the default one). */
const customerLoginSchema = z.object({ email: z.string().trim().max(254).pipe(z.email()), password, locale: localeSchema });
const logoutSchema = z.strictObject({ everywhere: z.boolean().optional() });
const adminLoginSchema = z.object({
  username: z.string().trim().min(1).max(254).regex(noControl),
  password,
  otp: z.string().max(32).optional(),
});

/** Magento's "use the 2FA endpoint" answer (400 in 2.4.6, 401 in some releases): the password was right. */
const TWO_FACTOR_REQUIRED = /^Please use the 2fa provider-specific endpoints/i;
/** GoogleAuthenticate's wrong-code answer (AuthorizationException, 401). */
const INVALID_CODE = /^Invalid code/i;

/** Answered with `data` instead of only a text; the browser shows the code field on `otpRequired`. */
class OtpRequired extends Error {}

interface MagentoCustomer {
  id?: unknown;
  email?: unknown;
  firstname?: unknown;
  lastname?: unknown;
}

function upstreamStatus(err: unknown): number | null {
  return err instanceof UpstreamError && err.failure === 'http' ? err.status : null;
}

export function createAuthRouter(deps: ApiDeps): Router {
  const router = Router();
  const { sessions, loginLimits: limits, config } = deps;
  const csrf = requireCsrf(sessions);
  // Token routes are global in Magento; the default store view is as good as any.
  const store = storeFor(config, DEFAULT_LANGUAGE);
  const ipOf = (req: Request) => rateLimitSubject(clientIp(req));

  /** The current session (if any) with `changes`, under a fresh CSRF value: every login and logout renews it. */
  const renew = (req: Request, res: Response, changes: (session: AccountSession) => AccountSession): void => {
    const current = sessions.read(req).session ?? { csrf: newCsrf() };
    sessions.write(req, res, { ...changes({ ...current }), csrf: newCsrf() });
  };

  const refuseTooMany = (res: Response, retryAfterSeconds: number, role: SessionRole, log: Logger): void => {
    log.info({ role, outcome: 'rate-limited' }, 'login refused');
    res.setHeader('Retry-After', String(retryAfterSeconds));
    sendEnvelope(res, 429, AccountErrorText.tooManyAttempts, null);
  };

  /** Magento refused the sign-in: a wrong password, or the account's lock (which Magento words the same way). */
  const signInRefused = async (role: SessionRole, account: string, log: Logger): Promise<never> => {
    const locked = await limits.signInFailed(role, account);
    log.info({ role, outcome: locked ? 'locked' : 'wrong-credentials' }, 'login refused');
    throw new ApiError(locked ? 423 : 401, locked ? AccountErrorText.accountLocked : AccountErrorText.wrongCredentials);
  };

  const tokenOf = (value: unknown): string => {
    if (typeof value !== 'string' || !/^[\x21-\x7e]{1,2048}$/.test(value)) throw new ApiError(502, ErrorText.invalidFormat);
    return value;
  };

  /** Every token of this customer, on every device (Magento knows no other revocation); its 401 is LoginRequired. */
  const revokeAllCustomerTokens = (token: string): Promise<unknown> =>
    userRest(deps.magentoAs(token), 'customer')({ method: 'POST', store, path: mpath`/V1/integration/customer/revoke-customer-token` });

  /**
   * A logout ends the part on every instance, not only in this browser: a copy of the cookie taken before it is
   * refused from now on (session-revocations.ts). When Redis cannot record it, this instance still refuses the copy
   * and the error is logged; the browser is logged out either way.
   */
  const endEverywhere = async (part: CustomerPart | AdminPart, log: Logger): Promise<void> => {
    try {
      await deps.revocations.revoke(revocationKey(part), part.expiresAt);
    } catch (err) {
      log.error({ err: err instanceof Error ? err.message : String(err) }, 'logout not shared with the other instances');
    }
  };

  router.get('/session', (req, res) => {
    const session = sessions.ensure(req, res);
    res.setHeader('Cache-Control', 'no-store');
    sendData(res, { ...sessions.info(req), csrf: session.csrf });
  });

  router.post(
    '/auth/customer/login',
    csrf,
    accountHandler(deps, 'auth.customer.login', async (req, res, log) => {
      const body = parseInput(customerLoginSchema, req.body ?? {});
      const account = body.email.toLowerCase();
      const gate = await limits.admit('customer', account, ipOf(req));
      if (!gate.allowed) return refuseTooMany(res, gate.retryAfterSeconds, 'customer', log);
      const deadlineAt = Date.now() + config.upstreamTimeoutMs;
      let token: string;
      try {
        token = tokenOf(
          await deps.magento.rest<unknown>({
            method: 'POST',
            store,
            path: mpath`/V1/integration/customer/token`,
            auth: 'anonymous',
            body: { username: body.email, password: body.password },
            deadlineAt,
          }),
        );
      } catch (err) {
        const status = upstreamStatus(err);
        if (status === 401 || status === 400) return signInRefused('customer', account, log);
        throw err;
      }
      const me = await userRest(deps.magentoAs(token), 'customer')<MagentoCustomer>({ method: 'GET', store, path: mpath`/V1/customers/me`, deadlineAt });
      if (!me || typeof me.id !== 'number' || !Number.isInteger(me.id) || me.id <= 0) throw new ApiError(502, ErrorText.invalidFormat);
      const name = [me.firstname, me.lastname]
        .filter((part): part is string => typeof part === 'string' && part !== '')
        .join(' ')
        .slice(0, 512);
      const email = (typeof me.email === 'string' ? me.email : body.email).slice(0, 254);
      await limits.loggedIn('customer', account);
      // A token already in this browser (an earlier login, or someone else's) is replaced, not revoked: revoking
      // would end every session of that account, this new one included.
      const expiresAt = sessionPartExpiry(token, deps.clock(), config.customerTokenLifetimeMs);
      renew(req, res, (session) => ({ ...session, customer: { token, id: me.id as number, name, email, expiresAt, sid: newSid() } }));
      log.info({ role: 'customer', outcome: 'logged-in' }, 'login');
      // The cart becomes the customer's Magento cart, the guest cart's lines merged into it (cart-merge.ts), in the
      // shopper's store view as every other cart call: Magento names the lines, totals and messages in it. When
      // Magento will not give the customer a cart, the login stands and the browser keeps its guest cart.
      const cart = await switchToCustomerCart(deps, req, res, token, storeFor(config, body.locale), log).catch((err: unknown) => {
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'customer cart not taken at login');
        return null;
      });
      sendData(res, { customer: { name, email }, cart });
    }),
  );

  router.post(
    '/auth/customer/logout',
    csrf,
    accountHandler(deps, 'auth.customer.logout', async (req, res, log) => {
      const { everywhere = false } = parseInput(logoutSchema, req.body ?? {});
      const part = sessions.read(req).session?.customer;
      if (everywhere) {
        // Needs a live token to ask Magento with; without one (or when Magento no longer takes it) the answer is
        // "log in first" rather than a logout that did not reach the other devices.
        if (!part) throw new LoginRequired('customer');
        try {
          await revokeAllCustomerTokens(part.token);
        } catch (err) {
          // This browser is logged out all the same; the error tells the person the other devices may not be.
          sessions.drop(req, res, 'customer');
          throw err;
        }
        log.info({ role: 'customer', outcome: 'logged-out-everywhere' }, 'logout');
      }
      if (part) await endEverywhere(part, log);
      renew(req, res, (session) => {
        delete session.customer;
        return session;
      });
      // No cart, order or payment of the customer stays behind in this browser (the cart is theirs, in Magento).
      clearShopCookies(res);
      sendData(res, everywhere ? { everywhere: true } : null);
    }),
  );

  router.post(
    '/auth/admin/login',
    csrf,
    accountHandler(deps, 'auth.admin.login', async (req, res, log) => {
      const body = parseInput(adminLoginSchema, req.body ?? {});
      const account = body.username.toLowerCase();
      const otp = body.otp === undefined ? undefined : body.otp.replace(/\s+/g, '');
      const gate = await limits.admit('admin', account, ipOf(req));
      if (!gate.allowed) return refuseTooMany(res, gate.retryAfterSeconds, 'admin', log);
      const deadlineAt = Date.now() + config.upstreamTimeoutMs;
      const credentials = { username: body.username, password: body.password };

      const plainToken = async (): Promise<string> => {
        try {
          return tokenOf(
            await deps.magento.rest<unknown>({
              method: 'POST',
              store,
              path: mpath`/V1/integration/admin/token`,
              auth: 'anonymous',
              body: credentials,
              deadlineAt,
            }),
          );
        } catch (err) {
          const status = upstreamStatus(err);
          if ((status === 400 || status === 401) && TWO_FACTOR_REQUIRED.test((err as UpstreamError).magentoMessage ?? '')) {
            await limits.passwordAccepted('admin', account);
            throw new OtpRequired();
          }
          if (status === 401) return signInRefused('admin', account, log);
          throw err;
        }
      };

      const twoFactorToken = async (code: string): Promise<string> => {
        try {
          return tokenOf(
            await deps.magento.rest<unknown>({
              method: 'POST',
              store,
              path: mpath`/V1/tfa/provider/google/authenticate`,
              auth: 'anonymous',
              body: { ...credentials, otp: code },
              deadlineAt,
            }),
          );
        } catch (err) {
          const status = upstreamStatus(err);
          const message = (err as UpstreamError).magentoMessage ?? '';
          // No 2FA module in this Magento: the code is not needed, the plain endpoint decides.
          if (status === 404 && message === 'Request does not match any route.') return plainToken();
          if (status === 401 && INVALID_CODE.test(message)) {
            await limits.passwordAccepted('admin', account);
            log.info({ role: 'admin', outcome: 'wrong-code' }, 'login refused');
            throw new ApiError(401, AccountErrorText.otpWrong);
          }
          if (status === 401) return signInRefused('admin', account, log);
          throw err;
        }
      };

      let token: string;
      try {
        if (otp === undefined || otp === '') token = await plainToken();
        else if (!/^\d{6}$/.test(otp)) throw new ApiError(401, AccountErrorText.otpWrong);
        else token = await twoFactorToken(otp);
      } catch (err) {
        if (!(err instanceof OtpRequired)) throw err;
        log.info({ role: 'admin', outcome: 'otp-required' }, 'login needs a code');
        return sendEnvelope(res, 401, AccountErrorText.otpRequired, { otpRequired: true });
      }
      await limits.loggedIn('admin', account);
      const expiresAt = sessionPartExpiry(token, deps.clock(), config.adminTokenLifetimeMs);
      renew(req, res, (session) => ({ ...session, admin: { token, username: body.username, expiresAt, sid: newSid() } }));
      log.info({ role: 'admin', outcome: 'logged-in' }, 'login');
      sendData(res, { admin: { username: body.username } });
    }),
  );

  // Magento has no REST route to revoke an admin's own token; it never left this server and dies with the session
  // part here (and at Magento after its lifetime).
  router.post(
    '/auth/admin/logout',
    csrf,
    accountHandler(deps, 'auth.admin.logout', async (req, res, log) => {
      const part = sessions.read(req).session?.admin;
      if (part) await endEverywhere(part, log);
      renew(req, res, (session) => {
        delete session.admin;
        return session;
      });
      sendData(res, null);
    }),
  );

  return router;
}
