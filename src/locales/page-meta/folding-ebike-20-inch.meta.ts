// Title, H1 and meta description of the 20-inch folding e-bike page: in the shared catalogue, because other pages link to this one by its
// title (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../page-meta';

export const meta: PageMeta = {
  title: msg`20-inch electric folding bike: compact and agile`,
  h1: msg`20-inch electric folding bikes`,
  description: msg`Why 20-inch wheels make the ideal folding e-bike: compact when folded, stable and agile on the road. Compare the 20-inch FOLT models and find yours.`,
};
