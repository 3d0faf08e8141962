// The H1 and meta description of this page: kept beside the page so they are in its own catalogue, loaded with the
// page, not in the shared one every page carries (src/locales/page-meta.ts has the title, which links need).
// The page's view shows the H1 and exports this for its head (routes/page-components.ts pageHead).
import { msg } from '@lingui/core/macro';
import type { PageHead } from '../../../locales/page-meta';

export const head: PageHead = {
  h1: msg`Plan next season now`,
  description: msg`Read Kampeerauto 4/2025? Use the quiet winter months to choose your folding e-bike, book a test ride and secure your reader offer for next season.`,
};
