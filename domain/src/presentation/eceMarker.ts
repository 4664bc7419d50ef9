/**
 * The ECE marker of a part: shown only for parts approved for road use under a UN ECE regulation.
 *
 * The catalog gives every part a free `ApprovalInfo` text, and a racing part carries one too (in the
 * seed catalog 'Not homologated for road use. For closed circuits and competition only.' in every
 * language), so a text alone does not make a part road legal. The mark needs both:
 * - the part is not a racing part (`Racing` false): racing parts are never approved for the road;
 * - its approval text cites an ECE regulation ('ECE R92', 'UN ECE R10', 'UN R148'), which is what an
 *   EC type approval of an accessory names, in whatever language the text is written.
 */
export interface PartApproval {
  Racing: boolean;
  ApprovalInfo: string | null;
}

/** 'ECE R92', 'ECE-R 10', 'UN ECE R148', 'UN R149', 'ECE R 43.01'; not 'ECE' alone nor 'R92' alone. */
const REGULATION = /\b(?:UN[\s-]*)?(?:ECE|UN)[\s-]*R[\s-]*(\d{1,3})(?:\.\d{2})?\b/gi;

/** The regulation numbers an approval text cites, in order, each once: 'ECE R148 and ECE R149' -> [148, 149]. */
export function citedEceRegulations(approvalInfo: string | null): number[] {
  if (!approvalInfo) return [];
  const numbers = [...approvalInfo.matchAll(REGULATION)].map((match) => Number(match[1]));
  return [...new Set(numbers)];
}

/** Whether the part carries the ECE marker (road approval under an ECE regulation). */
export function hasEceMarker(part: PartApproval): boolean {
  if (part.Racing) return false;
  return citedEceRegulations(part.ApprovalInfo).length > 0;
}
