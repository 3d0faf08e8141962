// CSV cells: always quoted, quotes doubled, line breaks kept inside the quotes, and anything a spreadsheet would
// run as a formula prefixed with a quote.
import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, leadCsvColumns } from './leads-csv';

describe('leads CSV', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a "quoted", comma')).toBe('"a ""quoted"", comma"');
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(45)).toBe('"45"');
    expect(csvCell(-3)).toBe('"-3"');
    expect(csvRow(['a', 1])).toBe('"a","1"\r\n');
  });

  it('defuses formula cells (= + - @ tab carriage return)', () => {
    for (const [input, output] of [
      ['=1+1', `"'=1+1"`],
      ['+31 6 12345678', `"'+31 6 12345678"`],
      ['-2+3', `"'-2+3"`],
      ['@SUM(A1)', `"'@SUM(A1)"`],
      ['\t=cmd', `"'\t=cmd"`],
      ['\r=cmd', `"'\r=cmd"`],
      ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
      ['a=b', '"a=b"'],
    ]) {
      expect(csvCell(input), input).toBe(output);
    }
  });

  it('has the fixed columns, then the form fields, then the CV', () => {
    const all = leadCsvColumns();
    expect(all.slice(0, 6)).toEqual(['id', 'created_at', 'updated_at', 'form', 'status', 'locale']);
    expect(all.at(-1)).toBe('cv_file');
    for (const field of ['company', 'contactName', 'preferredDate', 'employees', 'plan', 'purchaseYear', 'subject', 'vacancy', 'motivation'])
      expect(all).toContain(field);
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain('website_url');
    expect(leadCsvColumns('contact')).toEqual([
      'id',
      'created_at',
      'updated_at',
      'form',
      'status',
      'locale',
      'name',
      'email',
      'phone',
      'subject',
      'message',
      'cv_file',
    ]);
  });
});
