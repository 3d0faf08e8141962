import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, numberFormat } from './intl-formats';

describe('Intl formatters', () => {
  it('builds one formatter per locale and options and hands the same one out again', () => {
    const first = numberFormat('nl-NL', { maximumFractionDigits: 1 });
    expect(numberFormat('nl-NL', { maximumFractionDigits: 1 })).toBe(first);
    expect(first.format(15.64)).toBe('15,6');
    expect(numberFormat('nl-NL', { maximumFractionDigits: 2 }).format(15.64)).toBe('15,64');
    expect(numberFormat('en-GB', { maximumFractionDigits: 1 }).format(1234.5)).toBe('1,234.5');
    expect(dateTimeFormat('de-DE', { weekday: 'long', timeZone: 'UTC' })).toBe(dateTimeFormat('de-DE', { weekday: 'long', timeZone: 'UTC' }));
    expect(dateTimeFormat('de-DE', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 2)))).toBe('Dienstag');
    expect(displayNames('en-GB', { type: 'region' })).toBe(displayNames('en-GB', { type: 'region' }));
    expect(displayNames('nl-NL', { type: 'region' }).of('DE')).toBe('Duitsland');
  });
});

describe("numbers in the shop's locales, written without Intl (decision record 038)", () => {
  // The formats the shop uses (marketing-kit/format.ts, configurator-format.ts, manual-facts.ts, shared/money.ts) and
  // a few around them.
  const LOCALES = ['nl-NL', 'de-DE', 'en-GB', 'en-IE'];
  const OPTIONS: Intl.NumberFormatOptions[] = [
    {},
    { maximumFractionDigits: 0 },
    { maximumFractionDigits: 1 },
    { maximumFractionDigits: 2 },
    { minimumFractionDigits: 1, maximumFractionDigits: 3 },
    { style: 'currency', currency: 'EUR' },
    { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 },
  ];

  /** A fixed pseudo-random sequence (mulberry32), so a failure names values that come back on the next run. */
  function random(seed: number): () => number {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const next = random(38);
  const values = [
    0,
    -0,
    1,
    -1,
    0.5,
    1.5,
    2.5,
    -2.5,
    0.05,
    0.15,
    0.25,
    0.35,
    1.005,
    2.675,
    1.0005,
    15.64,
    15.65,
    999.5,
    999.95,
    999.995,
    9999.9996,
    1234.5,
    1299,
    127.4,
    -127.4,
    0.04999,
    -0.04,
    -0.0004,
    1e-6,
    123456789.987654,
    1e15,
    999999999999.995,
    0.1 + 0.2,
    1 / 3,
    2 / 3,
  ];
  for (let i = 0; i < 400; i += 1) values.push(Math.round(next() * 10 ** (1 + (i % 9))) / 10 ** (i % 5));
  for (let i = 0; i < 400; i += 1) values.push((next() - 0.5) * 10 ** (i % 8));
  for (let i = 0; i < 200; i += 1) values.push(Math.floor(next() * 100000) / 100 + 0.005);

  it.each(LOCALES)('writes every value as Intl.NumberFormat does in %s', (locale) => {
    for (const options of OPTIONS) {
      const intl = new Intl.NumberFormat(locale, options);
      const ours = numberFormat(locale, options);
      expect(ours).not.toBeInstanceOf(Intl.NumberFormat);
      const differences = values.filter((value) => ours.format(value) !== intl.format(value));
      expect(
        differences.map((value) => `${value}: ${ours.format(value)} ≠ ${intl.format(value)}`),
        JSON.stringify(options),
      ).toEqual([]);
    }
  });

  it('leaves what it does not know to Intl: other locales and options, non-finite numbers, exponent forms', () => {
    expect(numberFormat('fr-FR', { maximumFractionDigits: 1 })).toBeInstanceOf(Intl.NumberFormat);
    expect(numberFormat('nl-NL', { style: 'percent' })).toBeInstanceOf(Intl.NumberFormat);
    expect(numberFormat('nl-NL', { style: 'currency', currency: 'USD' })).toBeInstanceOf(Intl.NumberFormat);
    expect(numberFormat('nl-NL', { useGrouping: false })).toBeInstanceOf(Intl.NumberFormat);
    const nl = numberFormat('nl-NL', { maximumFractionDigits: 1 });
    for (const value of [Number.NaN, Infinity, -Infinity, 1e21, 1.5e-7, -2e-9])
      expect(nl.format(value)).toBe(new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 }).format(value));
  });
});
