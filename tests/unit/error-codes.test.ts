// Every error text the server sends has a code (common/contract/error-codes.ts), and every code a machine or view
// works with has words in nl, en and de where its pages load them (the shop's codes in the shop's catalogue, the
// account's in the account's), as do the shop's notices. A new text, code or notice without them fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import { ACCOUNT_ERROR_CODES, errorCodeOf, SERVER_ERROR_TEXT, SHOP_ERROR_CODES, type ErrorCode } from '../../common/contract/error-codes';
import { ErrorText } from '../../server/api/api-envelope';
import { AccountErrorText } from '../../server/auth/account-error-text';
import { FormErrorText } from '../../server/forms/form-error-text';
import { SHOP_NOTICES } from '../../src/machines/shop-effects';
import { ACCOUNT_ERROR_MESSAGES } from '../../src/views/account/account-text';
import { SHOP_ERROR_MESSAGES, SHOP_NOTICE_MESSAGES } from '../../src/views/shop/shop-text';
import { readCatalogFile } from '../../scripts/po-catalogs';

const LANGS = ['nl', 'en', 'de'] as const;
const root = path.resolve(import.meta.dirname, '../..');

/**
 * The server's source files (tests, fixtures and benchmarks send nothing to a shopper; server/dev is the development
 * inspector, mounted only by `npm run dev` and read by its own English page, decision 036).
 */
function serverSources(dir = path.join(root, 'server')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'bench' || entry.name === 'dev' ? [] : serverSources(file);
    return /\.ts$/.test(entry.name) && !/\.(test|fixture)\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** A string literal (or a template literal's text before its first `${`) right after `pattern`. */
function literalsAfter(source: string, pattern: string): string[] {
  const found: string[] = [];
  const literal = new RegExp(`${pattern}\\s*(?:'((?:[^'\\\\]|\\\\.)*)'|"((?:[^"\\\\]|\\\\.)*)"|\`([^\`$]*))`, 'g');
  for (const match of source.matchAll(literal)) {
    const text = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\\(.)/g, '$1');
    if (text !== '') found.push(text);
  }
  return found;
}

/**
 * Every text a server file puts in `error` by hand: ApiError, sendError, sendEnvelope, the forms router's fail and
 * `error:` in an answer body (texts named from the routes' tables are checked below).
 */
function sentTexts(source: string): string[] {
  return [
    ...literalsAfter(source, String.raw`new ApiError\(\s*\d+\s*,`),
    ...literalsAfter(source, String.raw`(?:sendError|sendEnvelope|fail)\(\s*\w+\s*,\s*\d+\s*,`),
    ...literalsAfter(source, String.raw`\berror:`),
  ];
}

/** Answers of /builds/* (the new-version check reads their status, never their text): not an /api envelope. */
const NOT_SHOWN = new Set(['No build manifest', 'Unknown build']);

describe('every text the server sends has a code', () => {
  test.each(serverSources().map((file) => [path.relative(root, file), file] as const))('%s', (_name, file) => {
    const texts = sentTexts(readFileSync(file, 'utf8')).filter((text) => !NOT_SHOWN.has(text));
    expect(texts.filter((text) => errorCodeOf(text) === 'unknown')).toEqual([]);
  });

  test("the routes' text tables hold only the contract's texts", () => {
    for (const text of [...Object.values(ErrorText), ...Object.values(AccountErrorText), ...Object.values(FormErrorText)]) {
      expect(errorCodeOf(text), text).not.toBe('unknown');
    }
  });

  test('each text has one code, each code one group', () => {
    const texts = Object.values(SERVER_ERROR_TEXT);
    expect(new Set(texts).size).toBe(texts.length);
    const codes: readonly string[] = [...SHOP_ERROR_CODES, ...ACCOUNT_ERROR_CODES];
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of Object.keys(SERVER_ERROR_TEXT)) expect(codes).toContain(code);
  });

  test('the grep sees a text the contract lacks', () => {
    expect(sentTexts("throw new ApiError(400, 'Bike too heavy');\nsendEnvelope(res, 409, `Busy: ${n}`, null);")).toEqual(['Bike too heavy', 'Busy: ']);
    expect(sentTexts("throw new ApiError(400, 'Bike too heavy');").map(errorCodeOf)).toEqual(['unknown']);
  });
});

/** The translated messages of an area's catalogue per language: source text → translation. */
async function catalogue(area: 'shop' | 'account'): Promise<Record<(typeof LANGS)[number], Map<string, string>>> {
  const entries = await Promise.all(
    LANGS.map(async (lang) => {
      const po = await readCatalogFile(path.join(root, `src/views/${area}/locales/${lang}.po`));
      return [lang, new Map(po.items.map((item) => [item.msgid, item.msgstr.join('').trim()]))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<(typeof LANGS)[number], Map<string, string>>;
}

/** Codes (or notices) whose words are missing in a language of their catalogue. */
async function untranslated(area: 'shop' | 'account', keys: readonly string[], messages: Readonly<Record<string, MessageDescriptor>>): Promise<string[]> {
  const translations = await catalogue(area);
  return keys.flatMap((key) => {
    const source = messages[key]?.message;
    if (!source) return [`${key}: no message`];
    return LANGS.filter((lang) => !translations[lang].get(source)).map((lang) => `${key}: no ${lang} translation of "${source}"`);
  });
}

describe('every code and notice has words in nl, en and de', () => {
  test("the shop's codes, in the shop's catalogue ('unknown' shows the text it came with)", async () => {
    const codes = SHOP_ERROR_CODES.filter((code) => code !== 'unknown');
    expect(await untranslated('shop', codes, SHOP_ERROR_MESSAGES)).toEqual([]);
  });

  test("the shop's notices and the wording of a failed request", async () => {
    expect(await untranslated('shop', SHOP_NOTICES, SHOP_NOTICE_MESSAGES)).toEqual([]);
    const translations = await catalogue('shop');
    for (const lang of LANGS)
      for (const prefix of ['API error: {reason}', 'Request failed: {reason}']) expect(translations[lang].get(prefix), `${lang} ${prefix}`).toBeTruthy();
  });

  test("the account's and the back office's codes, in the account catalogue", async () => {
    expect(await untranslated('account', ACCOUNT_ERROR_CODES, ACCOUNT_ERROR_MESSAGES)).toEqual([]);
  });

  test('no code is worded twice', () => {
    const shop = new Set<ErrorCode>(Object.keys(SHOP_ERROR_MESSAGES) as ErrorCode[]);
    expect(Object.keys(ACCOUNT_ERROR_MESSAGES).filter((code) => shop.has(code as ErrorCode))).toEqual([]);
  });
});
