// Request guards for /api: same-origin checks on writes (CSRF), JSON-only bodies with a 100 kB limit (multipart only
// on the routes that ask for it, read under their own limits), and the translation of body-parser failures into the
// envelope, so no handler ever sees a cross-site or unexpected non-JSON write.
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import type { ServerConfig } from '../config';
import { clientErrorOf, ErrorText, sendError } from './api-envelope';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const BODY_LIMIT = '100kb';

function hasBody(req: Request): boolean {
  const len = req.headers['content-length'];
  return (len !== undefined && len !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * Writes need proof that our own page sent them: `Sec-Fetch-Site: same-origin|none`, or an `Origin` equal to
 * PUBLIC_URL's origin or to the Host the request came in on. Browsers send at least one of these on every
 * fetch that is not a GET, and a cross-site page cannot forge either.
 */
export function sameOriginWrites(config: ServerConfig): RequestHandler {
  const publicOrigin = new URL(config.publicUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    const host = req.headers.host;
    const originOk = typeof origin === 'string' && (origin === publicOrigin || (!!host && (origin === `http://${host}` || origin === `https://${host}`)));
    const siteOk = site === 'same-origin' || site === 'none';
    const siteSaysCross = site !== undefined && !siteOk;
    const originSaysCross = origin !== undefined && !originOk;
    if ((originOk || siteOk) && !siteSaysCross && !originSaysCross) return next();
    sendError(res, 403, ErrorText.crossSite);
  };
}

/**
 * A write either has no body at all or a JSON one; anything else (forms, text/plain) is refused with 415 — except
 * multipart/form-data on the exact POST paths listed (below the mount point, e.g. "/forms/job-application"), whose
 * route parses the upload itself under its own limits.
 */
export function jsonOnlyWritesExcept(multipartPaths: readonly string[]): RequestHandler {
  const multipart = new Set(multipartPaths);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const type = req.headers['content-type'];
    if (type === undefined && !hasBody(req)) return next();
    // Checked on the header itself (req.is() answers null for an empty body, which would refuse `{}`-less calls).
    if (type !== undefined && /^application\/json\s*(;|$)/i.test(type)) return next();
    if (type !== undefined && req.method === 'POST' && multipart.has(req.path) && /^multipart\/form-data\s*;/i.test(type)) return next();
    sendError(res, 415, ErrorText.unsupportedMediaType);
  };
}

export const jsonBody: RequestHandler = express.json({ limit: BODY_LIMIT, strict: true, type: 'application/json' });

/** body-parser errors → envelope (413 too large, 415 charset/encoding, 400 broken JSON or compression). */
export const bodyErrors: ErrorRequestHandler = (err, _req, res, next) => {
  const type = (err as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large') return sendError(res, 413, ErrorText.tooLarge);
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') return sendError(res, 415, ErrorText.unsupportedMediaType);
  if (type === 'entity.parse.failed' || type === 'request.aborted' || type === 'request.size.invalid' || type === 'stream.encoding.set') {
    return sendError(res, 400, ErrorText.invalidRequest);
  }
  // Whatever else the parser refuses with a 4xx: a body that is not the gzip, deflate or br its Content-Encoding says.
  const refused = clientErrorOf(err);
  if (refused) return sendError(res, refused.status, refused.text);
  next(err);
};
