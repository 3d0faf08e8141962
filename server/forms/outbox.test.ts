// The outbox worker with the real SMTP mailer against a fake SMTP server: SMTP down → the row stays pending with
// backoff, and is sent once the server is back; no SMTP configured → nothing lost, said once; the loop, wake and
// stop; two workers never deliver one row twice; the mail's content; no personal data in the logs.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { startFakeSmtp, type FakeSmtpServer } from './fake-smtp.fixture';
import { createSubmissionStore, type NewSubmission, type SubmissionStore } from './form-submissions.store';
import { clearTables, CV_FILES, openTestDatabase, TEST_NOW } from './forms-test.fixture';
import { buildLeadMail, createLeadNotificationDelivery, createSmtpMailer, type Mailer } from './lead-mail';
import { createOutboxWorker, LEAD_NOTIFICATION, redactError, retryDelayMs, type OutboxMessage } from './outbox';

let db: Database;
let store: SubmissionStore;
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
  store = createSubmissionStore(db, () => TEST_NOW);
});
afterAll(() => db?.close());
afterEach(async () => {
  await clearTables(db);
  logLines.length = 0;
});

const jobApplication = (): NewSubmission => ({
  form: 'job-application',
  status: 'new',
  locale: 'nl',
  payload: {
    vacancy: 'mechanic',
    name: 'Daan Visser',
    email: 'daan.visser@example.nl',
    phone: '0612345678',
    motivation: 'Ik sleutel al tien jaar aan fietsen.\nEn ik vouw graag.',
  },
  ipHash: 'hash',
  file: { field: 'cv', fileName: 'CV Daan.pdf', contentType: 'application/pdf', sha256: 'x', bytes: CV_FILES.pdf() },
});
const contact = (): NewSubmission => ({
  form: 'contact',
  status: 'new',
  locale: 'en',
  payload: { name: 'Sophie Bakker', email: 'sophie@example.nl', subject: 'Delivery', message: 'How long does the Elite take?' },
  ipHash: null,
  file: null,
});

interface OutboxRow {
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  sent_at: Date | null;
}
const outboxRows = async () => (await db.query<OutboxRow>('select attempts, next_attempt_at, last_error, sent_at from outbox order by created_at')).rows;
const MAIL = { to: ['leads@folt.test'], from: 'FOLT website <no-reply@folt.test>', adminUrl: 'https://folt.test/admin' };

describe('outbox with SMTP', () => {
  let smtp: FakeSmtpServer;
  let mailer: Mailer;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    mailer = createSmtpMailer(smtp.url);
  });
  afterAll(async () => {
    mailer?.close();
    await smtp?.stop();
  });

  it('SMTP down: the row stays pending with backoff; sent once the server is back, exactly once', async () => {
    await smtp.stop();
    smtp.messages.length = 0;
    let now = TEST_NOW;
    const worker = createOutboxWorker({ db, logger, clock: () => now, random: () => 0, deliver: createLeadNotificationDelivery({ store, mailer, ...MAIL }) });
    await store.save(jobApplication());

    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    let [row] = await outboxRows();
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    expect(row!.last_error).toMatch(/ECONNREFUSED/);
    expect(row!.next_attempt_at.getTime()).toBe(now + 30_000);

    // Not due yet: nothing happens.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    now += 30_000;
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    [row] = await outboxRows();
    expect(row!.attempts).toBe(2);
    expect(row!.next_attempt_at.getTime()).toBe(now + 60_000);

    await smtp.start();
    now += 60_000;
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    [row] = await outboxRows();
    expect(row).toMatchObject({ attempts: 3, last_error: null });
    expect(row!.sent_at?.getTime()).toBe(now);
    now += 24 * 3600_000;
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail!.from).toBe('no-reply@folt.test');
    expect(mail!.to).toEqual(['leads@folt.test']);
    expect(mail!.data).toMatch(/^Subject: \[FOLT website\] Job application #[0-9a-f]{8}$/m);
    expect(mail!.data).toMatch(/^Reply-To: daan.visser@example.nl$/m);
    expect(mail!.data).toContain('Vacancy: mechanic');
    expect(mail!.data).toMatch(/filename="?CV Daan.pdf"?/);
    expect(mail!.data).toContain(CV_FILES.pdf().toString('base64').slice(0, 40));

    const log = logLines.join('\n');
    expect(log).toContain('outbox delivery failed, will retry');
    expect(log).toContain('outbox message delivered');
    for (const personal of ['daan.visser@example.nl', 'Daan', '0612345678']) expect(log).not.toContain(personal);
  });

  it('the loop delivers on wake, keeps polling, and stop() waits for the delivery in progress', async () => {
    smtp.messages.length = 0;
    const worker = createOutboxWorker({ db, logger, pollMs: 60_000, deliver: createLeadNotificationDelivery({ store, mailer, ...MAIL }) });
    worker.start();
    await store.save(contact());
    worker.wake();
    await expect.poll(() => smtp.messages.length, { timeout: 5_000 }).toBe(1);
    expect(smtp.messages[0]!.data).toMatch(/^Subject: \[FOLT website\] Contact message/m);
    await store.save(contact());
    worker.wake();
    await worker.stop();
    // Either it went out before stop() returned, or it is still pending; never half.
    const rows = await outboxRows();
    expect(rows.filter((r) => r.sent_at !== null)).toHaveLength(smtp.messages.length);
    await store.save(contact());
    worker.wake();
    await new Promise((r) => setTimeout(r, 200));
    expect((await outboxRows()).filter((r) => r.sent_at === null).length).toBeGreaterThanOrEqual(1);
  });
});

describe('outbox without SMTP', () => {
  it('leaves the rows pending and says so once', async () => {
    await store.save(contact());
    await store.save(contact());
    const worker = createOutboxWorker({ db, logger, deliver: null, pollMs: 10 });
    worker.start();
    worker.wake();
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    await new Promise((r) => setTimeout(r, 100));
    await worker.stop();
    expect((await outboxRows()).map((r) => [r.attempts, r.sent_at])).toEqual([
      [0, null],
      [0, null],
    ]);
    const notices = logLines.filter((line) => line.includes('SMTP_URL is not set'));
    expect(notices).toHaveLength(1);
    expect(JSON.parse(notices[0]!).pending).toBe(2);
  });
});

describe('outbox claims', () => {
  it('two workers running at once deliver every row exactly once', async () => {
    for (let i = 0; i < 25; i++) await store.save(contact());
    const delivered: string[] = [];
    const deliver = async (message: OutboxMessage) => {
      await new Promise((r) => setTimeout(r, 2));
      delivered.push(message.id);
    };
    const a = createOutboxWorker({ db, logger, deliver, batchSize: 4 });
    const b = createOutboxWorker({ db, logger, deliver, batchSize: 4 });
    for (let round = 0; round < 10; round++) await Promise.all([a.runOnce(), b.runOnce()]);
    expect(delivered).toHaveLength(25);
    expect(new Set(delivered).size).toBe(25);
    expect((await outboxRows()).every((r) => r.sent_at !== null && r.attempts === 1)).toBe(true);
  });

  it('a lead marked spam before its mail went out is not mailed', async () => {
    const id = await store.save(contact());
    await store.setStatus(id, 'spam');
    const sent: unknown[] = [];
    const worker = createOutboxWorker({
      db,
      logger,
      deliver: createLeadNotificationDelivery({ store, mailer: { send: async (m) => void sent.push(m), close: () => undefined }, ...MAIL }),
    });
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(sent).toHaveLength(0);
  });

  it('an unknown kind fails and is retried (a newer instance may know it)', async () => {
    await db.query(`insert into outbox (id, kind, payload, next_attempt_at, created_at) values (gen_random_uuid(), 'sms', '{}'::jsonb, $1, $1)`, [
      new Date(TEST_NOW).toISOString(),
    ]);
    const worker = createOutboxWorker({
      db,
      logger,
      clock: () => TEST_NOW,
      deliver: createLeadNotificationDelivery({ store, mailer: { send: async () => undefined, close: () => undefined }, ...MAIL }),
    });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect((await outboxRows())[0]!.last_error).toContain('unknown outbox kind "sms"');
    expect(LEAD_NOTIFICATION).toBe('lead-notification');
  });
});

describe('outbox helpers', () => {
  it('backs off exponentially up to an hour, with up to 10 % jitter', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000, 3_600_000, () => 0))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(30, 30_000, 3_600_000, () => 0)).toBe(3_600_000);
    expect(retryDelayMs(1, 30_000, 3_600_000, () => 1)).toBe(33_000);
  });

  it('keeps addresses out of stored and logged errors', () => {
    expect(redactError(Object.assign(new Error('Recipient <leads@folt.nl> rejected; sender jan@x.nl'), { code: 'EENVELOPE' }))).toBe(
      'EENVELOPE: Recipient <[address]> rejected; sender [address]',
    );
  });

  it('builds a readable mail: model and plan by name, long texts last, Reply-To the visitor', () => {
    const mail = buildLeadMail(
      {
        id: '0b6f1c52-7d4e-4a8e-9a51-3f1f6f0c2d11',
        form: 'maintenance-subscription',
        status: 'new',
        locale: 'de',
        fields: { plan: 'complete', name: 'Hans Müller', email: 'hans@example.de', model: 'folt-200-s', purchaseYear: 2024, message: 'Bitte im Mai.' },
        file: null,
        createdAt: '2026-03-10T09:00:00.000Z',
        updatedAt: '2026-03-10T09:00:00.000Z',
      },
      null,
      MAIL,
    );
    expect(mail.subject).toBe('[FOLT website] Maintenance subscription #0b6f1c52');
    expect(mail.replyTo).toBe('hans@example.de');
    expect(mail.text).toContain('Plan: Complete (€ 249,00 per year)');
    expect(mail.text).toContain('Model: FOLT 200-S');
    expect(mail.text).toContain('Year of purchase: 2024');
    expect(mail.text).toContain('received 10 March 2026 at 10:00 (Amsterdam time)');
    expect(mail.text.indexOf('Message:')).toBeGreaterThan(mail.text.indexOf('Year of purchase'));
    expect(mail.attachments).toEqual([]);
  });
});
