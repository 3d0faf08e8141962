// Title, H1 and meta description of the models overview: in the shared catalogue, because other pages link to this one by its
// title (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../page-meta';

export const meta: PageMeta = {
  title: msg`All FOLT electric folding bike models`,
  h1: msg`Our models`,
  description: msg`Classic, Elite, Maxx, Piccolo, Voyage or 200-S: explore all six light electric folding bikes by FOLT and find the one for your camper, commute or city.`,
};
