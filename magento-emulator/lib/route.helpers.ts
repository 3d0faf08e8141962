// Glue between Express and Magento's web API conventions: scalar answers, null → [], auth per route, store scope.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ScopeCode } from '../domain/catalog.service';
import { resolveBearer, type Principal } from '../domain/auth.service';
import type { EmulatorContext } from '../domain/emulator.context';
import { notAuthorized } from './magento.errors';
import { withoutNulls } from './magento.output';

export interface RequestScope {
  scope: ScopeCode;
  storeId: number;
}

export function scopeOf(res: Response): RequestScope {
  return (res.locals.scope as RequestScope | undefined) ?? { scope: 'nl', storeId: 1 };
}

/** A value already free of null members (cached renders): sent without another deep copy. */
export class PreparedJson {
  constructor(readonly value: unknown) {}
}

/** ServiceOutputProcessor: scalars go out bare, a null return becomes `[]`, nullable fields are left out. */
export function sendMagento(res: Response, value: unknown, status = 200): void {
  const body = value instanceof PreparedJson ? value.value : value === null || value === undefined ? [] : withoutNulls(value);
  res.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

export function handle(fn: (req: Request, res: Response) => Promise<unknown>): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const value = await fn(req, res);
      if (!res.headersSent) sendMagento(res, value);
    } catch (error) {
      next(error);
    }
  };
}

export function principalOf(res: Response): Principal | null {
  return (res.locals.principal as Principal | null | undefined) ?? null;
}

/** Resolves the Bearer token for every route: anonymous routes ignore a bad token, like Magento's guest fallback. */
export function resolvePrincipal(ctx: EmulatorContext): RequestHandler {
  return async (req, res, next) => {
    try {
      res.locals.principal = await resolveBearer(ctx.store, req.get('authorization'), ctx.settings, ctx.clock.now());
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** An ACL resource needs an admin token or an integration granted it; `self` needs a customer token. */
export function requireResource(resource: string): RequestHandler {
  return (_req, res, next) => {
    const principal = principalOf(res);
    const allowed =
      resource === 'self'
        ? principal?.kind === 'customer'
        : principal?.kind === 'admin' || (principal?.kind === 'integration' && !principal.denied.includes(resource));
    if (!allowed) return next(notAuthorized(resource));
    next();
  };
}

/** A named path parameter as one string (Express 5 types allow arrays for wildcards; ours are never wildcards). */
export function pathParam(req: { params: Record<string, string | string[] | undefined> }, name: string): string {
  const value = req.params[name];
  return Array.isArray(value) ? value.join('/') : (value ?? '');
}
