// Postcode rules of NL, BE and DE, shared by browser and server: the marketing forms and the checkout's billing
// address (src/machines/checkout/billing-address.ts) both check with them.

export const POSTCODE_COUNTRIES = ['NL', 'BE', 'DE'] as const;
export type PostcodeCountry = (typeof POSTCODE_COUNTRIES)[number];

const POSTCODE_RULES: Readonly<Record<PostcodeCountry, RegExp>> = {
  /** "1234 AB" or "1234AB"; Dutch postcodes never start with 0. */
  NL: /^[1-9][0-9]{3} ?[A-Za-z]{2}$/,
  BE: /^[1-9][0-9]{3}$/,
  DE: /^[0-9]{5}$/,
};

export function isPostcodeCountry(country: unknown): country is PostcodeCountry {
  return typeof country === 'string' && (POSTCODE_COUNTRIES as readonly string[]).includes(country);
}

export function isValidPostcode(postcode: string, country: PostcodeCountry): boolean {
  return POSTCODE_RULES[country].test(postcode.trim());
}

/** NL postcodes as '1234 AB'; other countries as typed (trimmed). */
export function normalizePostcode(postcode: string, country: PostcodeCountry): string {
  const trimmed = postcode.trim();
  if (country !== 'NL') return trimmed;
  const match = /^([1-9][0-9]{3}) ?([A-Za-z]{2})$/.exec(trimmed);
  return match ? `${match[1]} ${match[2]!.toUpperCase()}` : trimmed;
}
