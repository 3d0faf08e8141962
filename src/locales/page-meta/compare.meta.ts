// Title, H1 and meta description of the compare page: in the shared catalogue, because other pages link to this one by its
// title (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../page-meta';

export const meta: PageMeta = {
  title: msg`Compare FOLT folding e-bikes side by side`,
  h1: msg`Compare models`,
  description: msg`Put the FOLT models side by side: weight, range, folded size, motor and price. See at a glance which light electric folding bike suits your trips best.`,
};
