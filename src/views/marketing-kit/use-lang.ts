// The language of the page being shown, for links and number formats in the marketing components.
import type { Lang } from '../../locales/paths';
import { useCurrentPage } from '../shared/page-context';

export function useLang(): Lang {
  return useCurrentPage().lang;
}
