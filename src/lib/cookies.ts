// Browser cookies the shop reads and writes; the only module that touches document.cookie (through js-cookie,
// loaded on first use so it costs nothing on first render).
import type { Lang } from '../locales/paths';

export const LANG_COOKIE = 'lang';
const YEAR_DAYS = 365;

/** Whether the browser holds a cookie `name` with a value (an empty one counts as none). */
export async function hasCookie(name: string): Promise<boolean> {
  const { default: Cookies } = await import('js-cookie');
  return Boolean(Cookies.get(name));
}

export async function setLanguageCookie(lang: Lang): Promise<void> {
  const { default: Cookies } = await import('js-cookie');
  Cookies.set(LANG_COOKIE, lang, { expires: YEAR_DAYS, sameSite: 'Lax', path: '/', secure: location.protocol === 'https:' });
}
