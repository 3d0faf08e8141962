// A product page's head once its product is known (title, description, Open Graph, alternates under each store
// view's url key, the breadcrumb's JSON-LD): a chunk of its own, loaded by page-loaders.ts when a product page's head
// is made, so the first render of every other page does not carry it (docs/decisions/039-first-render-javascript-budgets.md).
import { absoluteUrl, languages, siteName, toPublicPath, type Lang } from '../locales/paths';
import { pageLinks, pageTitle, type HeadTags } from './head';
import { breadcrumbJsonLd, jsonLdScript } from './structured-data';
import type { ProductPageData } from '../views/shop/shop-page-data';
import { productCrumbs } from '../views/shop/product-breadcrumb';
import { withNoIndex, type PageHeadArgs } from './page-loaders';

const canonicalOf = (head: HeadTags) => head.links.find((link) => link.rel === 'canonical')?.href ?? '';

const REPLACED_META = new Set(['description', 'og:url', 'og:type', 'og:title', 'og:description', 'og:image', 'og:image:width', 'og:image:height']);

export function productPageHead({ data, base, publicUrl, i18n, lang }: PageHeadArgs<ProductPageData>): HeadTags {
  if (data.status === 'error') return withNoIndex(base);
  const { product, head, languageParams, modelPage } = data;
  // A bike's page is its model page (decision record 023): this one names it as canonical, with its alternates
  // and its title in the page's language (titles are in the shared catalogue; its description is not loaded here).
  const model = modelPage ? { links: pageLinks(publicUrl, modelPage, lang, {}), meta: [] } : null;
  const title = modelPage ? pageTitle(i18n, modelPage) : `${product.name} | ${siteName}`;
  const meta = base.meta.filter((tag) => !('title' in tag) && !REPLACED_META.has(tag.name ?? tag.property ?? ''));
  const description = head.description || base.meta.find((tag) => tag.name === 'description')?.content || '';
  meta.unshift(
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonicalOf(model ?? base) },
    ...(head.image ? [{ property: 'og:image', content: head.image }] : []),
  );
  // The url key differs per store view: each language's alternate is the same product under its own key.
  const href = (lang: Lang) => absoluteUrl(publicUrl, toPublicPath('shop-product', lang, languageParams[lang]));
  const links = model ? model.links : base.links.filter((link) => link.rel !== 'alternate');
  if (!model) {
    for (const lang of languages) if (languageParams[lang]) links.push({ rel: 'alternate', hrefLang: lang, href: href(lang) });
    if (languageParams.nl) links.push({ rel: 'alternate', hrefLang: 'x-default', href: href('nl') });
  }
  const scripts = [...(base.scripts ?? []), { type: 'application/ld+json', children: head.jsonLd }];
  // The breadcrumb the page shows, in its language (a preload of another language gets it when it is shown).
  if (i18n.locale === lang) {
    const crumbs = productCrumbs(i18n, lang, product).map((crumb) => ({
      name: crumb.name,
      url:
        crumb.path === null
          ? canonicalOf(base)
          : absoluteUrl(publicUrl, crumb.category ? `${crumb.path}?category=${encodeURIComponent(crumb.category)}` : crumb.path),
    }));
    scripts.push(jsonLdScript(breadcrumbJsonLd(crumbs)));
  }
  return { meta, links, scripts };
}
