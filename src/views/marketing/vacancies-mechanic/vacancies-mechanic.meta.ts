// The H1 and meta description of this page: kept beside the page so they are in its own catalogue, loaded with the
// page, not in the shared one every page carries (src/locales/page-meta.ts has the title, which links need).
// The page's view shows the H1 and exports this for its head (routes/page-components.ts pageHead).
import { msg } from '@lingui/core/macro';
import type { PageHead } from '../../../locales/page-meta';

export const head: PageHead = {
  h1: msg`Bicycle mechanic`,
  description: msg`Are you a skilled bicycle mechanic with a feel for e-bikes? Assemble, service and repair FOLT electric folding bikes in our own workshop. Apply now.`,
};
