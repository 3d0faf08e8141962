// Title, H1 and meta description of the selection guide: kept beside the page so they land in the page's own catalogue
// and load with it (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../../locales/page-meta';

export const meta: PageMeta = {
  title: msg`Which FOLT suits you? Try the selection guide`,
  h1: msg`Find the FOLT that suits you`,
  description: msg`Answer a few quick questions about how, where and how far you ride, and our selection guide recommends the FOLT folding e-bike that fits you best.`,
};
