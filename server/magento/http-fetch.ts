// A minimal fetch for upstream calls on node:http(s) with keep-alive agents: undici's fetch costs about half a
// millisecond per call on loopback, more than the whole rest of a proxied request (DESIGN §11 asks ≤ 1 ms added).
import http from 'node:http';
import https from 'node:https';

export interface UpstreamInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | null;
  signal?: AbortSignal;
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
        const chunks: Buffer[] = [];
        const done = new Promise<string>((ok, fail) => {
          res.on('data', (c: Buffer) => chunks.push(c));
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
