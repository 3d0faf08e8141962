// Title, H1 and meta description of the selection guide: in the shared catalogue, because other pages link to this one by its
// title (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../page-meta';

export const meta: PageMeta = {
  title: msg`Which FOLT suits you? Try the selection guide`,
  h1: msg`Find the FOLT that suits you`,
  description: msg`Answer a few quick questions about how, where and how far you ride, and our selection guide recommends the FOLT folding e-bike that fits you best.`,
};
