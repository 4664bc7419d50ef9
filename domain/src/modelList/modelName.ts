/**
 * Year and engine size as the model list reads them from a model name. The catalog has no separate
 * fields for them, so the list's ordering depends on the marketing name's numbers.
 */
export interface ModelNameFigures {
  /** The first number above 2000, e.g. 2024 in 'KTM 1390 SUPER DUKE R 2024'. */
  year: number | undefined;
  /** The first other positive number, e.g. 250 in 'GASGAS MC 250F 2024'. */
  engineSize: number | undefined;
}

/** Years are "above 2000", so 2000 itself reads as an engine size. */
const YEAR_ABOVE = 2000;

// Only a word that starts with digits is a number: '250F' and '300i' carry a size, 'GT4' or 'X-BOW' do not.
const LEADING_DIGITS = /^\d+/;

export function nameWords(name: string): string[] {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

export function parseModelName(name: string): ModelNameFigures {
  let year: number | undefined;
  let engineSize: number | undefined;
  for (const word of nameWords(name)) {
    const digits = LEADING_DIGITS.exec(word)?.[0];
    if (digits === undefined) continue;
    const value = Number(digits);
    if (value > YEAR_ABOVE) {
      year ??= value;
    } else if (value > 0) {
      engineSize ??= value;
    }
  }
  return { year, engineSize };
}
