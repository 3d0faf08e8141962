// Test fixture for the forms: a valid body per form, CV files built in memory (PDF, DOCX, a renamed .exe, a macro
// document), an in-memory database with a reset, and the /api harness with the forms mounted.
import { crc32 } from 'node:zlib';
import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import type { FormId } from '../../common/forms/forms.registry';
import { openDatabase, type Database } from '../db/database';
import { startApiHarness, type ApiHarness } from '../api/api-test-harness';
import type { ApiDepsOverrides } from '../api/deps';
import type { RequestHandler } from 'express';

/** The date every test pretends it is (forms: the test-ride date and the purchase year depend on it). */
export const TEST_NOW = Date.parse('2026-03-10T09:00:00Z');

export const VALID_FORMS: Readonly<Record<FormId, Record<string, string>>> = {
  'become-dealer': {
    company: 'Fietsenmakerij De Vries',
    contactName: 'Anna de Vries',
    email: 'anna@devries-fietsen.nl',
    phone: '050 123 4567',
    street: 'Stationsweg 12',
    postcode: '9781ab',
    city: 'Bedum',
    country: 'NL',
    website: 'devries-fietsen.nl',
    message: 'Wij willen graag FOLT-dealer worden.',
    locale: 'nl',
    website_url: '',
  },
  testride: {
    name: 'Pieter Jansen',
    email: 'pieter@example.nl',
    phone: '+31 6 12345678',
    model: 'piccolo',
    preferredDate: '2026-04-02',
    country: 'NL',
    postcode: '3511 AB',
    message: '',
    locale: 'en',
    website_url: '',
  },
  'employer-plan': {
    company: 'Hoekstra Bouw B.V.',
    contactName: 'Marieke Hoekstra',
    email: 'hr@hoekstra-bouw.nl',
    phone: '0201234567',
    employees: '45',
    country: 'NL',
    message: '',
    locale: 'nl',
    website_url: '',
  },
  'maintenance-subscription': {
    plan: 'complete',
    name: 'Hans Müller',
    email: 'hans.mueller@example.de',
    phone: '+49 421 123456',
    street: 'Am Wall 5',
    postcode: '28195',
    city: 'Bremen',
    country: 'DE',
    model: 'voyage',
    purchaseYear: '2024',
    message: '',
    locale: 'de',
    website_url: '',
  },
  contact: {
    name: 'Sophie Bakker',
    email: 'sophie@example.nl',
    phone: '',
    subject: 'Levertijd Elite',
    message: 'Hoe lang is de levertijd van de Elite in het blauw?',
    locale: 'nl',
    website_url: '',
  },
  'job-application': {
    vacancy: 'mechanic',
    name: 'Daan Visser',
    email: 'daan.visser@example.nl',
    phone: '0612345678',
    motivation: 'Ik sleutel al tien jaar aan fietsen en wil graag meewerken aan jullie vouwfietsen in de werkplaats.',
    locale: 'nl',
    website_url: '',
  },
};

/** A ZIP with the given entries, stored (no compression), with a correct central directory. */
export function makeZip(entries: { name: string; data: string | Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const DOCUMENT =
  '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV Daan Visser</w:t></w:r></w:p></w:body></w:document>';

export const CV_FILES = {
  pdf: () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  docx: () =>
    makeZip([
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: '_rels/.rels', data: '<Relationships/>' },
      { name: 'word/document.xml', data: DOCUMENT },
    ]),
  /** Word with macros: refused even though it is a Word document. */
  docm: () =>
    makeZip([
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: 'word/document.xml', data: DOCUMENT },
      { name: 'word/vbaProject.bin', data: Buffer.alloc(64, 1) },
    ]),
  /** A ZIP that is no Word document (e.g. a renamed .xlsx or an archive). */
  zip: () =>
    makeZip([
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: 'xl/workbook.xml', data: '<workbook/>' },
    ]),
  /** A Windows program (MZ header) renamed to cv.pdf. */
  exe: () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 0x90)]),
};

export function cvForm(fields: Record<string, string>, file: { bytes: Buffer; name: string; type?: string } | null): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append('cv', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
  return data;
}

export async function openTestDatabase(): Promise<Database> {
  return openDatabase({ databaseUrl: null, databaseDir: null });
}

export async function clearTables(db: Database): Promise<void> {
  await db.query('delete from outbox');
  await db.query('delete from form_submissions');
}

export const allowAdmins: RequestHandler = (_req, _res, next) => next();

export interface FormsHarnessOptions {
  db: Database;
  env?: Record<string, string>;
  overrides?: ApiDepsOverrides;
  trustProxy?: boolean | number | string;
  logger?: Logger;
}

/** The /api router with forms and leads on a loopback port; no Magento behind it (the forms never call it). */
export function startFormsHarness(options: FormsHarnessOptions): Promise<ApiHarness> {
  return startApiHarness({
    magentoUrl: 'http://127.0.0.1:1',
    magentoToken: 'unused',
    env: { FORM_RATE_LIMIT: 'off', ...options.env },
    overrides: { clock: () => TEST_NOW, requireAdmin: allowAdmins, ...options.overrides, db: options.db },
    logger: options.logger ?? pino({ level: 'silent' }),
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
  });
}

/** A logger that keeps the lines at error level or above in `errors` (tests assert that a client mistake logs none). */
export function errorCollectingLogger(errors: string[]): Logger {
  return pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        if ((JSON.parse(String(chunk)) as { level: number }).level >= 50) errors.push(String(chunk));
        done();
      },
    }),
  );
}
