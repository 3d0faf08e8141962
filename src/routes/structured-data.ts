// schema.org structured data besides the product's own (src/views/shop/product-json-ld.ts): a BreadcrumbList for a
// page that shows a breadcrumb (the Organization every public page carries is organization-json-ld.ts, the server's). Each becomes a
// <script type="application/ld+json"> in the server-rendered head (a data block: the CSP's script-src does not
// apply, it is never executed).

/**
 * JSON for inside a <script> element: '<', '>' and '&' as \u escapes (still the same JSON), line separators too. Here, not
 * with the Product's builder (product-json-ld.ts): every page's head needs it, the builder only the server.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A head script tag of TanStack Router's head() for a JSON-LD value. */
export function jsonLdScript(value: unknown): Record<string, string> {
  return { type: 'application/ld+json', children: jsonLdText(value) };
}

/** A breadcrumb as shown, each crumb with its absolute URL (the last one is the page itself). */
export function breadcrumbJsonLd(crumbs: ReadonlyArray<{ name: string; url: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}
