// Title, H1 and meta description of the testimonials page: in the shared catalogue, because other pages link to this one by its
// title (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../page-meta';

export const meta: PageMeta = {
  title: msg`FOLT reviews and customer experiences`,
  h1: msg`What riders say`,
  description: msg`Camper owners, commuters and city riders share their experience with FOLT: how the folding e-bike rides, how it travels and what surprised them most.`,
};
