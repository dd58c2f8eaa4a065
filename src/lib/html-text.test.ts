import { describe, expect, it } from 'vitest';
import { plainText } from './html-text';

describe('plainText', () => {
  it('decodes named, decimal and hex entities as a browser shows them', () => {
    expect(plainText('Isn&#39;t it Q&amp;A &quot;time&quot;&#x2014;&lt;yes&gt;&nbsp;now')).toBe('Isn\'t it Q&A "time"\u2014<yes> now');
  });

  it('keeps an unknown entity as written', () => {
    expect(plainText('Fish &chips; and &#xZZ;')).toBe('Fish &chips; and &#xZZ;');
  });

  it('reads blocks as separate words and closes the gap a tag left before punctuation', () => {
    expect(plainText('<p>One</p><p>two <a href="/x">link</a>. (see <em>this</em>)</p>\n\n  three')).toBe('One two link. (see this) three');
  });
});
