// Browser cookies the shop reads and writes; the only module that touches document.cookie (through js-cookie,
// loaded on first use so it costs nothing on first render).
import type { Lang } from '../locales/paths';

export const LANG_COOKIE = 'lang';
const YEAR_DAYS = 365;

export async function setLanguageCookie(lang: Lang): Promise<void> {
  const { default: Cookies } = await import('js-cookie');
  Cookies.set(LANG_COOKIE, lang, { expires: YEAR_DAYS, sameSite: 'Lax', path: '/', secure: location.protocol === 'https:' });
}
