// The money formatter per language (DESIGN §12).
import { describe, expect, test } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  test.each([
    ['nl', 1299, '€ 1.299,00'],
    ['de', 1299, '€ 1.299,00'],
    ['en', 1299, '€1,299.00'],
    ['nl', 6.95, '€ 6,95'],
    ['en', 0, '€0.00'],
    ['de', -10.5, '€ -10,50'],
  ] as const)('%s %d → %s', (lang, amount, text) => {
    expect(formatMoney(amount, lang).replace(/\u00a0/g, ' ')).toBe(text);
  });
});
