// The request's cookies, read with the `cookie` package (the parser Express itself uses) so that every server module
// reads them alike: a value that is not valid percent-encoding (`lang=%E0%A4%A`) comes back as it was sent instead of
// throwing, quotes are taken off, whitespace around names and values ignored.
import type { IncomingMessage } from 'node:http';
import { parseCookie } from 'cookie';

/** The first cookie called `name` (browsers send the one with the most specific path first), or undefined. */
export function requestCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  return header ? parseCookie(header)[name] : undefined;
}

/**
 * Every cookie called `name`, in the order sent: a browser may send a stale duplicate (set for another path or by an
 * older version) before the one that counts. The package keeps the first of a name, so each pair is read on its own.
 */
export function requestCookieValues(req: IncomingMessage, name: string): string[] {
  const header = req.headers.cookie;
  if (!header) return [];
  const values: string[] = [];
  for (const pair of header.split(';')) {
    const value = parseCookie(pair)[name];
    if (value !== undefined) values.push(value);
  }
  return values;
}
