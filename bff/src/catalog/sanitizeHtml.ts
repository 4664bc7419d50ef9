/** The only elements catalog texts keep; every attribute is dropped. */
const ALLOWED = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'br']);
/** Elements removed with everything inside them. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'noembed',
  'noframes',
];
const droppedWithContent = new RegExp(
  `<(${DROPPED_WITH_CONTENT.join('|')})\\b[\\s\\S]*?(<\\/\\1\\s*>|$)`,
  'gi',
);
const anyTag = /<\/?([a-zA-Z][a-zA-Z0-9:-]*)\b[^>]*>?/g;
const strayOpen = /<(?!\/?(?:p|ul|ol|li|strong|em)>|br>)/g;

function once(html: string): string {
  return html
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<!\[CDATA\[[\s\S]*?(\]\]>|$)/g, '')
    .replace(/<![^>]*>?/g, '')
    .replace(/<\?[^>]*>?/g, '')
    .replace(droppedWithContent, '')
    .replace(anyTag, (tag: string, name: string) => {
      const element = name.toLowerCase();
      if (!ALLOWED.has(element)) return '';
      if (element === 'br') return '<br>';
      return tag.startsWith('</') ? `</${element}>` : `<${element}>`;
    })
    .replace(strayOpen, '&lt;');
}

/**
 * Catalog HTML (hero, part and setup descriptions) reduced to an allow-list: p, ul, ol, li,
 * strong, em and br without attributes; scripts, styles and frames go with their content, any
 * other tag is dropped keeping its text. Applied until nothing changes, so split tags cannot
 * reassemble.
 */
export function sanitizeHtml(html: string): string {
  let current = html;
  for (let i = 0; i < 5; i++) {
    const next = once(current);
    if (next === current) return next;
    current = next;
  }
  return current;
}
