// Title, H1 and meta description of the 20-inch folding e-bike page: kept beside the page so they land in the page's own catalogue
// and load with it (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../../locales/page-meta';

export const meta: PageMeta = {
  title: msg`20-inch electric folding bike: compact and agile`,
  h1: msg`20-inch electric folding bikes`,
  description: msg`Why 20-inch wheels make the ideal folding e-bike: compact when folded, stable and agile on the road. Compare the 20-inch FOLT models and find yours.`,
};
