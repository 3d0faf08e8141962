// schema.org structured data besides the product's own (src/views/shop/product-json-ld.ts): a BreadcrumbList for a
// page that shows a breadcrumb (the Organization every public page carries is organization-json-ld.ts, the server's). Each becomes a
// <script type="application/ld+json"> in the server-rendered head (a data block: the CSP's script-src does not
// apply, it is never executed).
import { jsonLdText } from '../lib/json-ld-text';

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
