// Title, H1 and meta description of the home page: in the shared catalogue, because other pages link to this one by its
// title (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../page-meta';

export const meta: PageMeta = {
  title: msg`FOLT – light electric folding bikes`,
  h1: msg`Light electric folding bikes that go wherever you go`,
  description: msg`FOLT designs light electric folding bikes in the Netherlands. Fold one up, stow it in your camper, car boot or hallway, and ride further with ease.`,
};
