import { describe, expect, it, vi } from 'vitest';
import { namesCultureOf } from './LanguageSelectionDialog.js';

vi.mock('../../../lib/trpcClient.js', () => ({ trpc: {} }));

describe('the culture that names the markets while none is settled', () => {
  it('takes the known country', () => {
    expect(namesCultureOf('en', 'AT', ['en-US'])).toBe('en-AT');
  });

  it("else the country of the browser's tag for the language", () => {
    expect(namesCultureOf('en', null, ['de-DE', 'en-US', 'en'])).toBe('en-US');
    expect(namesCultureOf('fr', null, ['fr_ch'])).toBe('fr-CH');
  });

  it("else the language's home country; never en-EN", () => {
    expect(namesCultureOf('en', null, ['en'])).toBe('en-GB');
    expect(namesCultureOf('de', null, [])).toBe('de-DE');
    expect(namesCultureOf('it', null, ['en-US'])).toBe('it-IT');
  });
});
