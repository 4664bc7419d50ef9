import type { CompiledRules } from './compileRules.js';

/**
 * The catalog's rules as a satisfiability problem over its parts: a Required rule of P is the clause
 * ¬P ∨ Q for each fixed Q, or ¬P ∨ Q1 ∨ … ∨ Qn for a choice; a conflict is ¬P ∨ ¬Q. Every clause has
 * a negative literal, so leaving a part out never breaks a rule: a set of parts can be completed
 * into a valid configuration exactly when a search that only ever adds what the rules demand, and
 * picks one option for each open choice, finds a closed set without a clash. The search propagates
 * every forced step (fixed parts, conflicts, a choice with one option left) before it branches.
 */

/** Why no valid configuration can contain a part. */
export type Impossibility =
  | { kind: 'missing'; partId: number; needed: number }
  /** `other` cannot join `partId`, which is in; `neededBy` the part whose fixed rule asked for `other`. */
  | { kind: 'clash'; partId: number; other: number; neededBy?: number }
  | { kind: 'noOption'; partId: number; options: readonly number[] };

const UNKNOWN = 0;
const IN = 1;
const OUT = -1;

interface Choice {
  owner: number;
  options: Int32Array;
}

/** The compiled form: dense indices, adjacency in flat arrays, kept per catalog. */
export class RuleSolver {
  private readonly index = new Map<number, number>();
  private readonly ids: number[] = [];
  /** Per part: fixed parts it needs (indices), or -1 for a part the catalog lacks. */
  private readonly needs: Int32Array[] = [];
  private readonly missing: (number | undefined)[] = [];
  private readonly choices: Choice[][] = [];
  /** Per part: the choices that list it, to notice a choice running out of options. */
  private readonly optionIn: Choice[][] = [];
  private readonly clashes: Int32Array[] = [];
  /** Parts no valid configuration contains, and why. */
  readonly impossible = new Map<number, Impossibility>();
  /** Branches taken by the searches so far (the cost of the answers, for benchmarks). */
  decisions = 0;

  private readonly value: Int8Array;
  private readonly trail: number[] = [];
  private lastFailure: Impossibility | null = null;

  constructor(rules: CompiledRules) {
    for (const part of rules.catalog.parts) {
      if (this.index.has(part.partId)) continue;
      this.index.set(part.partId, this.ids.length);
      this.ids.push(part.partId);
    }
    const n = this.ids.length;
    this.value = new Int8Array(n);
    for (let i = 0; i < n; i++) {
      this.choices.push([]);
      this.optionIn.push([]);
    }
    for (let i = 0; i < n; i++) {
      const id = this.ids[i] as number;
      const fixed: number[] = [];
      for (const requirement of rules.requirements.get(id) ?? []) {
        if (requirement.choosePart) {
          const options = Int32Array.from(requirement.parts.map((p) => this.index.get(p) as number));
          const choice = { owner: i, options };
          (this.choices[i] as Choice[]).push(choice);
          for (const option of options) (this.optionIn[option] as Choice[]).push(choice);
        } else {
          for (const needed of requirement.parts) {
            const at = this.index.get(needed);
            if (at === undefined) this.missing[i] ??= needed;
            else if (at !== i) fixed.push(at);
          }
        }
      }
      this.needs.push(Int32Array.from(new Set(fixed)));
      const clashes = (rules.conflicts.get(id) ?? [])
        .map((p) => this.index.get(p))
        .filter((p) => p !== undefined);
      this.clashes.push(Int32Array.from(clashes as number[]));
    }
    this.findImpossible();
  }

  /** Whether some valid configuration contains every one of `partIds` (all in the catalog). */
  canComplete(partIds: Iterable<number>): boolean {
    return this.complete(partIds) !== null;
  }

  /** A valid configuration containing `partIds`, the smallest the search meets, or null. */
  complete(partIds: Iterable<number>): number[] | null {
    const roots: number[] = [];
    for (const id of partIds) {
      const at = this.index.get(id);
      if (at === undefined || this.impossible.has(id)) return null;
      roots.push(at);
    }
    const found = this.solve(roots);
    const result = found
      ? this.trail.filter((i) => this.value[i] === IN).map((i) => this.ids[i] as number)
      : null;
    this.undo(0);
    return result;
  }

  /** Why `partIds` cannot be completed together: the first dead end of the search, or null if they can. */
  whyNot(partIds: readonly number[]): Impossibility | null {
    for (const id of partIds) {
      const known = this.impossible.get(id);
      if (known) return known;
    }
    const roots = partIds.map((id) => this.index.get(id) as number);
    const found = this.solve(roots);
    this.undo(0);
    return found ? null : this.lastFailure;
  }

  private solve(roots: readonly number[]): boolean {
    this.lastFailure = null;
    for (const root of roots) if (!this.assume(root)) return false;
    return this.search();
  }

  /** Sets a part in and propagates; false (with `lastFailure`) on a clash. */
  private assume(part: number): boolean {
    const queue: number[] = [];
    if (!this.set(part, IN, queue)) return this.fail(this.whyOut(part));
    return this.propagate(queue);
  }

  /** What the parts set so far force, until nothing more follows or a rule breaks. */
  private propagate(queue: number[]): boolean {
    for (let next = 0; next < queue.length; next++) {
      const p = queue[next] as number;
      const held = this.value[p] === IN ? this.propagateIn(p, queue) : this.propagateOut(p, queue);
      if (!held) return false;
    }
    return true;
  }

  private set(part: number, to: typeof IN | typeof OUT, queue: number[]): boolean {
    const now = this.value[part];
    if (now === to) return true;
    if (now !== UNKNOWN) return false;
    if (to === IN && this.impossible.has(this.ids[part] as number)) return false;
    this.value[part] = to;
    this.trail.push(part);
    queue.push(part);
    return true;
  }

  private fail(reason: Impossibility): false {
    this.lastFailure ??= reason;
    return false;
  }

  private propagateIn(p: number, queue: number[]): boolean {
    const id = this.ids[p] as number;
    const lacking = this.missing[p];
    if (lacking !== undefined) return this.fail({ kind: 'missing', partId: id, needed: lacking });
    for (const other of this.clashes[p] as Int32Array) {
      if (!this.set(other, OUT, queue))
        return this.fail({ kind: 'clash', partId: id, other: this.ids[other] as number });
    }
    for (const needed of this.needs[p] as Int32Array) {
      if (!this.set(needed, IN, queue)) {
        // A part impossible in itself keeps its own reason; a live clash names who asked for it.
        const known = this.impossible.get(this.ids[needed] as number);
        const why = known ?? this.whyOut(needed);
        return this.fail(!known && why.kind === 'clash' ? { ...why, neededBy: id } : why);
      }
    }
    for (const choice of this.choices[p] as Choice[]) if (!this.unitChoice(choice, queue)) return false;
    return true;
  }

  private propagateOut(p: number, queue: number[]): boolean {
    for (const choice of this.optionIn[p] as Choice[]) {
      if (this.value[choice.owner] === IN && !this.unitChoice(choice, queue)) return false;
    }
    return true;
  }

  /** A choice of a part that is in: met, open, down to one option (taken), or without any (a clash). */
  private unitChoice(choice: Choice, queue: number[]): boolean {
    let left = -1;
    let count = 0;
    for (const option of choice.options) {
      const v = this.value[option];
      if (v === IN) return true;
      if (v === UNKNOWN && !this.impossible.has(this.ids[option] as number)) {
        left = option;
        count++;
      }
    }
    if (count === 0) return this.fail(this.noOption(choice));
    if (count === 1) return this.set(left, IN, queue) || this.fail(this.noOption(choice));
    return true;
  }

  /** Why a part cannot be set in: it is impossible, or it clashes with a part that is in. */
  private whyOut(part: number): Impossibility {
    const id = this.ids[part] as number;
    const known = this.impossible.get(id);
    if (known) return known;
    const clash = [...(this.clashes[part] as Int32Array)].find((o) => this.value[o] === IN);
    if (clash !== undefined) return { kind: 'clash', partId: this.ids[clash] as number, other: id };
    return { kind: 'noOption', partId: id, options: [] };
  }

  private noOption(choice: Choice): Impossibility {
    return {
      kind: 'noOption',
      partId: this.ids[choice.owner] as number,
      options: [...choice.options].map((o) => this.ids[o] as number),
    };
  }

  /** The first choice of a part that is in with no option in yet. */
  private openChoice(): Choice | undefined {
    for (const p of this.trail) {
      if (this.value[p] !== IN) continue;
      for (const choice of this.choices[p] as Choice[]) {
        if (!choice.options.some((o) => this.value[o] === IN)) return choice;
      }
    }
    return undefined;
  }

  /** Depth first over the open choices, each option tried with everything it forces. */
  private search(): boolean {
    const choice = this.openChoice();
    if (!choice) return true;
    const option = choice.options.find(
      (o) => this.value[o] === UNKNOWN && !this.impossible.has(this.ids[o] as number),
    );
    if (option === undefined) return this.failAll(choice);
    const mark = this.trail.length;
    this.decisions++;
    if (this.assume(option) && this.search()) return true;
    this.undo(mark);
    // Learnt for the rest of this branch: the option leads nowhere from here. What that forces
    // may settle the choice or open others, so the search starts over from the new state.
    const queue: number[] = [];
    this.set(option, OUT, queue);
    if (!this.propagate(queue)) return this.failAll(choice);
    return this.search();
  }

  /** Every option of the choice failed: that, not the last dead end inside one, is the reason. */
  private failAll(choice: Choice): false {
    this.lastFailure = this.noOption(choice);
    return false;
  }

  private undo(mark: number): void {
    while (this.trail.length > mark) this.value[this.trail.pop() as number] = UNKNOWN;
  }

  /**
   * Every part alone. The search is complete, so one pass settles each part; parts found impossible
   * on the way only prune later searches. A part inside a configuration found for another is
   * possible and needs no search of its own.
   */
  private findImpossible(): void {
    const possible = new Uint8Array(this.ids.length);
    for (let at = 0; at < this.ids.length; at++) {
      if (possible[at]) continue;
      if (this.solve([at])) {
        for (const p of this.trail) if (this.value[p] === IN) possible[p] = 1;
      } else {
        const id = this.ids[at] as number;
        this.impossible.set(id, this.lastFailure ?? { kind: 'noOption', partId: id, options: [] });
      }
      this.undo(0);
    }
  }
}

// Built on a catalog's first question and kept as long as the catalog: a catalog import brings
// new catalog objects, and with them new solvers.
const solvers = new WeakMap<CompiledRules, RuleSolver>();

/** The solver of a compiled catalog, built once. */
export function solverOf(rules: CompiledRules): RuleSolver {
  let solver = solvers.get(rules);
  if (!solver) {
    solver = new RuleSolver(rules);
    solvers.set(rules, solver);
  }
  return solver;
}
