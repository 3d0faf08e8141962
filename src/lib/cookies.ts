// Browser cookies the shop reads and writes; the only module that touches document.cookie (through js-cookie).
import Cookies from 'js-cookie';
import type { Lang } from '../locales/paths';

export const LANG_COOKIE = 'lang';
const YEAR_DAYS = 365;

export function setLanguageCookie(lang: Lang): void {
  Cookies.set(LANG_COOKIE, lang, { expires: YEAR_DAYS, sameSite: 'Lax', path: '/', secure: location.protocol === 'https:' });
}
