import { escapeHtml } from '@configurator/domain/presentation/escapeHtml';
import { COLOR_TEXTS } from '../configurations/colorTexts.js';
import { BRAND_LOOKS } from './brandLook.js';
import type { SummaryContent, SummaryPart } from './summaryContent.js';
import { SUMMARY_TEXTS } from './summaryTexts.js';

/** Raised whenever the template's output changes, so no cached PDF of the old layout is served. */
export const SUMMARY_TEMPLATE_VERSION = 4;

/** Catalog and dealer texts are data, never markup. */
const e = escapeHtml;

function imagesBlock(content: SummaryContent, alt: string): string {
  const [first, ...rest] = content.images;
  if (!first) return '';
  const main = `<img class="main" src="${first}" alt="${e(alt)}">`;
  const others = rest.map((url) => `<img src="${url}" alt="${e(alt)}">`).join('');
  return `<section class="images">${main}${others ? `<div class="others">${others}</div>` : ''}</section>`;
}

function partsBlock(content: SummaryContent, parts: readonly SummaryPart[], emptyText: string): string {
  const t = SUMMARY_TEXTS[content.language];
  if (parts.length === 0) return `<p class="muted">${e(emptyText)}</p>`;
  const priceHead = content.total !== null ? `<th class="price">${e(t.price)}</th>` : '';
  const rows = parts
    .map((part) => {
      const marks = [
        part.racing ? ' <span class="mark">Racing</span>' : '',
        part.notVisualized ? ` <span class="muted">(${e(t.notVisualized)})</span>` : '',
      ].join('');
      const price = part.price !== null ? `<td class="price">${e(part.price)}</td>` : '';
      return `<tr><td>${e(part.name)}${marks}</td><td>${e(part.reference)}</td>${price}</tr>`;
    })
    .join('');
  return `<table><thead><tr><th>${e(t.part)}</th><th>${e(t.reference)}</th>${priceHead}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** The X-Bow's colours: slot, swatch and colour name, then the finish or the rim size. */
function colorsBlock(content: SummaryContent): string {
  if (content.colors.length === 0) return '';
  const t = COLOR_TEXTS[content.language];
  const rows = content.colors
    .map((color) => {
      const swatch = `<span class="swatch" style="background:${e(color.swatch)}"></span>`;
      const details = color.details.map((detail) => `<br><span class="muted">${e(detail)}</span>`).join('');
      return `<tr><td>${e(color.slotName)}</td><td>${swatch}${e(color.colorName)}${details}</td></tr>`;
    })
    .join('');
  return `<section class="colors"><h2>${e(t.colours)}</h2><table><thead><tr><th>${e(t.slot)}</th><th>${e(t.colour)}</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

function totalsBlock(content: SummaryContent): string {
  const t = SUMMARY_TEXTS[content.language];
  const lines: string[] = [];
  if (content.basePrice !== null)
    lines.push(`<tr><td>${e(t.basePrice)}</td><td class="price">${e(content.basePrice)}</td></tr>`);
  lines.push(`<tr><td>${e(t.mobilityService)}</td><td class="price">${e(t.free)}</td></tr>`);
  if (content.total !== null)
    lines.push(`<tr class="total"><td>${e(t.total)}</td><td class="price">${e(content.total)}</td></tr>`);
  const notes = [content.priceNote, content.montageNote].filter((note) => note.trim() !== '');
  return `<section class="totals"><table>${lines.join('')}</table>${notes.map((note) => `<p class="note">${e(note)}</p>`).join('')}</section>`;
}

/** The printed summary as one self-contained HTML page: no scripts, no outside references. */
export function summaryHtml(content: SummaryContent): string {
  const t = SUMMARY_TEXTS[content.language];
  const look = BRAND_LOOKS[content.brand];
  const figures = content.keyFigures.length
    ? `<section><h2>${e(t.keyFigures)}</h2><dl class="figures">${content.keyFigures
        .map((f) => `<div><dt>${e(f.label)}</dt><dd>${e(f.value)} ${e(f.unit)}</dd></div>`)
        .join('')}</dl></section>`
    : '';
  const setup = content.setup
    ? `<section><h2>${e(t.setup)}</h2><p><strong>${e(content.setup.name)}</strong></p><h3>${e(t.setupParts)}</h3>${partsBlock(content, content.setup.parts, t.noSetupParts)}</section>`
    : '';
  const dealer = content.dealer
    ? `<section class="dealer"><h2>${e(t.dealer)}</h2><p><strong>${e(content.dealer.name)}</strong><br>${e(content.dealer.address)}<br>${e(content.dealer.email)} · ${e(content.dealer.phone)}</p></section>`
    : '';
  const racing = content.racing ? `<p class="racing">${e(t.racingNotice)}</p>` : '';
  return `<!doctype html>
<html lang="${content.language}"><head><meta charset="utf-8"><title>${e(content.modelName)}</title>
<style>
@page { size: A4; margin: 14mm 14mm 16mm; }
* { box-sizing: border-box; }
body { margin: 0; font: 10pt/1.4 "Helvetica Neue", Arial, sans-serif; color: #1a1a1a; }
header { background: ${look.chrome}; color: ${look.onChrome}; padding: 10px 14px; display: flex; justify-content: space-between; align-items: baseline; border-bottom: 4px solid ${look.accent}; }
header .brand { font: 700 14pt ${look.font}; letter-spacing: 0.04em; }
h1 { font: 700 20pt ${look.font}; color: ${look.color}; margin: 14px 0 2px; }
h3 { font-size: 9.5pt; color: #555; margin: 10px 0 4px; }
h2 { font-size: 11pt; letter-spacing: 0.03em; color: ${look.color}; border-bottom: 1px solid ${look.color}; padding-bottom: 2px; margin: 16px 0 6px; }
.subtitle { margin: 0 0 8px; color: #555; }
.images img { width: 100%; display: block; }
.images .others { display: flex; gap: 6px; margin-top: 6px; }
.images .others img { width: 0; flex: 1; }
.figures { display: flex; gap: 18px; margin: 0; }
.figures dt { color: #555; font-size: 8.5pt; }
.figures dd { margin: 0; font-weight: 700; font-size: 12pt; }
table { width: 100%; border-collapse: collapse; }
th { text-align: left; font-size: 8.5pt; color: #555; border-bottom: 1px solid #ccc; padding: 3px 4px; }
td { padding: 4px; border-bottom: 1px solid #eee; vertical-align: top; }
tr { page-break-inside: avoid; }
.price { text-align: right; white-space: nowrap; }
.totals { margin-top: 10px; }
.totals tr.total td { font-weight: 700; font-size: 13pt; color: ${look.color}; border-top: 2px solid ${look.color}; }
.note, .muted { color: #666; font-size: 8.5pt; margin: 4px 0; }
.mark { background: ${look.color}; color: #fff; font-size: 7pt; padding: 0 4px; border-radius: 2px; }
.racing { border-left: 4px solid ${look.accent}; background: #f4f4f4; padding: 6px 10px; font-size: 9pt; }
.swatch { display: inline-block; width: 10pt; height: 10pt; margin-right: 6px; vertical-align: -1pt; border: 1px solid #999; }
.share { display: flex; gap: 14px; align-items: center; margin-top: 16px; page-break-inside: avoid; }
.share svg { width: 30mm; height: 30mm; flex: none; }
.share a { color: ${look.color}; word-break: break-all; }
</style></head>
<body>
<header><span class="brand">${e(look.displayName)}</span><span>${e(t.date)}: ${e(content.date)}</span></header>
<h1>${e(content.modelName)}</h1>
<p class="subtitle">${e(t.title)}${content.colourName ? ` · ${e(t.colour)}: ${e(content.colourName)}` : ''}</p>
${imagesBlock(content, content.fromScreenshot ? t.screenshot : content.modelName)}
${figures}
${colorsBlock(content)}
<section><h2>${e(t.parts)}</h2>${partsBlock(content, content.parts, t.noParts)}</section>
${setup}
${totalsBlock(content)}
${racing}
${dealer}
<section class="share">${content.qrSvg}<div><h2>${e(t.shareLink)}</h2><p><a href="${e(content.shareUrl)}">${e(content.shareUrl)}</a></p><p class="muted">${e(t.shareHint)}</p></div></section>
</body></html>`;
}
