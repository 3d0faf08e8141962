// The leads admin API through the real /api router: the default guard refuses everyone (401), and behind an
// allowing guard: filters and pages, one lead, status changes, the CSV export (escaping, formula injection) and
// the CV download.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiHarness } from '../api/api-test-harness';
import type { Database } from '../db/database';
import { createSubmissionStore, type NewSubmission } from './form-submissions.store';
import { CV_FILES, openTestDatabase, startFormsHarness, TEST_NOW } from './forms-test.fixture';
import { createAuditLog } from '../audit/audit-log';

let db: Database;
let h: ApiHarness;
let closed: ApiHarness;
const ids: Record<string, string> = {};

/** Stores a lead as if it arrived at `at` (shop time matters for the date filters). */
async function seed(name: string, at: string, submission: NewSubmission): Promise<void> {
  ids[name] = await createSubmissionStore(db, () => Date.parse(at)).save(submission);
}

beforeAll(async () => {
  db = await openTestDatabase();
  h = await startFormsHarness({ db });
  closed = await startFormsHarness({ db, overrides: { requireAdmin: undefined } });
  // 23:30 UTC on 1 March is 00:30 on 2 March in Amsterdam.
  await seed('dealer', '2026-03-01T23:30:00Z', {
    form: 'become-dealer',
    status: 'new',
    locale: 'nl',
    payload: {
      company: '=HYPERLINK("http://evil.example","klik")',
      contactName: 'Anna de Vries',
      email: 'anna@devries.nl',
      phone: '+31 50 1234567',
      city: 'Bedum',
      message: 'Regel 1\nRegel "2", met komma',
    },
    ipHash: 'h1',
    file: null,
  });
  await seed('testride', '2026-03-03T10:00:00Z', {
    form: 'testride',
    status: 'new',
    locale: 'en',
    payload: {
      name: 'Pieter 100% Jansen',
      email: 'pieter@example.nl',
      phone: '0612345678',
      model: 'piccolo',
      preferredDate: '2026-04-02',
      postcode: '3511 AB',
      country: 'NL',
    },
    ipHash: 'h2',
    file: null,
  });
  await seed('job', '2026-03-05T08:00:00Z', {
    form: 'job-application',
    status: 'new',
    locale: 'de',
    payload: { vacancy: 'mechanic', name: 'Jürgen Groß', email: 'juergen@example.de', phone: '+49 30 1234567', motivation: '@SUM(1+1) ich schraube gern' },
    ipHash: 'h3',
    file: { field: 'cv', fileName: 'Lebenslauf Jürgen "Groß".pdf', contentType: 'application/pdf', sha256: 'x', bytes: CV_FILES.pdf() },
  });
  await seed('spam', '2026-03-06T08:00:00Z', {
    form: 'contact',
    status: 'spam',
    locale: 'nl',
    payload: { name: 'bot', website_url: 'x' },
    ipHash: 'h4',
    file: null,
  });
});
afterAll(async () => {
  await h?.close();
  await closed?.close();
  await db?.close();
});

const get = (path: string) => h.call('GET', path);

describe('leads admin API', () => {
  it('refuses everyone without an admin session with the default guard', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/leads'],
      ['GET', '/api/admin/leads.csv'],
      ['GET', `/api/admin/leads/${ids.job}`],
      ['GET', `/api/admin/leads/${ids.job}/cv`],
      ['PATCH', `/api/admin/leads/${ids.job}`],
      ['DELETE', `/api/admin/leads/${ids.job}`],
    ] as const) {
      const res = await closed.call(method, path, method === 'PATCH' ? { status: 'done' } : undefined);
      expect(res.status, path).toBe(401);
      expect(res.json).toEqual({ success: false, data: { login: 'admin' }, error: 'Not logged in' });
    }
  });

  it('lists the newest first, without spam unless asked', async () => {
    const res = await get('/api/admin/leads');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json.data).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(res.json.data.items.map((l: { id: string }) => l.id)).toEqual([ids.job, ids.testride, ids.dealer]);
    expect(res.json.data.items[0]).toEqual({
      id: ids.job,
      form: 'job-application',
      status: 'new',
      locale: 'de',
      fields: expect.objectContaining({ vacancy: 'mechanic', name: 'Jürgen Groß' }),
      file: { field: 'cv', fileName: 'Lebenslauf Jürgen "Groß".pdf', contentType: 'application/pdf', sizeBytes: CV_FILES.pdf().length },
      createdAt: '2026-03-05T08:00:00.000Z',
      updatedAt: '2026-03-05T08:00:00.000Z',
    });
    const spam = await get('/api/admin/leads?status=spam');
    expect(spam.json.data.items.map((l: { id: string }) => l.id)).toEqual([ids.spam]);
  });

  it('filters by form, days in shop time, and text (wildcards literal); pages', async () => {
    const ofIds = async (query: string) => ((await get(`/api/admin/leads?${query}`)).json.data.items as { id: string }[]).map((l) => l.id);
    expect(await ofIds('form=testride')).toEqual([ids.testride]);
    expect(await ofIds('from=2026-03-02&to=2026-03-02')).toEqual([ids.dealer]);
    expect(await ofIds('to=2026-03-01')).toEqual([]);
    expect(await ofIds('from=2026-03-03')).toEqual([ids.job, ids.testride]);
    expect(await ofIds('q=JANSEN')).toEqual([ids.testride]);
    expect(await ofIds('q=100%25')).toEqual([ids.testride]);
    expect(await ofIds('q=%25')).toEqual([ids.testride]);
    expect(await ofIds('q=groß')).toEqual([ids.job]);
    const page2 = await get('/api/admin/leads?pageSize=2&page=2');
    expect(page2.json.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.json.data.items.map((l: { id: string }) => l.id)).toEqual([ids.dealer]);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      'form=newsletter',
      'status=open',
      'from=1-3-2026',
      'page=0',
      'pageSize=500',
      'q=' + 'x'.repeat(101),
      'form=contact&form=testride',
      'q=a%00b',
      'q=%00',
    ]) {
      const res = await get(`/api/admin/leads?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.error).toMatch(/^Invalid request/);
    }
    // The CSV export reads the same filter.
    expect((await get('/api/admin/leads.csv?q=a%00b')).status).toBe(400);
  });

  it('shows one lead; 404 for an unknown or malformed id', async () => {
    expect((await get(`/api/admin/leads/${ids.testride}`)).json.data.fields.model).toBe('piccolo');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await get(`/api/admin/leads/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(404);
      expect(res.json.error).toBe('Lead not found');
    }
  });

  it('changes the status (same-origin JSON only)', async () => {
    const res = await h.call('PATCH', `/api/admin/leads/${ids.testride}`, { status: 'in_progress' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: ids.testride, status: 'in_progress' });
    expect((await get('/api/admin/leads?status=in_progress')).json.data.items).toHaveLength(1);
    expect((await h.call('PATCH', `/api/admin/leads/${ids.testride}`, { status: 'archived' })).status).toBe(400);
    expect((await h.call('PATCH', `/api/admin/leads/${ids.testride}`, { status: 'done', note: 'x' })).status).toBe(400);
    expect((await h.call('PATCH', '/api/admin/leads/00000000-0000-4000-8000-000000000000', { status: 'done' })).status).toBe(404);
    expect((await h.call('PATCH', `/api/admin/leads/${ids.testride}`, { status: 'done' }, { origin: 'https://evil.example' })).status).toBe(403);
    await h.call('PATCH', `/api/admin/leads/${ids.testride}`, { status: 'new' });
    // Each change is in the audit log with before → after; the refused ones are not.
    const { items } = await createAuditLog(db).list({ subjectType: 'lead', subjectId: ids.testride }, 1, 10);
    // (The harness's clock stands still, so both have the same time: compared without order.)
    expect(items).toHaveLength(2);
    expect(items.map((entry) => [entry.action, entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        ['lead.status', { status: 'in_progress' }, { status: 'new' }],
        ['lead.status', { status: 'new' }, { status: 'in_progress' }],
      ]),
    );
  });

  it('exports CSV: BOM, quoted cells, shop time, formula cells defused', async () => {
    const res = await fetch(`${h.url}/api/admin/leads.csv?locale=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="leads-all-2026-03-10.csv"; filename*=UTF-8''leads-all-2026-03-10.csv`);
    const buffer = Buffer.from(await res.arrayBuffer());
    // The byte-order mark that makes Excel read UTF-8 (fetch's text() would hide it).
    expect(buffer.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const text = buffer.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    const header = lines[0]!.split(',');
    expect(header.slice(0, 6)).toEqual(['"id"', '"created_at"', '"updated_at"', '"form"', '"status"', '"locale"']);
    expect(header.at(-1)).toBe('"cv_file"');
    expect(lines).toHaveLength(5); // header, three leads (no spam), trailing empty line
    const dealer = lines.find((l) => l.includes(ids.dealer!))!;
    expect(dealer).toContain('"2026-03-02 00:30:00"');
    expect(dealer).toContain(`"'=HYPERLINK(""http://evil.example"",""klik"")"`);
    expect(dealer).toContain(`"'+31 50 1234567"`);
    expect(text).toContain('"Regel 1\nRegel ""2"", met komma"');
    const job = lines.find((l) => l.includes(ids.job!))!;
    expect(job).toContain(`"'@SUM(1+1) ich schraube gern"`);
    expect(job).toContain('"Lebenslauf Jürgen ""Groß"".pdf"');
    const only = await get('/api/admin/leads.csv?form=testride&locale=en');
    expect(only.text.split('\r\n')[0]).toBe(
      '"id","created_at","updated_at","form","status","locale","name","email","phone","model","preferredDate","country","postcode","message","cv_file"',
    );
    expect((await get('/api/admin/leads.csv?form=nope')).status).toBe(400);
    expect((await get('/api/admin/leads.csv?locale=fr')).status).toBe(400);
  });

  it('exports with semicolons for Dutch and German spreadsheets, named after the filter', async () => {
    for (const locale of ['nl', 'de']) {
      const res = await get(`/api/admin/leads.csv?locale=${locale}&form=testride&status=new&from=2026-03-01&q=Jansen`);
      expect(res.status).toBe(200);
      expect(res.text.split('\r\n')[0]).toBe(
        '"id";"created_at";"updated_at";"form";"status";"locale";"name";"email";"phone";"model";"preferredDate";"country";"postcode";"message";"cv_file"',
      );
      expect(res.headers.get('content-disposition')).toContain('filename="leads-testride-new-from-2026-03-01-search-jansen-2026-03-10.csv"');
    }
    // Without a locale the shop's default language (Dutch) is meant.
    expect((await get('/api/admin/leads.csv')).text.split('\r\n')[0]).toContain('"id";"created_at"');
    expect((await get('/api/admin/leads.csv?status=done&locale=en')).headers.get('content-disposition')).toContain('filename="leads-all-done-2026-03-10.csv"');
  });

  it('deletes a lead with its CV, audited without its personal data; 404 the second time', async () => {
    const id = await createSubmissionStore(db, () => TEST_NOW).save({
      form: 'job-application',
      status: 'new',
      locale: 'nl',
      payload: { vacancy: 'mechanic', name: 'Weg Ermee', email: 'weg@example.nl' },
      ipHash: null,
      file: { field: 'cv', fileName: 'cv.pdf', contentType: 'application/pdf', sha256: 'y', bytes: CV_FILES.pdf() },
    });
    expect((await get(`/api/admin/leads/${id}/cv`)).status).toBe(200);
    const res = await h.call('DELETE', `/api/admin/leads/${id}`);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ id });
    expect((await get(`/api/admin/leads/${id}`)).status).toBe(404);
    expect((await get(`/api/admin/leads/${id}/cv`)).status).toBe(404);
    const files = await db.query<{ n: number }>('select count(*)::int as n from form_files where submission_id = $1', [id]);
    expect(files.rows[0]?.n).toBe(0);
    const { items } = await createAuditLog(db).list({ action: 'lead.delete', subjectId: id }, 1, 10);
    expect(items).toHaveLength(1);
    expect(items[0]!.before).toEqual({ form: 'job-application', status: 'new', receivedAt: new Date(TEST_NOW).toISOString(), cv: true });
    expect(JSON.stringify(items[0])).not.toContain('Weg Ermee');
    expect((await h.call('DELETE', `/api/admin/leads/${id}`)).status).toBe(404);
    expect((await h.call('DELETE', '/api/admin/leads/not-a-uuid')).status).toBe(404);
    expect((await h.call('DELETE', `/api/admin/leads/${ids.job}`, undefined, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await get(`/api/admin/leads/${ids.job}`)).status).toBe(200);
  });

  it('downloads the CV as an attachment with its real type', async () => {
    const res = await fetch(`${h.url}/api/admin/leads/${ids.job}/cv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Lebenslauf J_rgen _Gro__.pdf"; filename*=UTF-8''Lebenslauf%20J%C3%BCrgen%20%22Gro%C3%9F%22.pdf`,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(CV_FILES.pdf())).toBe(true);
    const none = await get(`/api/admin/leads/${ids.testride}/cv`);
    expect(none.status).toBe(404);
    expect(none.json.error).toBe('File not found');
  });
});
