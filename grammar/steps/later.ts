// Later actions (rule 7.11): `perform "改変"` (改変を行う, SG) — a game action later cards name
// whose rules our sources do not give. Kept by its printed name; the checker warns, the engine refuses.
// Likewise a keyword used as a verb (`perform "〔POP〕" on …`), `attach … to …`, `level up … from …`
// and `increase your coins by 1`: kept with their parts, never run.
import { amount, fmtAmount, fmtPossessive, fmtString, playerRef } from "../literals.ts";
import type { CstNode } from "chevrotain";
import type { PhaseTiming } from "../ast.ts";
import { fmtTiming, timing } from "../keyword-syntax.ts";
import type { Reader } from "../syntax.ts";
import { has, need, node, tok } from "../visitor-base.ts";
import { target, verb, type StaticSyntax, type StepSyntax } from "./syntax.ts";

export const laterSteps = {
  Perform: {
    at: verb("Perform"),
    read(n, r) {
      const on = node(n, "performOn");
      return {
        kind: "Perform",
        action: r.string(tok(n, "StringLit")),
        ...(on ? { target: target(on, r) } : {}),
        span: r.span(n),
      };
    },
    print: (s, p) =>
      `perform ${fmtString(s.action)}${s.target ? ` on ${p.selector(s.target)}` : ""}`,
  },
  // `attach <card> to <character>` (…にセットする, BBD 01-058): refused by lowering
  Attach: {
    at: verb("attachStep"),
    read(n, r) {
      const a = need(n, "attachStep");
      return { kind: "Attach", target: target(a, r), to: target(a, r, 1), span: r.span(n) };
    },
    print: (s, p) => `attach ${p.selector(s.target)} to ${p.selector(s.to)}`,
  },
  // `level up <card> from <character> [by name]` (〔レベルアップ〕, TKRT P-017)
  LevelUp: {
    at: verb("levelUpStep"),
    read(n, r) {
      const l = need(n, "levelUpStep");
      return {
        kind: "LevelUp",
        target: target(l, r),
        from: target(l, r, 1),
        ...(has(l, "By") ? { sameName: true as const } : {}),
        span: r.span(n),
      };
    },
    print: (s, p) =>
      `level up ${p.selector(s.target)} from ${p.selector(s.from)}${s.sameName ? " by name" : ""}`,
  },
  // `increase your coins by 1` (コインを1個増やす, ORSK 01-001): PM3518, refused by lowering
  IncreaseCoins: {
    at: verb("increaseCoins"),
    read(n, r) {
      const c = need(n, "increaseCoins");
      return {
        kind: "IncreaseCoins",
        player: playerRef(node(c, "playerPossessive")),
        amount: amount(r, node(c, "amount")),
        span: r.span(n),
      };
    },
    print: (s, p) => `increase ${fmtPossessive(s.player)} coins by ${fmtAmount(s.amount, p)}`,
  },
} satisfies StepSyntax;

/** `in [main/opponent]` after `may level up`: the phase it is also allowed in (as free entry's). */
function phaseOf(n: CstNode, r: Reader): { phase?: PhaseTiming } {
  const t = node(n, "timing");
  if (!t) return {};
  const { phase, player } = timing(r, t);
  return { phase: { phase, player: player === "interrupt" ? "both" : player } };
}

/** `<selector> may level up [without paying its cost | into the same card]` (〔レベルアップ〕, 7.11). */
export const laterStatics = {
  MayLevelUp: {
    at: { staticEffect: (n) => has(n, "May") && has(n, "Level") },
    read: (n, r) => ({
      kind: "MayLevelUp",
      target: target(n, r),
      ...(has(n, "Without") ? { withoutCost: true as const } : {}),
      ...(has(n, "Same") ? { sameCard: true as const } : {}),
      ...phaseOf(n, r),
      span: r.span(n),
    }),
    print: (e, p) =>
      `${p.selector(e.target)} may level up${e.withoutCost ? " without paying its cost" : ""}${e.sameCard ? " into the same card" : ""}${e.phase ? ` in ${fmtTiming(e.phase)}` : ""}`,
  },
  AnyNumberInExDeck: {
    at: { staticEffect: (n) => has(n, "May") && has(n, "Ex") },
    read: (n, r) => ({ kind: "AnyNumberInExDeck", target: target(n, r), span: r.span(n) }),
    print: (e, p) => `${p.selector(e.target)} may be in the ex deck any number of times`,
  },
} satisfies StaticSyntax;
