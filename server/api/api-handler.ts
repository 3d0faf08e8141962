// Wraps a route body so every failure (validation, Magento, network, conflict) ends in the envelope, logged once.
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { sendFailure, type MagentoErrorMapper } from './api-envelope';
import type { ApiDeps } from './deps';

export type RouteBody = (req: Request, res: Response, log: Logger) => Promise<void>;

export function apiHandler(deps: Pick<ApiDeps, 'logger'>, route: string, body: RouteBody, mapper?: MagentoErrorMapper, failureText?: string): RequestHandler {
  return async (req, res) => {
    const log = (res.locals.log as Logger | undefined) ?? deps.logger;
    try {
      await body(req, res, log);
    } catch (err) {
      if (res.headersSent) {
        log.error({ route, err: err instanceof Error ? err.message : String(err) }, 'failure after headers were sent');
        res.end();
        return;
      }
      sendFailure(res, log, route, err, mapper, failureText);
    }
  };
}
