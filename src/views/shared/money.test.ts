// The money formatter per language (DESIGN §12).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  test.each([
    ['nl', 1299, '€ 1.299,00'],
    ['de', 1299, '€ 1.299,00'],
    ['en', 1299, '€1,299.00'],
    ['nl', 6.95, '€ 6,95'],
    ['en', 0, '€0.00'],
    ['de', -10.5, '−€ 10,50'],
    ['nl', -127.4, '−€ 127,40'],
    ['en', -127.4, '−€127.40'],
  ] as const)('%s %d → %s', (lang, amount, text) => {
    expect(formatMoney(amount, lang).replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('amounts written in the texts', () => {
  // Issue 25 item 8: German pages wrote "100 €" by hand beside formatMoney's "€ 49,00". Every catalogue writes an
  // amount as formatMoney does, with the euro sign in front.
  test('put the euro sign in front, as formatMoney does', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.po'));
    expect(files.length).toBeGreaterThan(10);
    const after = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .filter((line) => /^(msgstr|msgid|")/.test(line) && /\d[\d.,]*[\s\u00a0]?€/.test(line))
        .map((line) => `${file}: ${line}`),
    );
    expect(after).toEqual([]);
  });
});
