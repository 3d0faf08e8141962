// The rich-text allow-list (product descriptions: the shop's display and the back office's save) and the HTML-to-text helpers.
import { describe, expect, test } from 'vitest';
import { htmlToText, sanitizeProductHtml, truncateText } from './rich-text';

describe('sanitizeProductHtml', () => {
  test.each([
    ['<p>Compact <strong>36V</strong> battery.</p>', '<p>Compact <strong>36V</strong> battery.</p>'],
    ['<p class="lead" style="color:red" onclick="alert(1)">Hi</p>', '<p>Hi</p>'],
    ['<ul><li>One</li><li>Two<br/>lines</li></ul>', '<ul><li>One</li><li>Two<br>lines</li></ul>'],
    ['<ol><li><em>a</em></li></ol>', '<ol><li><em>a</em></li></ol>'],
    ['<b>bold</b> and <i>italic</i>', '<strong>bold</strong> and <em>italic</em>'],
    ['<p>Hi<script>alert(1)</script> there</p>', '<p>Hi there</p>'],
    ['<style>p{}</style><p>x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.example"><p>inside</p></iframe>ok', 'ok'],
    ['<img src=x onerror=alert(1)>text', 'text'],
    ['<a href="javascript:alert(1)">link</a>', 'link'],
    ['<a href=" jav&#x09;ascript:alert(1)">tab</a>', 'tab'],
    ['<a href="JaVaScRiPt:alert(1)">case</a>', 'case'],
    ['<a href="data:text/html,<script>">data</a>', 'data'],
    ['<a href="//evil.example/x">protocol-relative</a>', 'protocol-relative'],
    ['<a href="https://folt.example/a?b=1&amp;c=2" onclick="steal()" target="_blank">safe</a>', '<a href="https://folt.example/a?b=1&amp;c=2">safe</a>'],
    [
      "<a href='/nl/winkel'>own path</a> <a href=mailto:hallo@folt.example>mail</a>",
      '<a href="/nl/winkel">own path</a> <a href="mailto:hallo@folt.example">mail</a>',
    ],
    ['<a href="https://a.example"><a href="https://b.example">nested</a></a>', '<a href="https://a.example">nested</a>'],
    ['<a href="https://a.example/&quot;onmouseover=x">quote</a>', 'quote'],
    ['<svg><script>alert(1)</script></svg>safe', 'safe'],
    ['<p>unclosed <strong>bold', '<p>unclosed <strong>bold</strong></p>'],
    ['stray </p></li> closers', 'stray  closers'],
    ['<p><strong>crossed</p></strong>', '<p><strong>crossed</strong></p>'],
    ['<table><tr><th>Weight</th><td>1.6 kg</td></tr></table>', 'Weight  1.6 kg'],
    ['<div>one</div><div>two</div>', 'one  two'],
    ['5 < 6 & 7 > 3', '5 &lt; 6 &amp; 7 &gt; 3'],
    ['&lt;script&gt; &amp; &euro; &#8364; &bogus', '&lt;script&gt; &amp; &euro; &#8364; &amp;bogus'],
    ['<!-- secret --><p>x</p><![CDATA[<script>]]>', '<p>x</p>'],
    ['<p title="a>b">quoted</p>', '<p>quoted</p>'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<p onmouseover="x>', '&lt;p onmouseover="x&gt;'],
    ['', ''],
  ])('%s', (html, safe) => {
    expect(sanitizeProductHtml(html)).toBe(safe);
  });

  test('nothing with an attribute or a tag outside the allowlist ever comes out', () => {
    const hostile = '<p><a href=x><img src=x onerror=y><object data=z></object><form action=q><input name=a></form><math><mi>x</mi></math></p>';
    const safe = sanitizeProductHtml(hostile);
    expect(safe).not.toMatch(/<(?!\/?(?:p|ul|ol|li|strong|em|br|a)>)/);
    expect(safe).not.toMatch(/=/);
  });

  test('null and undefined give an empty string', () => {
    expect(sanitizeProductHtml(null)).toBe('');
    expect(sanitizeProductHtml(undefined)).toBe('');
  });
});

describe('htmlToText', () => {
  test.each([
    ['<p>Compact <strong>36V</strong> battery.</p><ul><li>Weight: 1,6 kg</li></ul>', 'Compact 36V battery. Weight: 1,6 kg'],
    ['<p>Fish &amp; chips&nbsp;for &euro;&#8239;5 &#x2013; cheap</p>', 'Fish & chips for € 5 – cheap'],
    ['<p>a<script>b</script>c</p>', 'ac'],
    ['<table><tr><th>Gewicht</th><td>1,6 kg</td></tr></table>', 'Gewicht 1,6 kg'],
    [null, ''],
  ])('%s → %s', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('truncateText', () => {
  test('keeps short texts and cuts long ones at a word with an ellipsis', () => {
    expect(truncateText('short text', 20)).toBe('short text');
    expect(truncateText('one two three four five six', 16)).toBe('one two three…');
    expect(truncateText('one two three four five six', 16).length).toBeLessThanOrEqual(16);
  });
});
