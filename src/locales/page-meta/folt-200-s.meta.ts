// Title, H1 and meta description of the FOLT 200-S page: in the shared catalogue, because other pages link to this one by its
// title (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../page-meta';

export const meta: PageMeta = {
  title: msg`FOLT 200-S electric folding bike`,
  h1: msg`FOLT 200-S`,
  description: msg`Meet the FOLT 200-S: a light electric folding bike that goes from car boot or camper to cycle path in moments. View the specs and book a test ride.`,
};
