import type { BrandCode } from '@configurator/domain/catalog/types';

interface BrandTheme {
  /** The brand colour: links, the 3D indicator, the main button. */
  color: string;
  /** Text on the brand colour. */
  onColor: string;
  /** The second colour of the brand's accent list. */
  accent: string;
  /** Header and footer background. */
  chrome: string;
  onChrome: string;
  font: string;
}

/** Colours from the brand guidelines the specification names: KTM ff6600, HQV dark blue with FFED00, GG CB0D25. */
export const BRAND_THEMES: Record<BrandCode, BrandTheme> = {
  KTM: {
    color: '#ff6600',
    onColor: '#000000',
    accent: '#ff6600',
    chrome: '#000000',
    onChrome: '#ffffff',
    font: '"Arial Black", "Helvetica Neue", Arial, sans-serif',
  },
  HQV: {
    color: '#1d2a4d',
    onColor: '#ffffff',
    accent: '#ffed00',
    chrome: '#1d2a4d',
    onChrome: '#ffffff',
    font: 'Georgia, "Times New Roman", serif',
  },
  GG: {
    color: '#cb0d25',
    onColor: '#ffffff',
    accent: '#cb0d25',
    chrome: '#1a1a1a',
    onChrome: '#ffffff',
    font: '"Trebuchet MS", "Helvetica Neue", Arial, sans-serif',
  },
};

export function brandCssVariables(theme: BrandTheme): Record<string, string> {
  return {
    '--brand-color': theme.color,
    '--brand-on-color': theme.onColor,
    '--brand-accent': theme.accent,
    '--brand-chrome': theme.chrome,
    '--brand-on-chrome': theme.onChrome,
    '--brand-font': theme.font,
  };
}
