// schema.org structured data besides the product's own (src/views/shop/product-json-ld.ts): the Organization every
// public page carries and a BreadcrumbList for a page that shows a breadcrumb. Each becomes a
// <script type="application/ld+json"> in the server-rendered head (a data block: the CSP's script-src does not
// apply, it is never executed).
import { absoluteUrl, siteName, toPublicPath } from '../locales/paths';
import { COMPANY } from '../views/marketing-kit/company-facts';
import { jsonLdText } from '../views/shop/product-json-ld';

/** A head script tag of TanStack Router's head() for a JSON-LD value. */
export function jsonLdScript(value: unknown): Record<string, string> {
  return { type: 'application/ld+json', children: jsonLdText(value) };
}

/** The company as search engines should know it, from the facts the contact and legal pages show (company-facts.ts). */
export function organizationJsonLd(publicUrl: string): Record<string, unknown> {
  const home = absoluteUrl(publicUrl, toPublicPath('home', 'nl'));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${home}#organization`,
    name: siteName,
    legalName: COMPANY.legalName,
    url: home,
    logo: absoluteUrl(publicUrl, '/favicon.svg'),
    email: COMPANY.email.info,
    telephone: COMPANY.phoneHref.replace(/^tel:/, ''),
    vatID: COMPANY.vatNumber,
    address: {
      '@type': 'PostalAddress',
      streetAddress: COMPANY.street,
      postalCode: COMPANY.postcode,
      addressLocality: COMPANY.city,
      addressCountry: COMPANY.countryCode,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: COMPANY.phoneHref.replace(/^tel:/, ''),
      email: COMPANY.email.service,
      availableLanguage: ['nl', 'en', 'de'],
    },
  };
}

/** A breadcrumb as shown, each crumb with its absolute URL (the last one is the page itself). */
export function breadcrumbJsonLd(crumbs: ReadonlyArray<{ name: string; url: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}
