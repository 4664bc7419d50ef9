import type { BrandCode } from '@configurator/domain/catalog/types';
import { BRAND_THEMES } from './brandThemes.js';

/**
 * Each brand's mark as SVG markup: the logo in the header and, reduced to its letters, the favicon.
 * Drawn here (no image files) so the first paint needs no extra request.
 */
interface BrandMark {
  viewBox: string;
  /** Inner SVG markup of the logo. */
  logo: string;
  /** Inner SVG markup of a 32×32 icon. */
  icon: string;
}

const ktm = BRAND_THEMES.KTM;
const hqv = BRAND_THEMES.HQV;
const gg = BRAND_THEMES.GG;

export const BRAND_MARKS: Record<BrandCode, BrandMark> = {
  KTM: {
    viewBox: '0 0 120 40',
    logo:
      `<path d="M6 4h108l-6 32H0z" fill="${ktm.color}"/>` +
      `<text x="57" y="30" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-style="italic" font-size="26" fill="#000">KTM</text>`,
    icon:
      `<path d="M3 3h28l-3 26H0z" fill="${ktm.color}"/>` +
      `<text x="15" y="23" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-style="italic" font-size="15" fill="#000">K</text>`,
  },
  HQV: {
    viewBox: '0 0 200 40',
    logo:
      `<circle cx="20" cy="20" r="17" fill="none" stroke="${hqv.accent}" stroke-width="3"/>` +
      `<path d="M11 24l4-10 5 7 5-7 4 10z" fill="${hqv.accent}"/>` +
      `<text x="44" y="27" font-family="Georgia, serif" font-size="17" letter-spacing="2" fill="#fff">HUSQVARNA</text>`,
    icon:
      `<rect width="32" height="32" rx="6" fill="${hqv.color}"/>` +
      `<path d="M6 22l4-11 6 8 6-8 4 11z" fill="${hqv.accent}"/>`,
  },
  GG: {
    viewBox: '0 0 150 40',
    logo:
      `<rect x="0" y="4" width="150" height="32" rx="4" fill="${gg.color}"/>` +
      `<text x="75" y="29" text-anchor="middle" font-family="Trebuchet MS, Arial, sans-serif" font-weight="700" font-size="24" letter-spacing="1" fill="#fff">GASGAS</text>`,
    icon:
      `<rect width="32" height="32" rx="6" fill="${gg.color}"/>` +
      `<text x="16" y="22" text-anchor="middle" font-family="Trebuchet MS, Arial, sans-serif" font-weight="700" font-size="14" fill="#fff">GG</text>`,
  },
};

export function faviconDataUrl(brand: BrandCode): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${BRAND_MARKS[brand].icon}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
