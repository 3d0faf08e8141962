// The Organization's JSON-LD that every public page's head carries, made by the server only (entry-server.tsx puts its
// text into the router's context, which hands it to the browser): the company's facts are not part of the browser's
// first render (docs/decisions/037-first-render-javascript.md).
import { absoluteUrl, siteName, toPublicPath } from '../locales/paths';
import { COMPANY } from '../views/marketing-kit/company-facts';

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
