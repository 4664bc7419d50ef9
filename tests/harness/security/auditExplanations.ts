/**
 * High and critical findings of `npm audit --omit=dev` that remain, each with the reason it does not
 * apply to this product, keyed by the package the advisory names. A finding not listed here is a
 * missed target of the harness; an entry whose finding is gone should be removed.
 */
export interface AuditExplanation {
  /** The advisory's URL or id, as `npm audit --json` names it under `via`. */
  advisory: string;
  /** Why the vulnerable code is not reachable here, or why it does not matter. */
  reason: string;
}

export const AUDIT_EXPLANATIONS: Record<string, AuditExplanation[]> = {};
