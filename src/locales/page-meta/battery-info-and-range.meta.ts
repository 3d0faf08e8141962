// Title, H1 and meta description of the battery and range page: in the shared catalogue, because other pages link to this one by its
// title (src/locales/page-meta.ts lists every page's meta for the head).
import { msg } from '@lingui/core/macro';
import type { PageMeta } from '../page-meta';

export const meta: PageMeta = {
  title: msg`Battery, range and charging of your FOLT`,
  h1: msg`Battery and range`,
  description: msg`How far can you ride on one charge? Learn what affects the range of your FOLT, how to charge the battery safely and how to keep it healthy for years.`,
};
