// The text of a <script type="application/ld+json"> (routes' heads, the shop's product data, the server's Organization).
/**
 * JSON for inside a <script> element: '<', '>' and '&' as \u escapes (still the same JSON), line separators too. Not with the
 * Product's builder (product-json-ld.ts): every page's head needs it (structured-data.ts), the builder only the server.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
