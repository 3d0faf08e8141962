// The leads as CSV for a spreadsheet: RFC 4180 quoting, a UTF-8 byte-order mark (so Excel reads é and ß), times in
// shop time, and cells that a spreadsheet would run as a formula (= + - @, tab, carriage return) defused with a '.
import { createFormRegistry, FORM_IDS, type FormId } from '../../common/forms/forms.registry';
import type { Lead } from './form-submissions.store';

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
/** "2026-03-10 14:05:09" in Europe/Amsterdam: sortable and what the shop's staff expect to read. */
const SHOP_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '""';
  let text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

const FIXED_COLUMNS = ['id', 'created_at', 'updated_at', 'form', 'status', 'locale'] as const;
const FILE_COLUMN = 'cv_file';

/** The visitor's fields of one form, or of all forms (first appearance order), after the fixed columns. */
export function leadCsvColumns(form?: FormId): string[] {
  const registry = createFormRegistry();
  const fields: string[] = [];
  for (const id of form ? [form] : FORM_IDS) for (const field of registry[id].fields) if (!fields.includes(field)) fields.push(field);
  return [...FIXED_COLUMNS, ...fields, FILE_COLUMN];
}

export function leadCsvHeader(columns: readonly string[]): string {
  return CSV_BOM + csvRow(columns);
}

export function leadCsvLine(lead: Lead, columns: readonly string[]): string {
  return csvRow(
    columns.map((column) => {
      switch (column) {
        case 'id':
          return lead.id;
        case 'created_at':
          return SHOP_TIME.format(new Date(lead.createdAt));
        case 'updated_at':
          return SHOP_TIME.format(new Date(lead.updatedAt));
        case 'form':
          return lead.form;
        case 'status':
          return lead.status;
        case 'locale':
          return lead.locale;
        case FILE_COLUMN:
          return lead.file?.fileName ?? '';
        default:
          return lead.fields[column] ?? '';
      }
    }),
  );
}
