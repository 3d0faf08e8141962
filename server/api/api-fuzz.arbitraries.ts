// The generators both /api fuzz suites draw from (api.fuzz.test.ts: routes with a schema; api.fuzz-endpoints.test.ts:
// every endpoint): nasty strings, JSON-ish values, mutations of a valid body, queries, and the constants they share.
import fc from 'fast-check';

export const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
export const CART = 'a'.repeat(16) + 'B'.repeat(16);
export const ADDRESS = {
  firstname: 'An',
  lastname: 'Bos',
  street: ['Main 1'],
  city: 'Utrecht',
  postcode: '3511AA',
  country_id: 'NL',
  telephone: '0600000000',
  email: 'an@example.nl',
};

const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '__proto__',
    '../../etc',
    '%00',
    'a'.repeat(5000),
    '<script>',
    "' OR 1=1 --",
    'nl',
    'xx',
    CART,
    CART + 'x',
    'NL',
    'nl,en',
  ),
  fc.base64String({ maxLength: 90 }).map((s) => s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')),
);
const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  nastyString,
  fc.constant({ ['__proto__']: { polluted: true } }),
  fc.constant(JSON.parse('{"__proto__":{"isAdmin":true}}')),
);

/** Replace, remove or corrupt one path inside a value (objects and arrays), or swap the whole value. */
export function mutate(value: unknown): fc.Arbitrary<unknown> {
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    const extra = ['__proto__', 'constructor', 'prototype', 'extra_field'];
    return fc.oneof(
      jsonish,
      fc.record({ key: fc.constantFrom(...keys, ...extra), v: jsonish, drop: fc.boolean() }).map(({ key, v, drop }) => {
        const copy: Record<string, unknown> = Array.isArray(value)
          ? ([...value] as unknown as Record<string, unknown>)
          : { ...(value as Record<string, unknown>) };
        if (drop) delete copy[key];
        else Object.defineProperty(copy, key, { value: v, enumerable: true, writable: true, configurable: true });
        return copy;
      }),
      ...keys.map((k) =>
        mutate((value as Record<string, unknown>)[k]).map((inner) => {
          const copy: Record<string, unknown> = Array.isArray(value)
            ? ([...value] as unknown as Record<string, unknown>)
            : { ...(value as Record<string, unknown>) };
          copy[k] = inner;
          return copy;
        }),
      ),
    );
  }
  return jsonish;
}

export const queryArb = (valid: Record<string, string>) => {
  const keys = [...Object.keys(valid), 'locale', '__proto__', 'constructor', 'pageSize', 'sku:in', 'itemId', 'foo'];
  return fc.oneof(
    fc.dictionary(
      fc.constantFrom(...keys),
      fc.oneof(
        nastyString.map((s) => [s]),
        fc.array(nastyString, { minLength: 2, maxLength: 3 }),
      ),
      { maxKeys: 4 },
    ),
    fc.record({ key: fc.constantFrom(...keys), v: fc.array(nastyString, { minLength: 1, maxLength: 3 }) }).map(({ key, v }) => {
      const out: Record<string, string[]> = Object.fromEntries(Object.entries(valid).map(([k, s]) => [k, [s]]));
      out[key] = v; // replace, or repeat a key when v has several values
      return out;
    }),
  );
};
export const toQueryString = (q: Record<string, string[]>) => {
  const p = new URLSearchParams();
  for (const [k, vs] of Object.entries(q)) for (const v of vs) p.append(k, v);
  const s = p.toString();
  return s ? `?${s}` : '';
};
