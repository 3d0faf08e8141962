// The audit log and the leads' retention purge on both databases the server runs on: embedded PGlite and the real
// PostgreSQL (127.0.0.1:5432, server/db/test-postgres.fixture.ts).
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { createTestSchema, type TestSchema } from '../db/test-postgres.fixture';
import { createSubmissionStore } from '../forms/form-submissions.store';
import { CV_FILES } from '../forms/forms-test.fixture';
import { purgeExpiredLeads, retentionCutoff, startLeadRetention } from '../forms/lead-retention';
import { createAuditLog, recordAudit } from './audit-log';

const silent = pino({ level: 'silent' });

describe('retentionCutoff', () => {
  it('goes back whole calendar months; the 31st falls back to the month end', () => {
    expect(retentionCutoff(new Date('2026-11-26T10:00:00Z'), 24).toISOString()).toBe('2024-11-26T10:00:00.000Z');
    expect(retentionCutoff(new Date('2026-03-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(retentionCutoff(new Date('2026-01-15T00:00:00Z'), 13).toISOString()).toBe('2024-12-15T00:00:00.000Z');
  });
});

for (const kind of ['pglite', 'postgres'] as const) {
  describe(`audit log and lead retention on ${kind}`, () => {
    let db: Database;
    let schema: TestSchema | null = null;

    beforeAll(async () => {
      if (kind === 'postgres') schema = await createTestSchema();
      db = await openDatabase({ databaseUrl: schema?.databaseUrl ?? null, databaseDir: null });
    });
    afterAll(async () => {
      await db?.close();
      await schema?.drop();
    });

    it('records who, when, what and before → after; lists newest first with filters and pages', async () => {
      let now = Date.parse('2026-03-01T22:30:00Z'); // 23:30 in Amsterdam, still 1 March
      const log = createAuditLog(db, () => now);
      const first = await log.record({
        actor: 'anna',
        action: 'part.update',
        subject: { type: 'product', id: 'FOLT-BEL' },
        before: { price: 12.5 },
        after: { price: 14 },
      });
      expect(first).toMatchObject({ at: '2026-03-01T22:30:00.000Z', actor: 'anna', before: { price: 12.5 }, after: { price: 14 } });
      now = Date.parse('2026-03-01T23:30:00Z'); // 00:30 on 2 March in Amsterdam
      await log.record({
        actor: 'bert',
        action: 'order.comment',
        subject: { type: 'order', id: '7' },
        before: { status: 'pending' },
        after: { status: 'processing' },
      });
      now = Date.parse('2026-03-05T08:00:00Z');
      await log.record({ actor: 'anna', action: 'coupon.create', subject: { type: 'coupon', id: '12' }, before: null, after: { code: 'LENTE10' } });

      const all = await log.list({}, 1, 10);
      expect(all.total).toBe(3);
      expect(all.items.map((entry) => entry.action)).toEqual(['coupon.create', 'order.comment', 'part.update']);
      expect(all.items[0]!.before).toBeNull();
      const ids = async (filter: Parameters<typeof log.list>[0]) => (await log.list(filter, 1, 10)).items.map((entry) => entry.subject.id);
      expect(await ids({ actor: 'anna' })).toEqual(['12', 'FOLT-BEL']);
      expect(await ids({ action: 'order.comment' })).toEqual(['7']);
      expect(await ids({ subjectType: 'product', subjectId: 'FOLT-BEL' })).toEqual(['FOLT-BEL']);
      expect(await ids({ from: '2026-03-02', to: '2026-03-02' })).toEqual(['7']);
      expect(await ids({ to: '2026-03-01' })).toEqual(['FOLT-BEL']);
      expect(await ids({ from: '2026-03-03' })).toEqual(['12']);
      const page2 = await log.list({}, 2, 2);
      expect(page2.total).toBe(3);
      expect(page2.items.map((entry) => entry.subject.id)).toEqual(['FOLT-BEL']);
      expect(await log.choices()).toEqual({ actors: ['anna', 'bert'], actions: ['coupon.create', 'order.comment', 'part.update'] });
      await db.query('delete from audit_log');
    });

    it('recordAudit never fails the write it describes: a broken log is logged as an error with the entry', async () => {
      const errors: unknown[] = [];
      const logger = { error: (obj: unknown) => errors.push(obj), warn: () => undefined } as unknown as pino.Logger;
      const broken = {
        record: () => Promise.reject(new Error('disk full')),
        list: () => Promise.reject(new Error('x')),
        choices: () => Promise.reject(new Error('x')),
      };
      const entry = { actor: 'anna', action: 'part.update', subject: { type: 'product' as const, id: 'X' }, before: { qty: 1 }, after: { qty: 2 } };
      await expect(recordAudit({ audit: broken, logger }, entry)).resolves.toBeUndefined();
      expect(errors).toEqual([expect.objectContaining({ audit: entry, err: 'disk full' })]);
      await recordAudit({ audit: createAuditLog(db), logger }, entry);
      expect((await createAuditLog(db).list({ subjectId: 'X' }, 1, 5)).items).toHaveLength(1);
      await db.query('delete from audit_log');
    });

    it('purges leads older than the retention with their files, keeps younger ones, and audits the purge', async () => {
      const save = (at: string, name: string, withCv: boolean) =>
        createSubmissionStore(db, () => Date.parse(at)).save({
          form: 'job-application',
          status: name === 'spam' ? 'spam' : 'new',
          locale: 'nl',
          payload: { vacancy: 'mechanic', name, email: `${name}@example.nl` },
          ipHash: null,
          file: withCv ? { field: 'cv', fileName: `${name}.pdf`, contentType: 'application/pdf', sha256: 'x', bytes: CV_FILES.pdf() } : null,
        });
      const old = await save('2024-11-25T09:00:00Z', 'oud', true);
      const oldSpam = await save('2023-01-01T09:00:00Z', 'spam', false);
      const young = await save('2024-11-27T09:00:00Z', 'jong', true);
      const now = Date.parse('2026-11-26T09:00:00Z');

      expect(await purgeExpiredLeads({ db, logger: silent, months: 24, clock: () => now })).toBe(2);
      const store = createSubmissionStore(db);
      expect(await store.get(old)).toBeNull();
      expect(await store.get(oldSpam)).toBeNull();
      expect(await store.get(young)).not.toBeNull();
      const files = await db.query<{ submission_id: string }>('select submission_id from form_files');
      expect(files.rows.map((row) => row.submission_id)).toEqual([young]);
      const audit = await createAuditLog(db).list({ action: 'leads.purge' }, 1, 5);
      expect(audit.items).toHaveLength(1);
      expect(audit.items[0]).toMatchObject({ actor: 'system', subject: { type: 'leads', id: '2024-11-26' }, before: { count: 2, retentionMonths: 24 } });

      // Nothing more to do: no second audit entry. A shorter retention takes the younger lead too.
      expect(await purgeExpiredLeads({ db, logger: silent, months: 24, clock: () => now })).toBe(0);
      expect((await createAuditLog(db).list({ action: 'leads.purge' }, 1, 5)).total).toBe(1);
      const scheduled = startLeadRetention({ db, logger: silent, months: 12, clock: () => now, intervalMs: 60_000 });
      await scheduled.stop();
      expect(await store.get(young)).toBeNull();
      expect((await db.query('select id from form_files')).rows).toEqual([]);
    });
  });
}
