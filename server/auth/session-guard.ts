// The server-side checks of the account API: requireCustomer / requireAdmin (a valid session part, and on writes the
// session's CSRF value in X-CSRF-Token), the CSRF check of the login and logout calls, and the route wrapper that turns
// "Magento no longer accepts this token" into the 401 that sends the browser to the login page.
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { ErrorText, NO_STORE, type MagentoErrorMapper } from '../api/api-envelope';
import { apiHandler } from '../api/api-handler';
import type { HttpMethod, MagentoClient, RestRequest } from '../magento/magento.client';
import { UpstreamError } from '../magento/upstream-error';
import type { AccountSession, AdminPart, CustomerPart, SessionManager, SessionRole } from '../security/session';
import { AccountErrorText } from './account-error-text';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Thrown by a route when the session part is missing or Magento refused its token (401). */
export class LoginRequired extends Error {
  constructor(readonly role: SessionRole) {
    super(`login required: ${role}`);
    this.name = 'LoginRequired';
  }
}

/** The envelope with data, for the answers that carry more than a text (login required, 2FA code required). */
export function sendEnvelope(res: Response, status: number, error: string | null, data: unknown): void {
  res.setHeader('Cache-Control', NO_STORE);
  res.status(status).json({ success: status < 400, data, error });
}

export function sendLoginRequired(res: Response, role: SessionRole): void {
  sendEnvelope(res, 401, AccountErrorText.notLoggedIn, { login: role });
}

interface Guarded {
  session: AccountSession;
}

/** requireCustomer / requireAdmin: a customer session never passes the admin check, and the other way round. */
export function sessionGuard(sessions: SessionManager, role: SessionRole): RequestHandler {
  return (req, res, next) => {
    const { session, expired } = sessions.read(req);
    // An expired part is removed from the cookie at once, so the page and every later call agree.
    if (session && expired.length) sessions.write(req, res, session);
    if (!session?.[role]) return sendLoginRequired(res, role);
    if (!SAFE_METHODS.has(req.method) && !sessions.csrfMatches(req, session)) {
      sendEnvelope(res, 403, ErrorText.crossSite, null);
      return;
    }
    (res.locals as { account?: Guarded }).account = { session };
    next();
  };
}

/** Writes under /api/auth: the session's CSRF value must come along (GET /api/session hands it out first). */
export function requireCsrf(sessions: SessionManager): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const { session } = sessions.read(req);
    if (!session || !sessions.csrfMatches(req, session)) {
      sendEnvelope(res, 403, ErrorText.crossSite, null);
      return;
    }
    next();
  };
}

function sessionOf(res: Response, role: SessionRole): AccountSession {
  const session = (res.locals as { account?: Guarded }).account?.session;
  if (!session?.[role]) throw new LoginRequired(role);
  return session;
}

export function customerOf(res: Response): CustomerPart {
  return sessionOf(res, 'customer').customer!;
}

export function adminOf(res: Response): AdminPart {
  return sessionOf(res, 'admin').admin!;
}

export type UserRest = <T = unknown>(req: Omit<RestRequest, 'auth'> & { method: HttpMethod }) => Promise<T>;

/**
 * Magento calls with the logged-in person's own token. Magento answers an expired, revoked or insufficient token with
 * 401; that ends this part of the session (LoginRequired) instead of becoming a 502 like an integration-token 401.
 */
export function userRest(client: MagentoClient, role: SessionRole): UserRest {
  return async <T>(req: Omit<RestRequest, 'auth'>) => {
    try {
      return await client.rest<T>({ ...req, auth: 'integration' });
    } catch (err) {
      if (err instanceof UpstreamError && err.failure === 'http' && err.status === 401) throw new LoginRequired(role);
      throw err;
    }
  };
}

export type AccountRouteBody = (req: Request, res: Response, log: Logger) => Promise<void>;

/** apiHandler for account routes: LoginRequired drops that session part and answers 401 with `data.login`. */
export function accountHandler(
  deps: { logger: Logger; sessions: SessionManager },
  route: string,
  body: AccountRouteBody,
  mapper?: MagentoErrorMapper,
  failureText?: string,
): RequestHandler {
  return apiHandler(
    deps,
    route,
    async (req, res, log) => {
      try {
        await body(req, res, log);
      } catch (err) {
        if (!(err instanceof LoginRequired) || res.headersSent) throw err;
        log.info({ route, role: err.role }, 'session ended by Magento');
        deps.sessions.drop(req, res, err.role);
        sendLoginRequired(res, err.role);
      }
    },
    mapper,
    failureText,
  );
}
