// Title, H1 and meta description of the FOLT Maxx page: in the shared catalogue, because other pages link to this one by its
// title (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../page-meta';

export const meta: PageMeta = {
  title: msg`FOLT Maxx electric folding bike`,
  h1: msg`FOLT Maxx`,
  description: msg`The FOLT Maxx gives you more of everything on a folding e-bike that still packs away small. Discover the specs, book a test ride and configure yours.`,
};
