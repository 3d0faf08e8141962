// The forms on the real PostgreSQL (127.0.0.1:5432, as on CI): a job application with its CV stored through the
// /api router and downloaded again byte for byte, field errors leave nothing behind, a failure mid-transaction
// rolls everything back (503), and two outbox workers on two pools mail each lead exactly once through SMTP.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiHarness } from '../api/api-test-harness';
import { DatabaseUnavailableError, openDatabase, type Database } from '../db/database';
import { createTestSchema, type TestSchema } from '../db/test-postgres.fixture';
import { startFakeSmtp, type FakeSmtpServer } from './fake-smtp.fixture';
import { createSubmissionStore } from './form-submissions.store';
import { CV_FILES, cvForm, startFormsHarness, TEST_NOW, VALID_FORMS } from './forms-test.fixture';
import { createLeadNotificationDelivery, createSmtpMailer } from './lead-mail';
import { createOutboxWorker } from './outbox';

let schema: TestSchema;
let db: Database;
let db2: Database;
let h: ApiHarness;
let smtp: FakeSmtpServer;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  schema = await createTestSchema();
  db = await openDatabase({ databaseUrl: schema.databaseUrl, databaseDir: null });
  db2 = await openDatabase({ databaseUrl: schema.databaseUrl, databaseDir: null });
  h = await startFormsHarness({ db });
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await h?.close();
  await smtp?.stop();
  await db?.close();
  await db2?.close();
  await schema?.drop();
});

const count = async (table: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

describe('forms on PostgreSQL', () => {
  it('stores a job application with its CV and gives the CV back byte for byte', async () => {
    const docx = CV_FILES.docx();
    const res = await h.call('POST', '/api/forms/job-application', cvForm(VALID_FORMS['job-application'], { bytes: docx, name: 'cv.docx' }));
    expect(res.status).toBe(201);
    const id = res.json.data.id as string;
    const download = await fetch(`${h.url}/api/admin/leads/${id}/cv`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(docx)).toBe(true);
    const list = await h.call('GET', '/api/admin/leads?form=job-application&q=visser');
    expect(list.json.data.items.map((l: { id: string }) => l.id)).toEqual([id]);
    expect(await count('outbox')).toBe(1);
  });

  it('leaves nothing behind on field errors or a failure mid-transaction', async () => {
    const before = await count('form_submissions');
    expect((await h.call('POST', '/api/forms/testride', { ...VALID_FORMS.testride, email: 'x' })).status).toBe(422);
    const failingFile: Database = {
      kind: db.kind,
      query: (sql, params) => db.query(sql, params),
      close: async () => undefined,
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            exec: (sql) => tx.exec(sql),
            query: (sql, params) =>
              /insert into outbox/.test(sql) ? Promise.reject(new DatabaseUnavailableError(new Error('Connection terminated'))) : tx.query(sql, params),
          }),
        ),
    };
    const broken = await startFormsHarness({ db: failingFile });
    try {
      const res = await broken.call('POST', '/api/forms/job-application', cvForm(VALID_FORMS['job-application'], { bytes: CV_FILES.pdf(), name: 'cv.pdf' }));
      expect(res.status).toBe(503);
    } finally {
      await broken.close();
    }
    expect(await count('form_submissions')).toBe(before);
    expect(await count('form_files')).toBe(1);
  });

  it('two workers on two pools mail each lead exactly once', async () => {
    const store = createSubmissionStore(db, () => TEST_NOW);
    for (let i = 0; i < 12; i++)
      await store.save({
        form: 'contact',
        status: 'new',
        locale: 'nl',
        payload: { name: `Lead ${i}`, email: `lead${i}@example.nl`, subject: 's', message: 'm' },
        ipHash: null,
        file: null,
      });
    const pending = (await db.query<{ n: number }>('select count(*)::int as n from outbox where sent_at is null')).rows[0]!.n;
    const mailer = createSmtpMailer(smtp.url);
    const worker = (database: Database) =>
      createOutboxWorker({
        db: database,
        logger,
        batchSize: 3,
        deliver: createLeadNotificationDelivery({
          store: createSubmissionStore(database),
          mailer,
          to: ['leads@folt.test'],
          from: 'no-reply@folt.test',
          adminUrl: 'https://folt.test/admin',
        }),
      });
    const [a, b] = [worker(db), worker(db2)];
    try {
      for (let round = 0; round < 8; round++) await Promise.all([a.runOnce(), b.runOnce()]);
    } finally {
      mailer.close();
    }
    expect(smtp.messages).toHaveLength(pending);
    const leadIds = smtp.messages.map((m) => /^Subject: .*#([0-9a-f]{8})$/m.exec(m.data)?.[1]);
    expect(new Set(leadIds).size).toBe(pending);
    expect((await db.query<{ n: number }>('select count(*)::int as n from outbox where sent_at is null or attempts <> 1')).rows[0]!.n).toBe(0);
  });
});
