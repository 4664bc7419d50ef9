// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml.js';

describe('sanitizeHtml', () => {
  it('keeps the markup of a description and drops scripts and handlers', () => {
    const clean = sanitizeHtml('<p onclick="steal()">Built <b>tough</b><script>steal()</script></p>');
    expect(clean).toBe('<p>Built <b>tough</b></p>');
  });

  it('answers the same description the same again', () => {
    const html = '<p>Twice<img src="x" onerror="steal()"></p>';
    expect(sanitizeHtml(html)).toBe('<p>Twice<img src="x"></p>');
    expect(sanitizeHtml(html)).toBe('<p>Twice<img src="x"></p>');
  });

  it('passes text without markup through', () => {
    expect(sanitizeHtml('Wind protection > comfort')).toBe('Wind protection > comfort');
  });

  it('cleans text that hides markup in entities as markup', () => {
    expect(sanitizeHtml('a &lt;b&gt; &amp; c')).toBe('a &lt;b&gt; &amp; c');
  });
});
