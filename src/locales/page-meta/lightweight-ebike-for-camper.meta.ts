// Title, H1 and meta description of the camper e-bike page: in the shared catalogue, because other pages link to this one by its
// title (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../page-meta';

export const meta: PageMeta = {
  title: msg`Lightweight e-bike for your camper`,
  h1: msg`The light e-bike for camper owners`,
  description: msg`Skip the heavy bike rack: a light FOLT folds small enough for the garage or storage locker of many campers. Easy to lift, quick to unfold, ready to ride.`,
};
