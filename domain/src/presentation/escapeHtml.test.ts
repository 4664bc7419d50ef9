import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml.js';

describe('escapeHtml', () => {
  it('escapes the five characters that could end text or an attribute', () => {
    expect(escapeHtml(`Orange & "Black" <b>'s</b>`)).toBe(
      'Orange &amp; &quot;Black&quot; &lt;b&gt;&#39;s&lt;/b&gt;',
    );
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('München 5020 – ok')).toBe('München 5020 – ok');
  });
});
