// Title, H1 and meta description of the bike-view page: kept beside the page so they land in the page's own catalogue
// and load with it (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../../../locales/page-meta';

export const meta: PageMeta = {
  title: msg`The FOLT from every angle`,
  h1: msg`Every angle, every detail`,
  description: msg`View the FOLT from several angles and take a close look at the frame, folding hinge, battery and finish. See exactly what you get before you order.`,
};
