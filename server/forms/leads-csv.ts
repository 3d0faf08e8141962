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

/** Dutch and German Excel split a CSV on semicolons (their decimal separator is the comma); English Excel on commas. */
export type CsvSeparator = ',' | ';';
export const csvSeparatorFor = (locale: string): CsvSeparator => (locale === 'en' ? ',' : ';');

export function csvRow(values: readonly unknown[], separator: CsvSeparator = ','): string {
  return `${values.map(csvCell).join(separator)}\r\n`;
}

/** "leads-testride-done-from-2026-03-01-search-jansen-2026-03-10.csv": the file says which leads it holds. */
export function leadsCsvFileName(
  filter: { form?: string | undefined; status?: string | undefined; from?: string | undefined; to?: string | undefined; q?: string | undefined },
  day: string,
): string {
  const search = filter.q
    ? filter.q
        .normalize('NFKD')
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .toLowerCase()
        .slice(0, 24)
    : '';
  const parts = [
    filter.form ?? 'all',
    filter.status ?? '',
    filter.from ? `from-${filter.from}` : '',
    filter.to ? `to-${filter.to}` : '',
    filter.q ? `search${search ? `-${search}` : ''}` : '',
  ].filter(Boolean);
  return `leads-${parts.join('-')}-${day}.csv`;
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

export function leadCsvHeader(columns: readonly string[], separator: CsvSeparator = ','): string {
  return CSV_BOM + csvRow(columns, separator);
}

export function leadCsvLine(lead: Lead, columns: readonly string[], separator: CsvSeparator = ','): string {
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
    separator,
  );
}
