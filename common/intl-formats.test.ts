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
