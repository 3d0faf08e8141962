// Title, H1 and meta description of the bike-view page: in the shared catalogue, because other pages link to this one by its
// title (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../page-meta';

export const meta: PageMeta = {
  title: msg`The FOLT from every angle`,
  h1: msg`Every angle, every detail`,
  description: msg`View the FOLT from several angles and take a close look at the frame, folding hinge, battery and finish. See exactly what you get before you order.`,
};
