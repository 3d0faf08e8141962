// Title, H1 and meta description of the FOLT Voyage page: in the shared catalogue, because other pages link to this one by its
// title (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../page-meta';

export const meta: PageMeta = {
  title: msg`FOLT Voyage electric folding bike`,
  h1: msg`FOLT Voyage`,
  description: msg`The FOLT Voyage is made for travelling: a light electric folding bike for long camper trips and full-day tours. Discover the specs and configure your own.`,
};
