// Title, H1 and meta description of the FOLT Elite page: in the shared catalogue, because other pages link to this one by its
// title (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../page-meta';

export const meta: PageMeta = {
  title: msg`FOLT Elite electric folding bike`,
  h1: msg`FOLT Elite`,
  description: msg`The FOLT Elite pairs a light folding frame with a premium finish and extra riding comfort for long days out. Discover the specs and configure your own.`,
};
