// The job application's multipart body, broken every way a client (or an attacker) can break it: parts not closed by
// a boundary, missing or repeated boundaries, huge part headers, many files, an empty file name, wrong content types,
// a socket reset mid-upload, and random cuts and splices of a valid body (FUZZ_RUNS of them). The server answers each
// with a 4xx (or 201 when a splice still spells a valid form), never a 5xx or an error log, and keeps running.
import http from 'node:http';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiHarness } from '../api/api-test-harness';
import type { Database } from '../db/database';
import { clearTables, CV_FILES, errorCollectingLogger, openTestDatabase, startFormsHarness, VALID_FORMS } from './forms-test.fixture';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const BOUNDARY = 'folt-fuzz-boundary';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

let db: Database;
let h: ApiHarness;
const errorLogs: string[] = [];
const logger = errorCollectingLogger(errorLogs);

// An error nobody handles would stop a real server: each one fails the test that caused it (vitest only reports them).
const uncaught: string[] = [];
const onUncaught = (error: unknown) => void uncaught.push(String(error));

beforeAll(async () => {
  process.on('uncaughtException', onUncaught);
  db = await openTestDatabase();
  h = await startFormsHarness({ db, logger });
});
afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  await h?.close();
  await db?.close();
});
afterEach(async () => {
  await clearTables(db);
  expect(errorLogs.splice(0)).toEqual([]);
  expect(uncaught.splice(0)).toEqual([]);
});

const fieldPart = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, fileName: string, bytes: Buffer, type = 'application/pdf') =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`, 'latin1'),
    bytes,
    Buffer.from('\r\n'),
  ]);
const fields = () =>
  Object.entries(VALID_FORMS['job-application'])
    .map(([name, value]) => fieldPart(name, value))
    .join('');
const CLOSE = `--${BOUNDARY}--\r\n`;
const validBody = () => Buffer.concat([Buffer.from(fields()), filePart('cv', 'cv.pdf', CV_FILES.pdf()), Buffer.from(CLOSE)]);

/** A raw POST with exactly these bytes (Content-Length true to them); `reset` destroys the socket after half. */
function post(body: Buffer | string, contentType: string | null = TYPE, reset = false): Promise<{ status: number; json: any }> {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1');
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { origin: h.origin, 'content-length': bytes.length };
    if (contentType !== null) headers['content-type'] = contentType;
    const req = http.request(`${h.url}/api/forms/job-application`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
    });
    if (reset) {
      req.on('error', () => resolve({ status: 0, json: null }));
      req.write(bytes.subarray(0, bytes.length >> 1), () => setTimeout(() => req.destroy(), 20));
      return;
    }
    req.on('error', reject);
    req.end(bytes);
  });
}

/** The server still takes a valid application after whatever came before. */
async function stillServes(): Promise<void> {
  const res = await post(validBody());
  expect(res.status).toBe(201);
}

const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from form_submissions')).rows[0]!.n;

describe('multipart job applications that are broken', () => {
  it('answers 400 to a CV part the body never closes with a boundary (the request that stopped the server)', async () => {
    const body = `${fieldPart('name', 'Daan')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n\r\n%PDF-1.4 truncated`;
    const res = await post(body);
    expect(res).toEqual({ status: 400, json: { success: false, data: null, error: 'Invalid request' } });
    await stillServes();
  });

  it('answers 400 to a file part after the closing boundary that the body cuts off (busboy waited for it forever)', async () => {
    // The body the random splices below found (seed 828874): a valid form whose closing boundary runs into the rest of
    // a repeated copy (`--b--\rDisposition…`), with a second CV part that the body cuts off inside the boundary after it.
    const body = Buffer.from(
      'LS1mb2x0LWZ1enotYm91bmRhcnkNCkNvbnRlbnQtRGlzcG9zaXRpb246IGZvcm0tZGF0YTsgbmFtZT0idmFjYW5jeSINCg0KbWVjaGFuaWMNCi0tZm9sdC1mdXp6LWJvdW5kYXJ5DQpDb250ZW50LURpc3Bvc2l0aW9uOiBmb3JtLWRhdGE7IG5hbWU9Im5hbWUiDQoNCkRhYW4gVmlzc2VyDQotLWZvbHQtZnV6ei1ib3VuZGFyeQ0KQ29udGVudC1EaXNwb3NpdGlvbjogZm9ybS1kYXRhOyBuYW1lPSJlbWFpbCINCg0KZGFhbi52aXNzZXJAZXhhbXBsZS5ubA0KLS1mb2x0LWZ1enotYm91bmRhcnkNCkNvbnRlbnQtRGlzcG9zaXRpb246IGZvcm0tZGF0YTsgbmFtZT0icGhvbmUiDQoNCjA2MTIzNDU2NzgNCi0tZm9sdC1mdXp6LWJvdW5kYXJ5DQpDb250ZW50LURpc3Bvc2l0aW9uOiBmb3JtLWRhdGE7IG5hbWU9Im1vdGl2YXRpb24iDQoNCklrIHNsZXV0ZWwgYWwgdGllbiBqYWFyIGFhbiBmaWV0c2VuIGVuIHdpbCBncmFhZyBtZWV3ZXJrZW4gYWFuIGp1bGxpZSB2b3V3ZmlldHNlbiBpbiBkZSB3ZXJrcGxhYXRzLg0KLS1mb2x0LWZ1enotYm91bmRhcnkNCkNvbnRlbnQtRGlzcG9zaXRpb246IGZvcm0tZGF0YTsgbmFtZT0ibG9jYWxlIg0KDQpubA0KLS1mb2x0LWZ1enotYm91bmRhcnkNCkNvbnRlbnQtRGlzcG9zaXRpb246IGZvcm0tZGF0YTsgbmFtZT0id2Vic2l0ZV91cmwiDQoNCiINCi0tZm9sdC1mdXp6LWJvdW5kYXJ5DQpDb250ZW50LURpc3Bvc2l0aW9uOiBmb3JtLWRhdGE7IG5hbWU9ImN2IjsgZmlsZW5hbWU9ImN2LnBkZiINCkNvbnRlbnQtVHlwZTogYXBwbGljYXRpb24vcGRmDQoNCiVQREYtMS43CjEgMCBvYmogPDwgL1R5cGUgL0NhdGFsb2cgPj4gZW5kb2JqCnRyYWlsZXIgPDwgL1Jvb3QgMSAwIFIgPj4KJSVFT0YKDQotLWZvbHQtZnV6ei1ib3VuZGFyeS0tDURpc3Bvc2l0aW9uOiBmb3JtLWRhdGE7IG5hbWU9ImxvY2FsZSINCg0KbmwNCi0tZm9sdC1mdXp6LWJvdW5kYXJ5DQpDb250ZW50LURpc3Bvc2l0aW9uOiBmb3JtLWRhdGE7IG5hbWU9IndlYnNpdGVfdXJsIg0KDQoNCi0tZm9sdC1mdXp6LWJvdW5kYXJ5DQpDb250ZW50LURpc3Bvc2l0aW9uOiBmb3JtLWRhdGE7IG5hbWU9ImN2IjsgZmlsZW5hbWU9ImN2LnBkZiINCkNvbnRlbnQtVHlwZTogYXBwbGljYXRpb24vcGRmDQoNCiVQREYtMS43CjEgMCBvYmogPDwgL1R5cGUgL0NhdGFsb2cgPj4gZW5kb2JqCnRyYWlsZXIgPDwgL1Jvb3QgMSAwIFIgPj4KJSVFT0YKDQotLWZvbHQtZnV6ei1ib3VuZGFy',
      'base64',
    );
    expect((await post(body)).status).toBe(400);
    expect(await count()).toBe(0);
    await stillServes();
  });

  it('answers 400 to every cut of a valid body before its closing boundary', async () => {
    const body = validBody();
    const closeAt = body.length - CLOSE.length;
    const cuts = [0, 1, 10, ...Array.from({ length: 40 }, (_, i) => Math.floor(((i + 1) * closeAt) / 41)), closeAt - 2, closeAt];
    for (const cut of cuts) expect((await post(body.subarray(0, cut))).status, `cut at ${cut}`).toBe(400);
    expect(await count()).toBe(0);
    await stillServes();
  });

  it('answers 400 (413 past the part limit) to missing, foreign and repeated boundaries', async () => {
    const valid = validBody().toString('latin1');
    const bodies = {
      'no boundary at all': 'name=Daan&cv=%PDF-1.4',
      'another boundary than the header says': valid.replaceAll(BOUNDARY, 'other-boundary'),
      'no closing boundary': valid.slice(0, -CLOSE.length),
      'only boundaries': `--${BOUNDARY}\r\n`.repeat(50),
      'the closing boundary first': CLOSE + valid,
      'a part without headers': `--${BOUNDARY}\r\n\r\nvalue\r\n${CLOSE}`,
    };
    for (const [what, body] of Object.entries(bodies)) {
      const res = await post(body);
      expect([400, 413, 422], what).toContain(res.status);
      expect(res.json?.success, what).toBe(false);
    }
    // A boundary repeated between parts is an empty part: the form itself is still read (and here is valid).
    expect((await post(valid.replace(`--${BOUNDARY}\r\n`, `--${BOUNDARY}\r\n--${BOUNDARY}\r\n`))).status).toBeLessThan(500);
    await stillServes();
  });

  it('answers 400 to a part header above 16 kB, 400/413 to many files; header pairs past the tenth are ignored', async () => {
    const long = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="cv"; filename="${'a'.repeat(100_000)}.pdf"\r\n\r\n%PDF-1.4\r\n${CLOSE}`;
    expect((await post(fields() + long)).status).toBe(400);
    const longName = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${'n'.repeat(10_000)}"\r\n\r\nx\r\n${CLOSE}`;
    // A field name above 64 bytes is no field of any form (and is not echoed back as one).
    expect((await post(fields() + longName)).status).toBe(400);
    // busboy keeps the first ten header pairs of a part (MAX_HEADER_PAIRS) and skips the rest: memory stays bounded.
    const headers = Array.from({ length: 30 }, (_, i) => `X-Header-${i}: ${i}`).join('\r\n');
    const manyHeaders = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n${headers}\r\n\r\n${CV_FILES.pdf().toString('latin1')}\r\n${CLOSE}`;
    expect((await post(fields() + manyHeaders)).status).toBe(201);
    await clearTables(db);
    const files = Buffer.concat([
      Buffer.from(fields()),
      ...Array.from({ length: 40 }, (_, i) => filePart(i % 2 ? 'cv' : `file${i}`, `cv${i}.pdf`, CV_FILES.pdf())),
      Buffer.from(CLOSE),
    ]);
    expect([400, 413]).toContain((await post(files)).status);
    expect(await count()).toBe(0);
    await stillServes();
  });

  it('answers 422 "file required" to a CV part with an empty file name, with or without bytes', async () => {
    // Without a file name busboy reads a part typed application/pdf as a text field: there is no file.
    for (const [bytes, type] of [
      [CV_FILES.pdf(), 'application/pdf'],
      [Buffer.alloc(0), 'application/octet-stream'],
    ] as const) {
      const res = await post(Buffer.concat([Buffer.from(fields()), filePart('cv', '', bytes, type), Buffer.from(CLOSE)]));
      expect(res.status).toBe(422);
      expect(res.json.data.fieldErrors).toEqual({ cv: 'file_required' });
    }
  });

  it('answers 415 or 400 to wrong content types', async () => {
    const body = validBody();
    const answers: Record<string, number> = {};
    for (const type of [
      null,
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; charset=utf-8',
      'multipart/mixed; boundary=x',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json',
    ]) {
      answers[String(type)] = (await post(body, type)).status;
    }
    expect(answers).toEqual({
      null: 415,
      'multipart/form-data': 415,
      'multipart/form-data; boundary=': 400,
      'multipart/form-data; charset=utf-8': 400,
      'multipart/mixed; boundary=x': 415,
      'text/plain': 415,
      'application/x-www-form-urlencoded': 415,
      // Let through to the JSON parser, which cannot read it.
      'application/json': 400,
    });
    // The part's own Content-Type is never believed: an .exe sent as application/pdf is a field error.
    const exe = await post(Buffer.concat([Buffer.from(fields()), filePart('cv', 'cv.pdf', CV_FILES.exe()), Buffer.from(CLOSE)]));
    expect(exe.status).toBe(422);
    await stillServes();
  });

  it("takes a bot's NUL in the honeypot like any spam: the decoy 201, stored as spam (PostgreSQL refuses U+0000)", async () => {
    const body = Buffer.concat([
      Buffer.from(fields().replace('name="website_url"\r\n\r\n', 'name="website_url"\r\n\r\nbot\0')),
      filePart('cv', 'cv.pdf', CV_FILES.pdf()),
      Buffer.from(CLOSE),
    ]);
    expect((await post(body)).status).toBe(201);
    expect((await db.query<{ n: number }>(`select count(*)::int as n from form_submissions where status = 'spam'`)).rows[0]!.n).toBe(1);
  });

  it('survives a client that resets the connection mid-upload', async () => {
    for (let i = 0; i < 5; i++) await post(validBody(), TYPE, true);
    expect(await count()).toBe(0);
    await stillServes();
  });

  it(`answers < 500 to ${RUNS} random cuts and splices of a valid body, and keeps serving`, async () => {
    const valid = validBody();
    const splice = fc
      .array(
        fc.oneof(
          fc.record({ op: fc.constant('cut' as const), at: fc.nat() }),
          fc.record({ op: fc.constant('drop' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 200 }) }),
          fc.record({ op: fc.constant('repeat' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 400 }) }),
          fc.record({
            op: fc.constant('insert' as const),
            at: fc.nat(),
            text: fc.constantFrom(`\r\n--${BOUNDARY}\r\n`, CLOSE, '\r\n\r\n', 'Content-Disposition: form-data; name="cv"; filename=""\r\n', '\0', '"'),
          }),
          fc.record({ op: fc.constant('flip' as const), at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((ops) => {
        let body = valid;
        for (const o of ops) {
          const at = body.length ? o.at % body.length : 0;
          if (o.op === 'cut') body = body.subarray(0, at);
          else if (o.op === 'drop') body = Buffer.concat([body.subarray(0, at), body.subarray(at + o.length)]);
          else if (o.op === 'repeat') body = Buffer.concat([body.subarray(0, at + o.length), body.subarray(at)]);
          else if (o.op === 'insert') body = Buffer.concat([body.subarray(0, at), Buffer.from(o.text, 'latin1'), body.subarray(at)]);
          else if (body.length) body = Buffer.concat([body.subarray(0, at), Buffer.from([o.byte]), body.subarray(at + 1)]);
        }
        return body;
      });
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
    const statuses = new Map<number, number>();
    const samples = fc.sample(splice, { numRuns: RUNS, seed });
    let next = 0;
    const failures: string[] = [];
    const worker = async () => {
      while (next < samples.length) {
        const body = samples[next++]!;
        // A body the server never answers fails with the body and the seed (to replay it), not as the whole test's
        // timeout with nothing to go on (seen once under Node 24 in CI, not reproduced in 12,000 further inputs).
        let timer: NodeJS.Timeout | undefined;
        const res = await Promise.race([post(body), new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 15_000)))]).finally(() =>
          clearTimeout(timer),
        );
        if (res === null) {
          failures.push(`no answer within 15 s to ${JSON.stringify(body.toString('latin1').slice(0, 300))} (seed ${seed})`);
          continue;
        }
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500 || res.status < 200 || res.json?.success !== res.status < 300)
          failures.push(`${res.status} for ${JSON.stringify(body.toString('latin1').slice(0, 300))} (seed ${seed})`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(failures).toEqual([]);
    expect([...statuses.keys()].every((s) => s === 201 || (s >= 400 && s < 500))).toBe(true);
    await stillServes();
  }, 120_000);
});
