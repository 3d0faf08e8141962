// Title, H1 and meta description of the folding e-bike test page: in the shared catalogue, because other pages link to this one by its
// title (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../page-meta';

export const meta: PageMeta = {
  title: msg`Folding e-bike test: how FOLT performs`,
  h1: msg`Electric folding bikes put to the test`,
  description: msg`Comparing folding e-bike tests? See how FOLT scores on weight, range, folding and ride comfort, and learn what to check before you buy one yourself.`,
};
