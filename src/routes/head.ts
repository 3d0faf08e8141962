// Per page and language: <title>, meta description, canonical, hreflang alternates, Open Graph tags and, on public
// pages, the Organization's JSON-LD (its text comes from the server: structured-data.ts and company-facts.ts are not
// part of the browser's first render, docs/decisions/037-first-render-javascript.md).
import type { I18n } from '@lingui/core';
import { absoluteUrl, languages, toPublicPath, pageKind, siteName, type Lang, type PageId, type PageParams } from '../locales/paths';
import { pageTitleId, type PageHead } from '../locales/page-meta';

const ogLocale: Record<Lang, string> = { nl: 'nl_NL', en: 'en_GB', de: 'de_DE' };

export interface HeadTags {
  meta: Array<Record<string, string>>;
  links: Array<Record<string, string>>;
  /** JSON-LD script tags: every public page states the Organization; pages add their own (page-loaders.ts). */
  scripts?: Array<Record<string, string>>;
}

export function pageTitle(i18n: I18n, id: PageId): string {
  const title = i18n._(pageTitleId(id));
  return id === 'home' ? title : `${title} | ${siteName}`;
}

/** A page's canonical link and its hreflang alternates (x-default: Dutch). */
export function pageLinks(publicUrl: string, id: PageId, lang: Lang, params: PageParams): Array<Record<string, string>> {
  const links: Array<Record<string, string>> = [{ rel: 'canonical', href: absoluteUrl(publicUrl, toPublicPath(id, lang, params)) }];
  for (const alt of languages) {
    links.push({ rel: 'alternate', hrefLang: alt, href: absoluteUrl(publicUrl, toPublicPath(id, alt, params)) });
  }
  links.push({ rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(publicUrl, toPublicPath(id, 'nl', params)) });
  return links;
}

/**
 * `head`: the page's H1 and description, which its view module exports (page-components.ts pageHead);
 * `organization`: the Organization's JSON-LD text (RouterContext.organizationJsonLd), for public pages.
 */
export function buildPageHead(
  i18n: I18n,
  publicUrl: string,
  id: PageId,
  lang: Lang,
  params: PageParams,
  head: PageHead | undefined,
  organization?: string,
): HeadTags {
  const title = pageTitle(i18n, id);
  // The description is in the page's own or area catalogue. A page in another language than the active one is only
  // being preloaded (the language switch's links): its catalogue need not be there yet, and its head is built again
  // when it is shown.
  const description = head && i18n.locale === lang ? i18n._(head.description) : '';
  const canonical = absoluteUrl(publicUrl, toPublicPath(id, lang, params));
  const indexable = pageKind(id) === 'public';
  const meta: Array<Record<string, string>> = [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: ogLocale[lang] },
    { property: 'og:image', content: absoluteUrl(publicUrl, '/og-image.jpg') },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (!indexable) meta.push({ name: 'robots', content: 'noindex, nofollow' });
  const links = pageLinks(publicUrl, id, lang, params);
  return { meta, links, ...(indexable && organization ? { scripts: [{ type: 'application/ld+json', children: organization }] } : {}) };
}
