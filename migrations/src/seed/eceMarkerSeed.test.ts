import { hasEceMarker } from '@configurator/domain/presentation/eceMarker';
import { describe, expect, it } from 'vitest';
import { generateSeedCatalog } from './generateSeedCatalog.js';
import { APPROVAL_RACING } from './texts.js';

const LANGUAGES = ['en', 'de', 'fr', 'es', 'it'] as const;
const parts = generateSeedCatalog().parts;

describe('ECE marker of the seeded parts', () => {
  it('is the same in every language of a part, and never on a part that is not homologated', () => {
    let marked = 0;
    for (const part of parts) {
      const byLanguage = LANGUAGES.map((language) =>
        hasEceMarker({ Racing: part.racing, ApprovalInfo: part.approvalInfo?.[language] ?? null }),
      );
      expect(new Set(byLanguage).size, `${part.code} ${byLanguage}`).toBe(1);
      const notHomologated = part.approvalInfo?.en === APPROVAL_RACING.en;
      if (notHomologated || part.racing || part.approvalInfo === null)
        expect(byLanguage[0], part.code).toBe(false);
      else expect(byLanguage[0], `${part.code}: ${part.approvalInfo?.en}`).toBe(true);
      if (byLanguage[0]) marked++;
    }
    expect(marked).toBeGreaterThan(0);
    expect(parts.some((part) => part.approvalInfo?.en === APPROVAL_RACING.en)).toBe(true);
  });
});
