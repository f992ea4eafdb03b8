// The state lowering threads through one ability: where diagnostics go, the declaration targets
// collected so far, and what `it` currently refers to. One context per AST ability, so targets
// and `it` never leak from one ability into the next.
import type { CardDecl, Span } from "../../grammar/ast.ts";
import { makeDiagnostic, type Diagnostic } from "../../grammar/diagnostics.ts";
import type { Effect, Selector, TargetSpec } from "../../runtime/cards/definition.ts";
import { emitDiagnostics } from "../catalogue/emit.ts";

export interface LowerContext {
  card: CardDecl;
  diagnostics: Diagnostic[];
  /** Declaration targets (rule 4.2) of the ability being lowered; undefined where none may be added. */
  targets: TargetSpec[] | undefined;
  /** What `it` (その / 指定した) refers to: the last card(s) a step chose. */
  it: Selector | undefined;
  /**
   * What `that character` refers to: the last card(s) a step chose with a selector that describes
   * characters (grammar/references.ts `choosesCharacters`) — `it` too, until a later step
   * chooses other cards.
   */
  character?: Selector;
  /** Counter for names of resolution-time choices (`choose` / `search` / `look` bindings). */
  vars: number;
  /** In a trigger about another card, `it` with nothing chosen yet is the event's card. */
  eventIt: boolean;
  /** The binding of the last `look at the top N` / `search` (what `put the rest …` speaks of). */
  lastLook: string | undefined;
  /** Who makes resolution-time choices: the opponent inside `the opponent must …`. */
  chooser: "opponent" | undefined;
  /** True while lowering steps that may not run (inside may / or / if / delayed): no declaration targets. */
  nested: boolean;
  /** Inside `if this is in hand, …`: `this` is in the hand, not on the field. */
  thisInHand?: boolean;
  /**
   * In a trigger that works while its card is removed from the game (`… and this is in exile:`,
   * SG 01-077): `this` put onto the field is taken from the removed zone only.
   */
  thisInExile?: boolean;
  /**
   * The draws lowered so far: `drawn cards` after them marks them to record what they drew
   * (lowering is in text order, so the marks land before the module is printed).
   */
  draws?: Extract<Effect, { do: "draw" }>[];
  /** What the ability's designations (指定する) chose so far: 指定された全てのキャラ (DNP 01-106). */
  designated?: Selector;
}

export function newContext(card: CardDecl, diagnostics: Diagnostic[]): LowerContext {
  return {
    card,
    diagnostics,
    targets: undefined,
    it: undefined,
    lastLook: undefined,
    chooser: undefined,
    vars: 0,
    eventIt: false,
    nested: false,
  };
}

/** What `it` and `that character` name at a point of the ability (put back after a branch). */
export type Chosen = Pick<LowerContext, "it" | "character">;

/** Inside a created or granted text: no earlier choice (its `it` is the event's card). */
export const NOTHING_CHOSEN: Chosen = { it: undefined, character: undefined };

export function chosenNow(ctx: LowerContext): Chosen {
  return { it: ctx.it, character: ctx.character };
}

export function restoreChosen(ctx: LowerContext, chosen: Chosen): void {
  ctx.it = chosen.it;
  ctx.character = chosen.character;
}

/** Do two references name the same cards? (Compared by value: branches build equal selectors anew.) */
export function sameChosen(a: Selector | undefined, b: Selector | undefined): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** After two branches of which one ran: each reference names what both left it, else nothing. */
export function agreeChosen(ctx: LowerContext, other: Chosen): void {
  if (!sameChosen(ctx.it, other.it)) ctx.it = undefined;
  if (!sameChosen(ctx.character, other.character)) ctx.character = undefined;
}

/** Report that the engine cannot express `what`; lowering continues so every gap is listed at once. */
export function unsupported(ctx: LowerContext, span: Span | undefined, what: string): void {
  ctx.diagnostics.push(
    makeDiagnostic(emitDiagnostics.notSupported, span ?? ctx.card.span, { what }),
  );
}

/** A fresh name for a resolution-time binding. */
export function freshVar(ctx: LowerContext, base: string): string {
  ctx.vars += 1;
  return `${base}${ctx.vars}`;
}

/** A step that does nothing: what a refused step lowers to, after its gap is reported. */
export const NOTHING: Effect = { do: "nothing" };

/** Lower with declaration targets switched off: the steps inside may not run (rule 4.2). */
export function nested(ctx: LowerContext, lower: () => Effect): Effect {
  const was = ctx.nested;
  ctx.nested = true;
  try {
    return lower();
  } finally {
    ctx.nested = was;
  }
}
