import type { BrandCode } from '@configurator/domain';

/** How a printed document looks for a brand. */
export interface BrandLook {
  /** The brand colour: headings, rules, the total. */
  color: string;
  /** The second colour of the brand's accents. */
  accent: string;
  /** Header band background and its text. */
  chrome: string;
  onChrome: string;
  font: string;
  /** The name printed in the header. */
  displayName: string;
}

/**
 * The same colours as the client's brand themes (client/src/features/brand/brandThemes.ts), kept
 * here because the server does not import client code.
 */
export const BRAND_LOOKS: Record<BrandCode, BrandLook> = {
  KTM: {
    color: '#ff6600',
    accent: '#ff6600',
    chrome: '#000000',
    onChrome: '#ffffff',
    font: '"Arial Black", "Helvetica Neue", Arial, sans-serif',
    displayName: 'KTM',
  },
  HQV: {
    color: '#1d2a4d',
    accent: '#ffed00',
    chrome: '#1d2a4d',
    onChrome: '#ffffff',
    font: 'Georgia, "Times New Roman", serif',
    displayName: 'Husqvarna Motorcycles',
  },
  GG: {
    color: '#cb0d25',
    accent: '#cb0d25',
    chrome: '#1a1a1a',
    onChrome: '#ffffff',
    font: '"Trebuchet MS", "Helvetica Neue", Arial, sans-serif',
    displayName: 'GASGAS',
  },
};
