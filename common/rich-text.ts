// Product copy from Magento is HTML written in the admin: this makes it safe to render (a small allowlist of tags,
// no attributes but a link's safe href) and turns it into plain text for meta descriptions and JSON-LD. The one
// allow-list of both sides: the shop renders through it, and the back office's save stores only what it lets
// through (server/admin/admin-bikes.router.ts), so no script or event handler is ever stored. It runs on the server
// and in the browser alike, so it is a small tokenizer rather than DOMParser.

/** Tags that survive, without any attribute (a link keeps its href when it is safe, RICH_TEXT_LINK). */
export const RICH_TEXT_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'a'] as const;
const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
/** Link targets that survive: web pages, mail and the shop's own paths (never javascript:, data: or vbscript:). */
export const RICH_TEXT_LINK = /^(?:https?:\/\/[^\s"'<>]+|mailto:[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/i;
/** Old-fashioned spellings of allowed tags. */
const RENAMED: Record<string, string> = { b: 'strong', i: 'em' };
/** Elements whose content is not copy at all: dropped with everything inside. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
  'video',
  'audio',
  'canvas',
]);
/** Inline tags that are dropped without leaving a gap; every other dropped tag leaves a space so words stay apart. */
const INLINE = new Set([
  'span',
  'font',
  'u',
  's',
  'small',
  'big',
  'sup',
  'sub',
  'code',
  'abbr',
  'mark',
  'time',
  'bdi',
  'bdo',
  'q',
  'cite',
  'dfn',
  'kbd',
  'samp',
  'var',
  'ins',
  'del',
  'strike',
  'tt',
  'label',
  'img',
]);

// A tag with attribute values that may hold '>' inside quotes; comments, doctypes, CDATA and processing instructions.
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ENTITY = /&(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/y;

/** Text as HTML: keeps well-formed entity references, escapes everything else that could start markup. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (ch === '&') {
      ENTITY.lastIndex = i;
      out += ENTITY.test(text) ? '&' : '&amp;';
    } else if (ch === '<') out += '&lt;';
    else if (ch === '>') out += '&gt;';
    else out += ch;
  }
  return out;
}

interface Token {
  kind: 'text' | 'open' | 'close' | 'other';
  text: string;
  name: string;
  selfClosing: boolean;
  attributes: string;
}

function* tokens(html: string): Generator<Token> {
  let last = 0;
  for (const match of html.matchAll(TOKEN)) {
    if (match.index > last) yield { kind: 'text', text: html.slice(last, match.index), name: '', selfClosing: false, attributes: '' };
    last = match.index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (!name) yield { kind: 'other', text: match[0], name: '', selfClosing: false, attributes: '' };
    else yield { kind: match[1] ? 'close' : 'open', text: match[0], name, selfClosing: /\/\s*$/.test(match[3] ?? ''), attributes: match[3] ?? '' };
  }
  if (last < html.length) yield { kind: 'text', text: html.slice(last), name: '', selfClosing: false, attributes: '' };
}

/**
 * Walks the tokens, skipping dropped elements with their content, and hands the rest to `emit`: allowed tags
 * (renamed, attributes gone) and text. A dropped tag becomes `gap` when it separates words.
 */
function walk(html: string, emit: (token: Token) => void): void {
  let skipping: string | null = null;
  let depth = 0;
  for (const token of tokens(html)) {
    if (skipping) {
      if (token.name === skipping && !token.selfClosing) depth += token.kind === 'open' ? 1 : token.kind === 'close' ? -1 : 0;
      if (depth === 0) skipping = null;
      continue;
    }
    if (token.kind === 'open' && DROPPED_WITH_CONTENT.has(token.name) && !token.selfClosing) {
      skipping = token.name;
      depth = 1;
      continue;
    }
    emit(token);
  }
}

const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** A link's href when it is safe (entities decoded, control characters and spaces gone first), escaped for an attribute. */
function safeHref(attributes: string): string | null {
  const match = HREF.exec(attributes);
  if (!match) return null;
  // Browsers ignore control characters and spaces inside a URL, so they never hide a scheme.
  const href = decodeEntities(match[1] ?? match[2] ?? match[3] ?? '').replace(/[\u0000-\u0020\u007f]/g, '');
  if (!RICH_TEXT_LINK.test(href)) return null;
  return href.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * Safe HTML of a product description: only p, ul, ol, li, strong, em, br and a (with a safe href and nothing
 * else), properly nested and closed; everything else is dropped (scripts and the like with their content, other
 * tags keeping their text). Entity references stay as they are; stray '<', '>' and '&' are escaped.
 */
export function sanitizeProductHtml(html: string | null | undefined): string {
  if (!html) return '';
  let out = '';
  const open: string[] = [];
  walk(html, (token) => {
    if (token.kind === 'text') {
      out += escapeText(token.text);
      return;
    }
    const name = RENAMED[token.name] ?? token.name;
    if (!ALLOWED.has(name)) {
      if (token.kind !== 'other' && !INLINE.has(token.name)) out += ' ';
      return;
    }
    if (name === 'br') {
      if (token.kind === 'open') out += '<br>';
      return;
    }
    if (token.kind === 'open') {
      if (token.selfClosing) return;
      if (name === 'a') {
        // A link without a safe target keeps its text only; links do not nest.
        const href = open.includes('a') ? null : safeHref(token.attributes);
        if (href === null) return;
        open.push(name);
        out += `<a href="${href}">`;
        return;
      }
      open.push(name);
      out += `<${name}>`;
      return;
    }
    // A closing tag closes what was opened inside it; one that closes nothing is ignored.
    const at = open.lastIndexOf(name);
    if (at < 0) return;
    while (open.length > at) out += `</${open.pop()}>`;
  });
  while (open.length > 0) out += `</${open.pop()}>`;
  return out.trim();
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  shy: '',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

/** Plain text of product HTML (for meta descriptions and JSON-LD): tags gone, entities decoded, spaces collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  let out = '';
  walk(html, (token) => {
    if (token.kind === 'text') out += token.text;
    else if (
      token.kind !== 'other' &&
      !INLINE.has(token.name) &&
      token.name !== 'a' &&
      token.name !== 'strong' &&
      token.name !== 'em' &&
      token.name !== 'b' &&
      token.name !== 'i'
    )
      out += ' ';
  });
  return decodeEntities(out).replace(/\s+/g, ' ').trim();
}

/** A text cut to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
