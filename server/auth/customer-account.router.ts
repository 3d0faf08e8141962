// A customer's own account beyond logging in: register (and be logged in), ask for a reset mail, set a new password
// from its link, and, logged in, change the password and the name. Magento decides (POST /V1/customers, PUT
// /V1/customers/password, POST /V1/customers/resetPassword, PUT /V1/customers/me/password, PUT /V1/customers/me);
// this server checks Magento's password rules first (common/account/password-rules.ts), limits the anonymous calls
// per address, and turns Magento's English refusals into the contract's codes.
//
// "Forgot password" answers the same whatever Magento says about the address (Magento answers 404 for an unknown
// one): nobody learns here whether an address has an account. Registration cannot hide it (Magento refuses the
// duplicate, as every shop does), so it is limited per address.
import { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { PASSWORD_RULES, passwordProblem, type PasswordProblem } from '../../common/account/password-rules';
import { SERVER_ERROR_TEXT } from '../../common/contract/error-codes';
import { ApiError, ErrorText, sendData } from '../api/api-envelope';
import { localeSchema, parseInput, storeFor, textField } from '../api/api-validation';
import type { ApiDeps } from '../api/deps';
import { clientIp, rateLimitSubject } from '../forms/client-ip';
import { mpath } from '../magento/magento.client';
import { UpstreamError } from '../magento/upstream-error';
import { newCsrf, newSid } from '../security/session';
import { AccountErrorText } from './account-error-text';
import { sessionPartExpiry } from './magento-token';
import { LoginRequired, accountHandler, customerOf, requireCsrf, sendEnvelope, userRest } from './session-guard';
import { switchToCustomerCart } from './cart-merge';

const email = z.string().trim().max(254).pipe(z.email());
const password = z.string().max(PASSWORD_RULES.maxLength * 4);
const name = textField(255);
const registerSchema = z.strictObject({ email, firstname: name, lastname: name, password, locale: localeSchema });
const forgotSchema = z.strictObject({ email, locale: localeSchema });
const resetSchema = z.strictObject({
  email,
  token: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
  password,
  locale: localeSchema,
});
const changePasswordSchema = z.strictObject({ currentPassword: z.string().min(1).max(256), newPassword: password });
const profileSchema = z.strictObject({ firstname: name, lastname: name });

const PROBLEM_TEXT: Readonly<Record<PasswordProblem, string>> = {
  required: SERVER_ERROR_TEXT['password.required'],
  'too-short': SERVER_ERROR_TEXT['password.too-short'],
  'too-long': SERVER_ERROR_TEXT['password.too-long'],
  'edge-space': SERVER_ERROR_TEXT['password.edge-space'],
  classes: SERVER_ERROR_TEXT['password.classes'],
  'same-as-email': SERVER_ERROR_TEXT['password.same-as-email'],
};

/** Magento's refusals of a password (AccountManagement::checkPasswordStrength, CredentialsValidator) as problems. */
const MAGENTO_PASSWORD_TEXTS: ReadonlyArray<[RegExp, PasswordProblem]> = [
  [/^The password needs at least/, 'too-short'],
  [/^Please enter a password with at most/, 'too-long'],
  [/^The password can't begin or end with a space/, 'edge-space'],
  [/^Minimum of different classes of characters in password/, 'classes'],
  [/^The password can't be the same as the email address/, 'same-as-email'],
];

function checkPassword(value: string, address?: string): void {
  const problem = passwordProblem(value, address);
  if (problem) throw new ApiError(400, PROBLEM_TEXT[problem]);
}

/** A 4xx of Magento about the password, the duplicate e-mail or the reset token, in the contract's words; else null. */
function accountRefusal(err: unknown): ApiError | null {
  if (!(err instanceof UpstreamError) || err.failure !== 'http' || err.status === null || err.status >= 500) return null;
  const message = err.magentoMessage ?? '';
  for (const [pattern, problem] of MAGENTO_PASSWORD_TEXTS) if (pattern.test(message)) return new ApiError(400, PROBLEM_TEXT[problem]);
  if (message.startsWith('A customer with the same email address already exists')) return new ApiError(409, AccountErrorText.emailTaken);
  if (/^The password token is expired/.test(message)) return new ApiError(400, AccountErrorText.resetLinkExpired);
  // A mismatched token, an empty one, or an address without an account: all one "this link does not work".
  if (/^The password token is mismatched/.test(message) || /resetPasswordLinkToken/.test(JSON.stringify(err.body?.parameters ?? '')) || err.status === 404) {
    return new ApiError(400, AccountErrorText.resetLinkInvalid);
  }
  return null;
}

interface MagentoCustomer {
  id?: unknown;
  email?: unknown;
  firstname?: unknown;
  lastname?: unknown;
  website_id?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const displayName = (me: MagentoCustomer): string =>
  [me.firstname, me.lastname]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ')
    .slice(0, 512);

export function createCustomerAccountRouter(deps: ApiDeps): Router {
  const router = Router();
  const { sessions, loginLimits: limits, config } = deps;
  const csrf = requireCsrf(sessions);
  const ipOf = (req: Request) => rateLimitSubject(clientIp(req));

  const refuseTooMany = (res: Response, retryAfterSeconds: number, log: Logger, kind: string): void => {
    log.info({ kind, outcome: 'rate-limited' }, 'account request refused');
    res.setHeader('Retry-After', String(retryAfterSeconds));
    sendEnvelope(res, 429, AccountErrorText.tooManyRequests, null);
  };

  /** Magento's call, with its known refusals in the contract's words (the rest goes the usual way: 502, 503, …). */
  const magentoCall = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      throw accountRefusal(err) ?? err;
    }
  };

  router.post(
    '/auth/customer/register',
    csrf,
    accountHandler(deps, 'auth.customer.register', async (req, res, log) => {
      const body = parseInput(registerSchema, req.body ?? {});
      checkPassword(body.password, body.email);
      const gate = await limits.admitAccountRequest('register', ipOf(req));
      if (!gate.allowed) return refuseTooMany(res, gate.retryAfterSeconds, log, 'register');
      const store = storeFor(config, body.locale);
      const deadlineAt = Date.now() + config.upstreamTimeoutMs;
      // The account is made in the shopper's store view: its mails come in the shopper's language.
      await magentoCall(() =>
        deps.magento.rest<unknown>({
          method: 'POST',
          store,
          path: mpath`/V1/customers`,
          auth: 'anonymous',
          body: { customer: { email: body.email, firstname: body.firstname, lastname: body.lastname }, password: body.password },
          deadlineAt,
        }),
      );
      log.info({ outcome: 'registered' }, 'customer registered');
      // Logged in at once, as Magento's own storefront does after createAccount without confirmation.
      const token = await deps.magento.rest<unknown>({
        method: 'POST',
        store,
        path: mpath`/V1/integration/customer/token`,
        auth: 'anonymous',
        body: { username: body.email, password: body.password },
        deadlineAt,
      });
      if (typeof token !== 'string' || !/^[\x21-\x7e]{1,2048}$/.test(token)) throw new ApiError(502, ErrorText.invalidFormat);
      const me = await userRest(deps.magentoAs(token), 'customer')<MagentoCustomer>({ method: 'GET', store, path: mpath`/V1/customers/me`, deadlineAt });
      if (!me || typeof me.id !== 'number' || !Number.isInteger(me.id) || me.id <= 0) throw new ApiError(502, ErrorText.invalidFormat);
      const customer = { name: displayName(me), email: (text(me.email) || body.email).slice(0, 254) };
      const current = sessions.read(req).session ?? { csrf: newCsrf() };
      const expiresAt = sessionPartExpiry(token, deps.clock(), config.customerTokenLifetimeMs);
      sessions.write(req, res, { ...current, customer: { token, id: me.id, ...customer, expiresAt, sid: newSid() }, csrf: newCsrf() });
      // As at login: the guest cart's lines go into the new customer's cart, which becomes the browser's (cart-merge.ts).
      const cart = await switchToCustomerCart(deps, req, res, token, store, log).catch((err: unknown) => {
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'customer cart not taken at registration');
        return null;
      });
      sendData(res, { customer, cart });
    }),
  );

  router.post(
    '/auth/customer/password-forgot',
    csrf,
    accountHandler(deps, 'auth.customer.password-forgot', async (req, res, log) => {
      const body = parseInput(forgotSchema, req.body ?? {});
      const gate = await limits.admitAccountRequest('password-reset', ipOf(req), body.email);
      if (!gate.allowed) return refuseTooMany(res, gate.retryAfterSeconds, log, 'password-forgot');
      try {
        // AccountManagement::initiatePasswordReset with the reset template, in the shopper's store view (the mail's
        // language and its link to this shop's reset page).
        await deps.magento.rest<unknown>({
          method: 'PUT',
          store: storeFor(config, body.locale),
          path: mpath`/V1/customers/password`,
          auth: 'anonymous',
          body: { email: body.email, template: 'email_reset', websiteId: 1 },
          deadlineAt: Date.now() + config.upstreamTimeoutMs,
        });
        log.info({ outcome: 'mail-requested' }, 'password reset');
      } catch (err) {
        // Unknown address (404), Magento_Security's limit (400), …: the same answer as a sent mail.
        if (!(err instanceof UpstreamError) || err.failure !== 'http' || err.status === null || err.status >= 500) throw err;
        log.info({ outcome: 'not-sent', status: err.status }, 'password reset');
      }
      sendData(res, { requested: true });
    }),
  );

  router.post(
    '/auth/customer/password-reset',
    csrf,
    accountHandler(deps, 'auth.customer.password-reset', async (req, res, log) => {
      const body = parseInput(resetSchema, req.body ?? {});
      checkPassword(body.password, body.email);
      const gate = await limits.admitAccountRequest('password-reset', ipOf(req));
      if (!gate.allowed) return refuseTooMany(res, gate.retryAfterSeconds, log, 'password-reset');
      await magentoCall(() =>
        deps.magento.rest<unknown>({
          method: 'POST',
          store: storeFor(config, body.locale),
          path: mpath`/V1/customers/resetPassword`,
          auth: 'anonymous',
          body: { email: body.email, resetToken: body.token, newPassword: body.password },
          deadlineAt: Date.now() + config.upstreamTimeoutMs,
        }),
      );
      log.info({ outcome: 'password-set' }, 'password reset');
      sendData(res, { reset: true });
    }),
  );

  router.get(
    '/customer/profile',
    deps.requireCustomer,
    accountHandler(deps, 'customer.profile', async (_req, res) => {
      const part = customerOf(res);
      const me = await userRest(
        deps.magentoAs(part.token),
        'customer',
      )<MagentoCustomer>({
        method: 'GET',
        store: storeFor(config, 'nl'),
        path: mpath`/V1/customers/me`,
        deadlineAt: Date.now() + config.upstreamTimeoutMs,
      });
      if (!me || me.id !== part.id) throw new LoginRequired('customer');
      res.setHeader('Cache-Control', 'no-store');
      sendData(res, { firstname: text(me.firstname), lastname: text(me.lastname), email: text(me.email) });
    }),
  );

  router.put(
    '/customer/profile',
    deps.requireCustomer,
    accountHandler(deps, 'customer.profile.save', async (req, res) => {
      const body = parseInput(profileSchema, req.body ?? {});
      const part = customerOf(res);
      const rest = userRest(deps.magentoAs(part.token), 'customer');
      const store = storeFor(config, 'nl');
      const deadlineAt = Date.now() + config.upstreamTimeoutMs;
      const me = await rest<MagentoCustomer>({ method: 'GET', store, path: mpath`/V1/customers/me`, deadlineAt });
      if (!me || me.id !== part.id) throw new LoginRequired('customer');
      // CustomerRepository::save saves the whole customer: the e-mail and website go along unchanged.
      const saved = await magentoCall(() =>
        rest<MagentoCustomer>({
          method: 'PUT',
          store,
          path: mpath`/V1/customers/me`,
          body: { customer: { email: me.email, firstname: body.firstname, lastname: body.lastname, website_id: me.website_id ?? 1 } },
          deadlineAt,
        }),
      );
      const session = sessions.read(req).session;
      const nameNow = displayName(saved ?? { firstname: body.firstname, lastname: body.lastname });
      if (session?.customer) sessions.write(req, res, { ...session, customer: { ...session.customer, name: nameNow } });
      sendData(res, { firstname: text(saved?.firstname) || body.firstname, lastname: text(saved?.lastname) || body.lastname, name: nameNow });
    }),
  );

  router.put(
    '/customer/password',
    deps.requireCustomer,
    accountHandler(deps, 'customer.password', async (req, res, log) => {
      const body = parseInput(changePasswordSchema, req.body ?? {});
      const part = customerOf(res);
      checkPassword(body.newPassword, part.email);
      // Guessing the current password is guessing a password: the login's limits count it.
      const gate = await limits.admit('customer', part.email, ipOf(req));
      if (!gate.allowed) return refuseTooMany(res, gate.retryAfterSeconds, log, 'password-change');
      try {
        await deps.magentoAs(part.token).rest<unknown>({
          method: 'PUT',
          store: storeFor(config, 'nl'),
          path: mpath`/V1/customers/me/password`,
          auth: 'integration',
          body: { currentPassword: body.currentPassword, newPassword: body.newPassword },
          deadlineAt: Date.now() + config.upstreamTimeoutMs,
        });
      } catch (err) {
        // Magento answers a wrong current password with 401 (InvalidEmailOrPasswordException) — not an ended session.
        if (err instanceof UpstreamError && err.failure === 'http' && err.status === 401) {
          if (/^The password doesn't match this account/.test(err.magentoMessage ?? '')) throw new ApiError(400, AccountErrorText.currentPasswordWrong);
          throw new LoginRequired('customer');
        }
        throw accountRefusal(err) ?? err;
      }
      await limits.loggedIn('customer', part.email);
      log.info({ outcome: 'password-changed' }, 'customer password');
      sendData(res, { changed: true });
    }),
  );

  return router;
}
