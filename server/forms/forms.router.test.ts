// POST /api/forms/:form through the real /api router on a loopback port with an in-memory PGlite: stored with its
// outbox row, field codes, honeypot, rate limits (and X-Forwarded-For), CV uploads by content and size, guards,
// and a database that fails mid-transaction or is down (503, nothing half-written).
import http from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { FORM_IDS, type FormId } from '../../common/forms/forms.registry';
import { CV_MAX_BYTES } from '../../common/forms/job-application.schema';
import type { ApiHarness } from '../api/api-test-harness';
import { DatabaseUnavailableError, type Database } from '../db/database';
import { clearTables, CV_FILES, cvForm, openTestDatabase, startFormsHarness, VALID_FORMS } from './forms-test.fixture';

let db: Database;
let h: ApiHarness;
let stored = 0;
const logLines: string[] = [];
const logger = pino(
  { level: 'debug' },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
);

beforeAll(async () => {
  db = await openTestDatabase();
  h = await startFormsHarness({ db, logger, overrides: { onFormStored: () => stored++ } });
});
afterAll(async () => {
  await h?.close();
  await db?.close();
});
afterEach(async () => {
  await clearTables(db);
});

const count = async (table: string, where = 'true') => (await db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`)).rows[0]!.n;
const post = (form: string, body: unknown, headers?: Record<string, string>) => h.call('POST', `/api/forms/${form}`, body, headers);

describe('POST /api/forms/:form — JSON forms', () => {
  const jsonForms = FORM_IDS.filter((id): id is Exclude<FormId, 'job-application'> => id !== 'job-application');

  it.each(jsonForms)('%s: stores the submission and its notification, answers 201 { id }', async (form) => {
    const before = stored;
    const res = await post(form, VALID_FORMS[form]);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json).toEqual({ success: true, data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) }, error: null });
    const id = res.json.data.id as string;
    const { rows } = await db.query<{ form: string; status: string; locale: string; payload: Record<string, unknown>; ip_hash: string }>(
      'select form, status, locale, payload, ip_hash from form_submissions where id = $1',
      [id],
    );
    expect(rows[0]).toMatchObject({ form, status: 'new', locale: VALID_FORMS[form].locale });
    expect(rows[0]!.payload).not.toHaveProperty('website_url');
    expect(rows[0]!.payload).not.toHaveProperty('locale');
    expect(rows[0]!.payload.email).toBe(VALID_FORMS[form].email);
    // A keyed hash, never the address itself.
    expect(rows[0]!.ip_hash).toMatch(/^[\w-]{22}$/);
    expect(rows[0]!.ip_hash).not.toContain('127.0.0.1');
    const outbox = await db.query<{ kind: string; payload: unknown; sent_at: unknown; attempts: number }>(
      'select kind, payload, sent_at, attempts from outbox',
    );
    expect(outbox.rows).toEqual([{ kind: 'lead-notification', payload: { submissionId: id }, sent_at: null, attempts: 0 }]);
    expect(stored).toBe(before + 1);
  });

  it('stores the parsed values: normalised postcode, https website, numbers, no empty optionals', async () => {
    const dealer = await post('become-dealer', VALID_FORMS['become-dealer']);
    const employer = await post('employer-plan', VALID_FORMS['employer-plan']);
    const payloadOf = async (id: string) =>
      (await db.query<{ payload: Record<string, unknown> }>('select payload from form_submissions where id = $1', [id])).rows[0]!.payload;
    expect(await payloadOf(dealer.json.data.id)).toMatchObject({ postcode: '9781 AB', website: 'https://devries-fietsen.nl' });
    const employerPayload = await payloadOf(employer.json.data.id);
    expect(employerPayload.employees).toBe(45);
    expect(employerPayload).not.toHaveProperty('message');
  });

  it('answers 422 with a code per field and stores nothing', async () => {
    const res = await post('testride', { ...VALID_FORMS.testride, email: 'pieter@', preferredDate: '2026-03-10', postcode: '12', model: 'brompton', name: '' });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({
      success: false,
      data: { fieldErrors: { name: 'required', email: 'invalid_email', model: 'invalid_choice', preferredDate: 'date_in_past', postcode: 'invalid_postcode' } },
      error: 'Some fields are missing or invalid. Please check the form.',
    });
    const unknown = await post('contact', { ...VALID_FORMS.contact, isAdmin: true });
    expect(unknown.status).toBe(422);
    expect(unknown.json.data.fieldErrors).toEqual({ isAdmin: 'unknown_field' });
    const empty = await post('contact', {});
    expect(empty.json.data.fieldErrors).toMatchObject({ name: 'required', email: 'required', subject: 'required', message: 'required' });
    expect(await count('form_submissions')).toBe(0);
    expect(await count('outbox')).toBe(0);
  });

  it('answers 404 for an unknown form and 400 for a body that is not an object', async () => {
    for (const form of ['newsletter', 'CONTACT', '__proto__', 'contact%00']) {
      const res = await post(form, VALID_FORMS.contact);
      expect(res.status, form).toBe(404);
      expect(res.json).toEqual({ success: false, data: null, error: 'Unknown form' });
    }
    for (const body of ['[1,2]', 'null', '"text"', '42']) {
      const res = await post('contact', body);
      expect(res.status, body).toBe(400);
      expect(res.json.error).toBe('Invalid request');
    }
    expect((await post('contact', '{"name":')).status).toBe(400);
    expect(await count('form_submissions')).toBe(0);
  });

  it('keeps the /api guards: cross-site 403, form-encoded 415, more than 100 kB 413', async () => {
    const cross = await post('contact', VALID_FORMS.contact, { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    const urlEncoded = await post('contact', new URLSearchParams(VALID_FORMS.contact).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(urlEncoded.status).toBe(415);
    const multipartToJsonForm = await h.call('POST', '/api/forms/contact', cvForm(VALID_FORMS.contact, null));
    expect(multipartToJsonForm.status).toBe(415);
    const big = await post('contact', { ...VALID_FORMS.contact, message: 'x'.repeat(110 * 1024) });
    expect(big.status).toBe(413);
    expect(await count('form_submissions')).toBe(0);
  });

  it('honeypot filled: answers like a success, stores as spam, queues no mail', async () => {
    const before = stored;
    const res = await post('contact', { ...VALID_FORMS.contact, website_url: 'http://cheap-pills.example', email: 'not even valid' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ success: true, data: { id: expect.any(String) }, error: null });
    const { rows } = await db.query<{ status: string; payload: Record<string, unknown> }>('select status, payload from form_submissions');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('spam');
    expect(rows[0]!.payload.website_url).toBe('http://cheap-pills.example');
    expect(await count('outbox')).toBe(0);
    expect(stored).toBe(before);
  });

  it('never logs personal data', async () => {
    logLines.length = 0;
    await post('maintenance-subscription', VALID_FORMS['maintenance-subscription']);
    await post('testride', { ...VALID_FORMS.testride, email: 'wrong@' });
    const log = logLines.join('\n');
    expect(log).toContain('form submission stored');
    expect(log).toContain('form submission refused');
    for (const secret of ['hans.mueller@example.de', '421 123456', 'Müller', 'Am Wall', '28195', 'wrong@', '127.0.0.1']) expect(log).not.toContain(secret);
  });
});

describe('POST /api/forms/job-application — multipart with a CV', () => {
  const fields = VALID_FORMS['job-application'];
  const send = (body: FormData, headers?: Record<string, string>) => h.call('POST', '/api/forms/job-application', body, headers);

  it('accepts a PDF and stores it with the submission', async () => {
    const pdf = CV_FILES.pdf();
    const res = await send(cvForm(fields, { bytes: pdf, name: 'CV Daan Visser.pdf' }));
    expect(res.status).toBe(201);
    const { rows } = await db.query<{ file_name: string; content_type: string; size_bytes: number; content: Uint8Array; sha256: string }>(
      'select file_name, content_type, size_bytes, content, sha256 from form_files where submission_id = $1',
      [res.json.data.id],
    );
    expect(rows[0]).toMatchObject({ file_name: 'CV Daan Visser.pdf', content_type: 'application/pdf', size_bytes: pdf.length });
    expect(Buffer.from(rows[0]!.content).equals(pdf)).toBe(true);
    expect(await count('outbox')).toBe(1);
  });

  it('accepts a DOCX, recognised by its content whatever it is called', async () => {
    const res = await send(cvForm(fields, { bytes: CV_FILES.docx(), name: 'mijn-cv', type: 'application/octet-stream' }));
    expect(res.status).toBe(201);
    const { rows } = await db.query<{ file_name: string; content_type: string }>('select file_name, content_type from form_files');
    expect(rows[0]).toEqual({ file_name: 'mijn-cv.docx', content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
  });

  it('keeps a UTF-8 file name', async () => {
    const res = await send(cvForm(fields, { bytes: CV_FILES.pdf(), name: 'curriculum-vitæ Ünal.pdf' }));
    expect(res.status).toBe(201);
    expect((await db.query<{ file_name: string }>('select file_name from form_files')).rows[0]!.file_name).toBe('curriculum-vitæ Ünal.pdf');
  });

  it.each([
    ['an .exe renamed cv.pdf', CV_FILES.exe(), 'cv.pdf'],
    ['a Word file with macros', CV_FILES.docm(), 'cv.docx'],
    ['a ZIP that is no Word document', CV_FILES.zip(), 'cv.docx'],
    ['an empty file', Buffer.alloc(0), 'cv.pdf'],
  ])('refuses %s by its content (422 file_type), stores nothing', async (_label, bytes, name) => {
    const res = await send(cvForm(fields, { bytes, name }));
    expect(res.status).toBe(422);
    expect(res.json.data.fieldErrors).toEqual({ cv: 'file_type' });
    expect(await count('form_submissions')).toBe(0);
    expect(await count('form_files')).toBe(0);
  });

  it('asks for the CV when none is attached, together with the other field errors', async () => {
    const res = await send(cvForm({ ...fields, motivation: 'kort' }, null));
    expect(res.status).toBe(422);
    expect(res.json.data.fieldErrors).toEqual({ motivation: 'too_short', cv: 'file_required' });
    // A file input left empty arrives as a nameless, empty part: the same "no file".
    const emptyInput = cvForm(fields, null);
    emptyInput.append('cv', new Blob([]), '');
    expect((await send(emptyInput)).json.data.fieldErrors).toEqual({ cv: 'file_required' });
  });

  it('refuses a CV above 5 MB with 413 before reading the upload, stores nothing', async () => {
    const big = Buffer.concat([CV_FILES.pdf(), Buffer.alloc(CV_MAX_BYTES + 1, 0x20)]);
    const res = await send(cvForm(fields, { bytes: big, name: 'cv.pdf' }));
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ success: false, data: { fieldErrors: { cv: 'file_too_large' } }, error: 'The CV is too large: at most 5 MB.' });
    expect(await count('form_submissions')).toBe(0);
  });

  it('refuses a CV above 5 MB sent without Content-Length (chunked) the moment it passes the limit', async () => {
    const form = cvForm(fields, { bytes: Buffer.concat([CV_FILES.pdf(), Buffer.alloc(CV_MAX_BYTES, 0x20)]), name: 'cv.pdf' });
    const encoded = new Response(form);
    const contentType = encoded.headers.get('content-type')!;
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const url = new URL(`${h.url}/api/forms/job-application`);
    const answer = await new Promise<{ status: number; body: string; sentBytes: number }>((resolve, reject) => {
      let sentBytes = 0;
      const req = http.request(url, { method: 'POST', headers: { 'content-type': contentType, origin: h.origin, 'transfer-encoding': 'chunked' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentBytes }));
      });
      req.on('error', reject);
      // Send in 64 kB chunks, waiting for each to drain, so the early answer arrives while we are still sending.
      const chunkSize = 64 * 1024;
      const next = (offset: number) => {
        if (offset >= bytes.length) return req.end();
        const chunk = bytes.subarray(offset, offset + chunkSize);
        sentBytes += chunk.length;
        if (req.write(chunk)) setImmediate(() => next(offset + chunkSize));
        else req.once('drain', () => next(offset + chunkSize));
      };
      next(0);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).data.fieldErrors).toEqual({ cv: 'file_too_large' });
    expect(await count('form_submissions')).toBe(0);
  });

  it('refuses JSON (415), a second file or a broken body (400), too many fields (413)', async () => {
    const json = await post('job-application', fields);
    expect(json.status).toBe(415);
    expect(json.json.error).toBe('Content-Type must be multipart/form-data');
    const twoFiles = cvForm(fields, { bytes: CV_FILES.pdf(), name: 'a.pdf' });
    twoFiles.append('photo', new Blob([CV_FILES.pdf()]), 'b.pdf');
    expect((await send(twoFiles)).status).toBe(400);
    const broken = await h.call('POST', '/api/forms/job-application', '--x\r\nnot a part', { 'content-type': 'multipart/form-data; boundary=x' });
    expect(broken.status).toBe(400);
    const many = cvForm(fields, { bytes: CV_FILES.pdf(), name: 'cv.pdf' });
    for (let i = 0; i < 20; i++) many.append(`extra${i}`, 'x');
    expect((await send(many)).status).toBe(413);
    const crossSite = await send(cvForm(fields, { bytes: CV_FILES.pdf(), name: 'cv.pdf' }), { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await count('form_submissions')).toBe(0);
  });

  it('honeypot filled: 201, stored as spam without the file, no mail', async () => {
    const res = await send(cvForm({ ...fields, website_url: 'x' }, { bytes: CV_FILES.pdf(), name: 'cv.pdf' }));
    expect(res.status).toBe(201);
    expect(await count('form_submissions', `status = 'spam'`)).toBe(1);
    expect(await count('form_files')).toBe(0);
    expect(await count('outbox')).toBe(0);
  });
});

describe('rate limit per visitor and form', () => {
  let limited: ApiHarness;
  let behindProxy: ApiHarness;
  beforeAll(async () => {
    limited = await startFormsHarness({ db, env: { FORM_RATE_LIMIT: '2/600' } });
    behindProxy = await startFormsHarness({ db, env: { FORM_RATE_LIMIT: '2/600' }, trustProxy: 'loopback' });
  });
  afterAll(async () => {
    await limited?.close();
    await behindProxy?.close();
  });

  it('answers 429 with Retry-After after the limit, per form', async () => {
    const body = VALID_FORMS.contact;
    expect((await limited.call('POST', '/api/forms/contact', body)).status).toBe(201);
    expect((await limited.call('POST', '/api/forms/contact', { ...body, email: 'bad' })).status).toBe(422);
    const third = await limited.call('POST', '/api/forms/contact', body);
    expect(third.status).toBe(429);
    expect(third.json).toEqual({ success: false, data: null, error: 'Too many requests. Please try again later.' });
    expect(Number(third.headers.get('retry-after'))).toBe(600);
    // Another form has its own count.
    expect((await limited.call('POST', '/api/forms/become-dealer', VALID_FORMS['become-dealer'])).status).toBe(201);
    expect(await count('form_submissions')).toBe(2);
  });

  it('a spoofed X-Forwarded-For does not reset the limit when no proxy is trusted', async () => {
    const body = VALID_FORMS.testride;
    await limited.call('POST', '/api/forms/testride', body);
    await limited.call('POST', '/api/forms/testride', body);
    for (const spoof of ['203.0.113.7', '198.51.100.1, 203.0.113.8', '2001:db8::1']) {
      const res = await limited.call('POST', '/api/forms/testride', body, { 'x-forwarded-for': spoof });
      expect(res.status, spoof).toBe(429);
    }
  });

  it('behind a trusted proxy each forwarded client counts on its own, IPv6 per /64', async () => {
    const body = VALID_FORMS['employer-plan'];
    const from = (ip: string) => behindProxy.call('POST', '/api/forms/employer-plan', body, { 'x-forwarded-for': ip });
    expect((await from('203.0.113.7')).status).toBe(201);
    expect((await from('203.0.113.7')).status).toBe(201);
    expect((await from('203.0.113.7')).status).toBe(429);
    expect((await from('203.0.113.9')).status).toBe(201);
    expect((await from('2001:db8:1:2::1')).status).toBe(201);
    expect((await from('2001:db8:1:2:ffff::9')).status).toBe(201);
    expect((await from('2001:db8:1:2::abcd')).status).toBe(429);
  });

  it('refuses an upload over the limit without reading it', async () => {
    const fields = VALID_FORMS['job-application'];
    const upload = () => limited.call('POST', '/api/forms/job-application', cvForm(fields, { bytes: CV_FILES.pdf(), name: 'cv.pdf' }));
    expect((await upload()).status).toBe(201);
    expect((await upload()).status).toBe(201);
    const third = await upload();
    expect(third.status).toBe(429);
    expect(await count('form_submissions', `form = 'job-application'`)).toBe(2);
  });
});

describe('database trouble', () => {
  it('fails in the middle of the transaction: 503, neither the submission nor its file nor the outbox row stays', async () => {
    const failingOutbox: Database = {
      kind: db.kind,
      query: (sql, params) => db.query(sql, params),
      close: async () => undefined,
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            exec: (sql) => tx.exec(sql),
            query: (sql, params) =>
              /insert into outbox/.test(sql)
                ? Promise.reject(new DatabaseUnavailableError(new Error('Connection terminated unexpectedly')))
                : tx.query(sql, params),
          }),
        ),
    };
    const broken = await startFormsHarness({ db: failingOutbox });
    try {
      const json = await broken.call('POST', '/api/forms/contact', VALID_FORMS.contact);
      expect(json.status).toBe(503);
      expect(json.json).toEqual({ success: false, data: null, error: 'We could not save your request right now. Please try again in a moment.' });
      const upload = await broken.call('POST', '/api/forms/job-application', cvForm(VALID_FORMS['job-application'], { bytes: CV_FILES.pdf(), name: 'cv.pdf' }));
      expect(upload.status).toBe(503);
      expect(await count('form_submissions')).toBe(0);
      expect(await count('form_files')).toBe(0);
      expect(await count('outbox')).toBe(0);
    } finally {
      await broken.close();
    }
  });

  it('is down altogether: 503 for submissions and spam alike, and the visitor can retry once it is back', async () => {
    let down = true;
    const unavailable = () => Promise.reject(new DatabaseUnavailableError(new Error('connect ECONNREFUSED 127.0.0.1:5432')));
    const flaky: Database = {
      kind: db.kind,
      query: (sql, params) => (down ? unavailable() : db.query(sql, params)),
      transaction: (fn) => (down ? unavailable() : db.transaction(fn)),
      close: async () => undefined,
    };
    const h2 = await startFormsHarness({ db: flaky });
    try {
      expect((await h2.call('POST', '/api/forms/testride', VALID_FORMS.testride)).status).toBe(503);
      expect((await h2.call('POST', '/api/forms/testride', { ...VALID_FORMS.testride, website_url: 'bot' })).status).toBe(503);
      down = false;
      expect((await h2.call('POST', '/api/forms/testride', VALID_FORMS.testride)).status).toBe(201);
      expect(await count('form_submissions')).toBe(1);
    } finally {
      await h2.close();
    }
  });
});
