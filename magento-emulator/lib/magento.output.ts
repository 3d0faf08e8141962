// Output conventions of Magento's REST layer (Part B §1): nulls left out, money as numbers, dates as 'Y-m-d H:i:s'.

/** Cents → the float Magento prints (799, 660.33). Integer cents in, two decimals out, no float drift. */
export function euros(cents: number): number {
  return Math.round(cents) / 100;
}

/** Magento prints database timestamps in UTC as 'YYYY-MM-DD HH:mm:ss'. */
export function magentoDate(ms: number): string {
  return new Date(ms).toISOString().replace('T', ' ').slice(0, 19);
}

/**
 * Drops null and undefined members recursively, as DataObjectProcessor does for nullable getters.
 * Arrays keep their length (a null inside an array is not a getter).
 */
export function withoutNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map((entry) => withoutNulls(entry)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
      if (entry === null || entry === undefined) continue;
      out[key] = withoutNulls(entry);
    }
    return out as T;
  }
  return value;
}
