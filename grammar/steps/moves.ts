// Steps that move cards or turn them: trash, return to hand, rest, ready, put into/onto a zone,
// exile, and swap a hand card with a point card.
import type { CstNode } from "chevrotain";
import type { EffectStep, Selector, Span, ZoneDestination } from "../ast.ts";
import { fmtPossessive, playerRef, zoneName } from "../literals.ts";
import { makeDiagnostic, syntaxDiagnostics as D } from "../diagnostics.ts";
import type { Reader, Syntax } from "../syntax.ts";
import { has, need, node } from "../visitor-base.ts";
import { isPlural } from "../selectors.ts";
import { target, verb, type StaticSyntax, type StepSyntax } from "./syntax.ts";

/** `put X into exile` says `exile X` (a removed card goes to its owner's exile): one AST form. */
function intoExile(n: CstNode): boolean {
  const dest = node(n, "destination");
  return dest !== undefined && zoneName(node(dest, "zoneName")) === "removed";
}

function destination(n: CstNode, r: Reader): ZoneDestination {
  const owner = playerRef(node(n, "playerPossessive"));
  if (has(n, "Top") || has(n, "Bottom"))
    return { zone: "deck", owner, position: has(n, "Top") ? "top" : "bottom" };
  const z = zoneName(node(n, "zoneName"));
  // `into your deck` says neither end: refused, never read as some other place
  if (z === "deck") {
    r.diagnostics.push(makeDiagnostic(D.deckWithoutPosition, r.span(n)));
    return { zone: "deck", owner, position: "bottom" };
  }
  // `into exile` never gets here: it reads as an Exile step (intoExile)
  return { zone: z === "removed" ? "mainArea" : z, owner };
}

function fmtDestination(d: ZoneDestination): string {
  const who = fmtPossessive(d.owner);
  if (d.zone === "deck") return `on the ${d.position} of ${who} deck`;
  if (d.zone === "mainArea") return `onto ${who} main area`;
  if (d.zone === "supportArea") return `onto ${who} support area`;
  if (d.zone === "field") return `onto ${who} field`;
  if (d.zone === "exDeck") return `into ${who} ex deck`;
  return `into ${who} ${d.zone === "pointPile" ? "point pile" : d.zone}`;
}

/** `trash X`, `rest X`, `ready X`: the verb `word`, then what it acts on. */
function onTarget<S extends Extract<EffectStep, { kind: "Trash" | "Rest" | "Ready" }>>(
  word: "Trash" | "Rest" | "Ready",
  make: (target: Selector, span: Span) => S,
): Syntax<S> {
  return {
    at: verb(word),
    read: (n, r) => make(target(n, r), r.span(n)),
    print: (s, p) => `${word.toLowerCase()} ${p.selector(s.target)}`,
  };
}

export const moveSteps = {
  Trash: onTarget("Trash", (target, span) => ({ kind: "Trash", target, span })),
  ReturnToHand: {
    at: verb("Return"),
    read: (n, r) => ({ kind: "ReturnToHand", target: target(n, r), span: r.span(n) }),
    print: (s, p) =>
      `return ${p.selector(s.target)} to ${s.target.kind === "This" ? "your" : "its owner's"} hand`,
  },
  Rest: onTarget("Rest", (target, span) => ({ kind: "Rest", target, span })),
  Ready: onTarget("Ready", (target, span) => ({ kind: "Ready", target, span })),
  Move: {
    at: { verbStep: (n) => has(n, "destination") && !intoExile(n) },
    read(n, r) {
      const to = destination(need(n, "destination"), r);
      const move: Extract<EffectStep, { kind: "Move" }> = {
        kind: "Move",
        target: target(n, r),
        to,
        span: r.span(n),
      };
      if (has(n, "Face")) move.faceDown = has(n, "Down");
      if (has(n, "Rested")) move.rested = true;
      return move;
    },
    print(s, p) {
      const face = s.faceDown === true ? " face down" : s.faceDown === false ? " face up" : "";
      return `put ${p.selector(s.target)} ${fmtDestination(s.to)}${face}${s.rested ? " rested" : ""}`;
    },
  },
  Exile: {
    at: { verbStep: (n) => has(n, "exileTarget") || intoExile(n) },
    read(n, r) {
      const ex = node(n, "exileTarget");
      return { kind: "Exile", target: target(ex ?? n, r), span: r.span(n) };
    },
    print: (s, p) => `exile ${p.selector(s.target)}`,
  },
  Swap: {
    at: verb("swap"),
    read(n, r) {
      const sw = need(n, "swap");
      return { kind: "Swap", hand: target(sw, r), point: target(sw, r, 1), span: r.span(n) };
    },
    print: (s, p) => `swap ${p.selector(s.hand)} with ${p.selector(s.point)}`,
  },
} satisfies StepSyntax;

/**
 * `this enters rested`: a character played into its area rested, not ready (rule 6.1); `this may
 * be played from exile`: played from the removed-from-game zone too.
 */
export const moveStatics = {
  EntersRested: {
    at: { staticEffect: (n) => has(n, "Enters") },
    read: (n, r) => ({ kind: "EntersRested", target: target(n, r), span: r.span(n) }),
    print: (e, p) => `${p.selector(e.target)} ${isPlural(e.target) ? "enter" : "enters"} rested`,
  },
  /** `this may be played from exile` (SG 01-050): a zone a card is played from besides the hand. */
  PlayableFrom: {
    at: { staticEffect: (n) => has(n, "Played") },
    read: (n, r) => ({
      kind: "PlayableFrom",
      target: target(n, r),
      zone: "removed",
      span: r.span(n),
    }),
    print: (e, p) => `${p.selector(e.target)} may be played from exile`,
  },
} satisfies StaticSyntax;
