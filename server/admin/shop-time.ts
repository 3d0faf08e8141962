// The shop's calendar (Europe/Amsterdam): where a shop day and a shop week (Monday to Sunday) begin, as instants,
// and Magento's UTC "YYYY-MM-DD HH:mm:ss" for searches on created_at. Daylight saving time is taken into account.
const ZONE = 'Europe/Amsterdam';
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Amsterdam's offset from UTC at `at` (ms): +1 h in winter, +2 h in summer. */
function offsetAt(at: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return local - Math.floor(at / 1000) * 1000;
}

/** "YYYY-MM-DD" of the shop day `at` falls in. */
export function shopDay(at: number): string {
  const p = Object.fromEntries(parts.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}`;
}

/** The instant a shop day starts (local midnight). */
export function shopDayStart(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(y, m - 1, d);
  // Twice: the offset at the guess may differ from the offset at the real instant around a DST change.
  let at = midnightAsUtc - offsetAt(midnightAsUtc);
  at = midnightAsUtc - offsetAt(at);
  return at;
}

/** The day after `day`, as "YYYY-MM-DD". */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The Monday of the shop week `at` falls in. */
export function shopWeekStartDay(at: number): string {
  const day = shopDay(at);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return new Date(Date.UTC(y, m - 1, d - ((weekday + 6) % 7))).toISOString().slice(0, 10);
}

/** Magento's created_at format (UTC). */
export function magentoTime(at: number): string {
  return new Date(at).toISOString().replace('T', ' ').slice(0, 19);
}
