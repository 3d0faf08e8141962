// The H1 and meta description of the configurator area's pages: in the area's catalogue, which loads with these pages,
// not in the shared one every page carries (src/locales/page-meta.ts has the titles, which links need).
// Each page's view exports these for its head (routes/page-components.ts pageHead), so they load with the page.
import { msg } from '@lingui/core/macro';
import type { PageHead } from '../../locales/page-meta';

export const heads: Record<'configurator' | 'configurator-model', PageHead> = {
  configurator: {
    h1: msg`Choose a model to configure`,
    description: msg`Start configuring your own FOLT: pick the model that suits you, choose your options and accessories and see the price as you go.`,
  },
  'configurator-model': {
    h1: msg`Configure your bike`,
    description: msg`Put together your ideal FOLT: choose options and accessories, check the total price and order your electric folding bike online.`,
  },
};
