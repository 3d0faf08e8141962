// Title, H1 and meta description of the best-in-tests page: in the shared catalogue, because other pages link to this one by its
// title (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../page-meta';

export const meta: PageMeta = {
  title: msg`FOLT in tests: reviews and awards`,
  h1: msg`Best in tests`,
  description: msg`What do independent testers and magazines say about FOLT? Read the test results, reviews and awards for our light electric folding bikes in one place.`,
};
