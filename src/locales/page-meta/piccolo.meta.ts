// Title, H1 and meta description of the FOLT Piccolo page: in the shared catalogue, because other pages link to this one by its
// title (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../page-meta';

export const meta: PageMeta = {
  title: msg`FOLT Piccolo compact electric folding bike`,
  h1: msg`FOLT Piccolo`,
  description: msg`The FOLT Piccolo is our most compact folding e-bike: easy to lift, small when folded and nimble in town. Ideal for small campers, trains and apartments.`,
};
