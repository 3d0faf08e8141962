// Title, H1 and meta description of the testimonials page: kept beside the page so they land in the page's own catalogue
// and load with it (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../../locales/page-meta';

export const meta: PageMeta = {
  title: msg`FOLT reviews and customer experiences`,
  h1: msg`What riders say`,
  description: msg`Camper owners, commuters and city riders share their experience with FOLT: how the folding e-bike rides, how it travels and what surprised them most.`,
};
