// The H1 and meta description of this page: kept beside the page so they are in its own catalogue, loaded with the
// page, not in the shared one every page carries (src/locales/page-meta.ts has the title, which links need).
// The page's view shows the H1 and exports this for its head (routes/page-components.ts pageHead).
import { msg } from '@lingui/core/macro';
import type { PageHead } from '../../../locales/page-meta';

export const head: PageHead = {
  h1: msg`Manuals`,
  description: msg`Download the manual for your FOLT model as a PDF, with instructions for folding, charging, the display and maintenance. Handy at home or on the road.`,
};
