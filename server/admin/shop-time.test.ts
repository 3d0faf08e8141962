// Shop days and weeks in Amsterdam time, across midnight UTC and both daylight-saving changes.
import { describe, expect, it } from 'vitest';
import { magentoTime, nextDay, shopDay, shopDayStart, shopWeekStartDay } from './shop-time';

describe('shop time', () => {
  it('puts 23:30 UTC on the next shop day in winter and 22:30 UTC in summer', () => {
    expect(shopDay(Date.parse('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(shopDay(Date.parse('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(shopDay(Date.parse('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
  });

  it('starts a day at local midnight, also on the days the clocks change', () => {
    expect(new Date(shopDayStart('2026-01-15')).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(new Date(shopDayStart('2026-07-15')).toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(new Date(shopDayStart('2026-03-29')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(shopDayStart('2026-03-30')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(new Date(shopDayStart('2026-10-25')).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(new Date(shopDayStart('2026-10-26')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it("weeks start on Monday; next day and Magento's time format", () => {
    expect(shopWeekStartDay(Date.parse('2026-03-10T09:00:00Z'))).toBe('2026-03-09'); // a Tuesday
    expect(shopWeekStartDay(Date.parse('2026-03-15T22:30:00Z'))).toBe('2026-03-09'); // Sunday 23:30 here
    expect(shopWeekStartDay(Date.parse('2026-03-15T23:30:00Z'))).toBe('2026-03-16'); // Sunday 23:30 UTC = Monday here
    expect(shopWeekStartDay(Date.parse('2026-03-09T00:00:00Z'))).toBe('2026-03-09');
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(magentoTime(Date.parse('2026-03-10T09:05:07.123Z'))).toBe('2026-03-10 09:05:07');
  });
});
