// The PHP behaviours the totals options are built from, checked against what PHP itself prints:
// htmlspecialchars($s, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8', false), json_encode($v) and nl2br(implode("\n", …)).
import { describe, expect, it } from 'vitest';
import { escapeHtml, phpJsonEncode, priceHtml } from './totals-item-options';

describe('Escaper::escapeHtml', () => {
  it('escapes & < > " and \' (as &#039;) and leaves existing entities alone (double_encode false)', () => {
    expect(escapeHtml(`Frametas "Mini" & co's <klein>`)).toBe('Frametas &quot;Mini&quot; &amp; co&#039;s &lt;klein&gt;');
    expect(escapeHtml('R&amp;D &#8364; &#x20AC; & ;')).toBe('R&amp;D &#8364; &#x20AC; &amp; ;');
  });
});

describe('json_encode without flags', () => {
  it('escapes "/" and every non-ASCII character as a lowercase \\uXXXX (surrogate pairs for astral ones)', () => {
    expect(phpJsonEncode([{ value: '1 x Accu <span class="price">€\u00a0249,00</span><br />\nx', label: 'Ä 🚲' }])).toBe(
      '[{"value":"1 x Accu <span class=\\"price\\">\\u20ac\\u00a0249,00<\\/span><br \\/>\\nx","label":"\\u00c4 \\ud83d\\udeb2"}]',
    );
  });

  it('writes an empty list as [] and control characters as escapes, DEL as it is', () => {
    expect(phpJsonEncode([])).toBe('[]');
    expect(phpJsonEncode('a\tb\u0001\u007f\\')).toBe('"a\\tb\\u0001\u007f\\\\"');
  });
});

describe('Pricing\\Helper\\Data::currency', () => {
  it('wraps the locale\'s currency format in <span class="price">', () => {
    expect(priceHtml(249, 'nl_NL')).toBe('<span class="price">€\u00a0249,00</span>');
    expect(priceHtml(249, 'en_US')).toBe('<span class="price">€249.00</span>');
    expect(priceHtml(1249.5, 'de_DE')).toBe('<span class="price">1.249,50\u00a0€</span>');
  });
});
