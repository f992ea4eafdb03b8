// Steps that decide whether, which or when other steps run: `you may …`, `the opponent must …`,
// `A or B`, `(A; B)`, `if <condition>, …`, `at end of turn, …`, `repeat N times, …`; and `choose X` (for a later `it`)
// and `todo "…"` (a sentence not expressible yet).
import type { EffectStep, PlayerRef, Span } from "../ast.ts";
import { amount, fmtAmount, fmtPlayer, fmtString, playerRef } from "../literals.ts";
import { several, type Syntax } from "../syntax.ts";
import { has, need, needTok, node, nodes, tok } from "../visitor-base.ts";
import { player, target, verb, type StepSyntax } from "./syntax.ts";

/**
 * `<player> may <step>` (the player decides), `<player> must <step>` (the player performs it). A
 * draw without its own player is that player's: `the opponent may draw 1` is the opponent drawing
 * (相手はカードを1枚引くことができる); another player's draw says who (`the opponent may you draws 1`).
 */
function byPlayer<S extends Extract<EffectStep, { kind: "May" | "Must" }>>(
  word: "May" | "Must",
  make: (player: PlayerRef, effect: EffectStep, span: Span) => S,
): Syntax<S> {
  return {
    at: player(word),
    read(n, r) {
      const who = playerRef(node(n, "playerRef"));
      const inner = need(need(n, "playerStep"), "simpleStep");
      const effect = r.step(inner);
      const ownDraw = effect.kind === "Draw" && !node(inner, "playerStep");
      return make(who, ownDraw ? { ...effect, player: who } : effect, r.span(n));
    },
    print(s, p) {
      const e = s.effect;
      const inner =
        e.kind !== "Draw"
          ? p.inner(e)
          : e.player === s.player
            ? `draw ${fmtAmount(e.amount, p)}`
            : `${fmtPlayer(e.player)} draws ${fmtAmount(e.amount, p)}`;
      return `${fmtPlayer(s.player)} ${word.toLowerCase()} ${inner}`;
    },
  };
}

/** Does the printed step end in an `if` without `otherwise` (which would take a following one)? */
function endsInOpenIf(s: EffectStep): boolean {
  switch (s.kind) {
    case "Conditional":
      return s.otherwise ? endsInOpenIf(s.otherwise) : true;
    case "May":
    case "Must":
    case "Delayed":
    case "Repeat":
      return endsInOpenIf(s.effect);
    default:
      return false;
  }
}

export const flowSteps = {
  May: byPlayer("May", (player, effect, span) => ({ kind: "May", player, effect, span })),
  Must: byPlayer("Must", (player, effect, span) => ({ kind: "Must", player, effect, span })),
  Choice: {
    at: {
      choiceStep: several("simpleStep"),
      // `choose 2: A or B or C`: the options are the choice after the colon
      simpleStep: (n) => has(n, "Choose") && has(n, "Colon"),
    },
    read: (n, r) => {
      if (n.name === "choiceStep")
        return {
          kind: "Choice",
          options: nodes(n, "simpleStep").map((s) => r.step(s)),
          span: r.span(n),
        };
      const inner = r.step(need(n, "choiceStep"));
      const pick = r.int(needTok(n, "NumberLit"));
      // one step after the colon is a choice of one option: lowering refuses a pick it cannot make
      const options = inner.kind === "Choice" && !inner.pick ? inner.options : [inner];
      return { kind: "Choice", options, pick, span: r.span(n) };
    },
    // An option after the first that starts with a bare 「name」 is bracketed, or its `or` would
    // be read as a name alternative (`「A」 or 「B」`).
    print: (s, p) => {
      const options = s.options
        .map((o, i) => {
          const t = p.inner(o);
          return i > 0 && t.startsWith("「") ? `(${t})` : t;
        })
        .join(" or ");
      return s.pick === undefined ? options : `choose ${s.pick}: ${options}`;
    },
  },
  Group: {
    at: { simpleStep: several("choiceStep") },
    read: (n, r) => ({
      kind: "Group",
      steps: nodes(n, "choiceStep").map((g) => r.step(g)),
      span: r.span(n),
    }),
    print: (s, p) => `(${s.steps.map((x) => p.step(x)).join("; ")})`,
  },
  Conditional: {
    // `this turn, if …:` also has `if`: that is a trigger created for the turn (CreateTrigger)
    at: { simpleStep: (n) => has(n, "If") && !has(n, "Colon") },
    read: (n, r) => {
      const [effect, otherwise] = nodes(n, "simpleStep");
      const step: EffectStep = {
        kind: "Conditional",
        condition: r.condition(need(n, "condition")),
        effect: r.step(effect!),
        span: r.span(n),
      };
      return otherwise ? { ...step, otherwise: r.step(otherwise) } : step;
    },
    // an `otherwise` belongs to the innermost open `if`: a step ending in one is bracketed
    print: (s, p) =>
      s.otherwise
        ? `if ${p.condition(s.condition)}, ${endsInOpenIf(s.effect) ? `(${p.step(s.effect)})` : p.inner(s.effect)} otherwise ${p.inner(s.otherwise)}`
        : `if ${p.condition(s.condition)}, ${p.inner(s.effect)}`,
  },
  Delayed: {
    at: { simpleStep: (n) => has(n, "At") },
    read: (n, r) => ({
      kind: "Delayed",
      when: "turnEnd",
      effect: r.step(need(n, "simpleStep")),
      span: r.span(n),
    }),
    print: (s, p) => `at end of turn, ${p.inner(s.effect)}`,
  },
  Repeat: {
    at: { simpleStep: (n) => has(n, "Repeat") },
    read: (n, r) => ({
      kind: "Repeat",
      times: amount(r, node(n, "amount")),
      effect: r.step(need(n, "simpleStep")),
      span: r.span(n),
    }),
    print: (s, p) => `repeat ${fmtAmount(s.times, p)} times, ${p.inner(s.effect)}`,
  },
  Designate: {
    at: verb("designate"),
    read: (n, r) => ({
      kind: "Designate",
      target: target(need(n, "designate"), r),
      span: r.span(n),
    }),
    print: (s, p) => `choose ${p.selector(s.target)}`,
  },
  Todo: {
    at: { simpleStep: (n) => has(n, "Todo") },
    read: (n, r) => ({ kind: "Todo", text: r.string(tok(n, "StringLit")), span: r.span(n) }),
    print: (s) => `todo ${fmtString(s.text)}`,
  },
} satisfies StepSyntax;
