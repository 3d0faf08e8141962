// A minimal fetch for upstream calls on node:http(s) with keep-alive agents: undici's fetch costs about half a
// millisecond per call on loopback, more than the whole rest of a proxied request (DESIGN §11 asks ≤ 1 ms added).
// A body over `maxBytes` is not read into memory: the connection is dropped as soon as the count passes it.
import http from 'node:http';
import https from 'node:https';

export interface UpstreamInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | null;
  signal?: AbortSignal;
  /** Largest body read (bytes); a larger one rejects with ResponseTooLargeError. httpFetch honours it, fetch does not. */
  maxBytes?: number;
}

/** The answer's body (declared or as it arrived) passed `maxBytes`; the connection was dropped at that point. */
export class ResponseTooLargeError extends Error {
  constructor(
    readonly limit: number,
    readonly status: number,
  ) {
    super(`response body over ${limit} bytes`);
    this.name = 'ResponseTooLargeError';
  }
}

export interface UpstreamResponse {
  status: number;
  text(): Promise<string>;
}

/** The subset of fetch the Magento client uses; `globalThis.fetch` satisfies it too. */
export type UpstreamFetch = (url: string, init: UpstreamInit) => Promise<UpstreamResponse>;

const httpAgent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 1000 });
const httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 1000 });

export const httpFetch: UpstreamFetch = (url, init) =>
  new Promise((resolve, reject) => {
    const u = new URL(url);
    const secure = u.protocol === 'https:';
    const body = init.body ?? undefined;
    const headers: Record<string, string> = { ...init.headers };
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    const req = (secure ? https : http).request(
      u,
      { method: init.method ?? 'GET', headers, agent: secure ? httpsAgent : httpAgent, ...(init.signal ? { signal: init.signal } : {}) },
      (res) => {
        // The body is read eagerly so that the deadline (the signal) also covers a server that stalls mid-body.
        const limit = init.maxBytes ?? Infinity;
        let chunks: Buffer[] = [];
        let received = 0;
        const done = new Promise<string>((ok, fail) => {
          const tooLarge = () => {
            chunks = [];
            fail(new ResponseTooLargeError(limit, res.statusCode ?? 0));
            res.destroy(); // the socket goes with it: the rest of the body is never read, the connection never reused
          };
          if (Number(res.headers['content-length']) > limit) {
            tooLarge();
            return;
          }
          res.on('data', (c: Buffer) => {
            received += c.length;
            if (received > limit) tooLarge();
            else chunks.push(c);
          });
          res.on('end', () => ok(Buffer.concat(chunks).toString('utf8')));
          res.on('error', fail);
          res.on('aborted', () => fail(Object.assign(new Error('response aborted'), { code: 'ECONNRESET' })));
        });
        done.then(
          (text) => resolve({ status: res.statusCode ?? 0, text: async () => text }),
          (err: unknown) => reject(init.signal?.aborted ? abortError(init.signal) : err),
        );
      },
    );
    req.on('error', (err) => reject(init.signal?.aborted ? abortError(init.signal) : err));
    req.end(body);
  });

function abortError(signal: AbortSignal): Error {
  const reason = signal.reason as { name?: string } | undefined;
  return Object.assign(new Error('aborted'), { name: reason?.name === 'TimeoutError' ? 'TimeoutError' : 'AbortError' });
}
