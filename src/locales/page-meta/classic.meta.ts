// Title, H1 and meta description of the FOLT Classic page: in the shared catalogue, because other pages link to this one by its
// title (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../page-meta';

export const meta: PageMeta = {
  title: msg`FOLT Classic electric folding bike`,
  h1: msg`FOLT Classic`,
  description: msg`The FOLT Classic: a timeless, light electric folding bike that rides comfortably, folds easily and is ready for camper trips and everyday rides.`,
};
