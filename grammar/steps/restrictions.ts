// Restrictions: what a card cannot do or what does not happen to it. As a step for a while (`1 of
// the opponent's characters cannot block this turn`), as a continuous effect (`this cannot be
// blocked`), and the play ban a player gets (`the opponent cannot play events … until end of
// turn`). The restriction itself (`cannot be blocked by X`) is one table for both.
import type { CstNode } from "chevrotain";
import type { PlayBanUntil, Restriction, Selector } from "../ast.ts";
import { duration, fmtDuration, fmtPlayer, playerRef } from "../literals.ts";
import { banDuration } from "../play-ban-until.ts";
import { isPlural } from "../selectors.ts";
import type { SyntaxTable } from "../syntax.ts";
import { has, need, needTok, node, nodes } from "../visitor-base.ts";
import { target, type StaticSyntax, type StepSyntax } from "./syntax.ts";

/** How long a play ban within this turn holds, as printed after its cards. */
const PLAY_BAN_WITHIN_TURN: Partial<Record<PlayBanUntil, string>> = {
  endOfTurn: "until end of turn",
  endOfMainPhase: "until end of main phase",
  inApproachPhase: "at approach phase",
};

/** A play ban's end as printed: past this turn, the words of its Duration. */
function fmtPlayBanUntil(until: PlayBanUntil): string {
  const past = banDuration(until);
  return past ? fmtDuration(past).trim() : PLAY_BAN_WITHIN_TURN[until]!;
}

/** The window a play ban's words name (`at approach phase`, `until end of your next turn`…). */
function playBanUntil(ps: CstNode): PlayBanUntil {
  if (has(ps, "At")) return "inApproachPhase";
  if (has(ps, "Phase")) return "endOfMainPhase";
  if (has(ps, "OpponentS"))
    return has(ps, "Next") ? "endOfOpponentsNextTurn" : "endOfOpponentsTurn";
  if (has(ps, "Your")) return has(ps, "Next") ? "endOfYourNextTurn" : "endOfYourTurn";
  return "endOfTurn";
}

/** A continuous effect (`X can block while rested`) that holds `word`. */
const onStatic = (word: string) => ({ staticEffect: (n: CstNode) => has(n, word) });

/** Printed with its subject: `this cannot be blocked`; `step`: as a step (`do not leave` agrees). */
export const restrictionSyntax: SyntaxTable<
  Restriction,
  "kind",
  [target: Selector, step: boolean]
> = {
  cannotLeave: {
    // the one-shot `X does not leave until end of turn`
    at: { subjectStep: (n) => has(n, "Leave") && !has(n, "Battle") },
    read: () => ({ kind: "cannotLeave" }),
    // In a continuous text, `does not leave` with no `when` is doesNotLeave (the same rule).
    print: (_r, p, target, step) =>
      `${p.selector(target)} ${step && isPlural(target) ? "do" : "does"} not leave`,
  },
  cannotBeBlocked: {
    at: { cannotWhat: (n) => has(n, "Be") && !has(n, "Targeted") },
    read(n, r) {
      const by = node(n, "selector");
      if (!by) return { kind: "cannotBeBlocked" };
      const except = has(n, "Except") ? { except: true as const } : {};
      return { kind: "cannotBeBlocked", by: r.selector(by), ...except };
    },
    print: (r, p, target) =>
      `${p.selector(target)} cannot be blocked${r.by ? ` ${r.except ? "except " : ""}by ${p.selector(r.by)}` : ""}`,
  },
  cannotBlock: {
    at: { cannotWhat: (n) => has(n, "Block") && !has(n, "Or") },
    read(n, r) {
      const of = node(n, "selector");
      return { kind: "cannotBlock", ...(of ? { target: r.selector(of) } : {}) };
    },
    print: (r, p, target) =>
      `${p.selector(target)} cannot block${r.target ? ` the approach of ${p.selector(r.target)}` : ""}`,
  },
  cannotApproach: {
    at: { cannotWhat: (n) => has(n, "Approach") && !has(n, "Block") && !has(n, "Give") },
    read: () => ({ kind: "cannotApproach" }),
    print: (_r, p, target) => `${p.selector(target)} cannot approach`,
  },
  cannotApproachOrBlock: {
    at: { cannotWhat: (n) => has(n, "Or") },
    read: () => ({ kind: "cannotApproachOrBlock" }),
    print: (_r, p, target) => `${p.selector(target)} cannot approach or block`,
  },
  cannotBeTargeted: {
    at: { cannotWhat: (n) => has(n, "Targeted") },
    read: (n, r) => ({ kind: "cannotBeTargeted", by: r.selector(need(n, "selector")) }),
    print: (r, p, target) => `${p.selector(target)} cannot be targeted by ${p.selector(r.by)}`,
  },
  cannotEnter: {
    at: { cannotWhat: (n) => has(n, "Enters") },
    read: (n) =>
      has(n, "Area")
        ? { kind: "cannotEnter", area: has(n, "Support") ? "supportArea" : "mainArea" }
        : { kind: "cannotEnter" },
    print: (r, p, target) =>
      `${p.selector(target)} cannot enter${r.area === "supportArea" ? " the support area" : r.area ? " the main area" : ""}`,
  },
  cannotGivePoints: {
    at: { cannotWhat: (n) => has(n, "Give") },
    read: () => ({ kind: "cannotGivePoints" }),
    print: (_r, p, target) => `${p.selector(target)} cannot give points by approach`,
  },
  doesNotReady: {
    at: { subjectStep: (n) => has(n, "Ready") },
    read: (n) =>
      has(n, "Start") ? { kind: "doesNotReady", atStartOfTurn: true } : { kind: "doesNotReady" },
    print: (r, p, target) =>
      `${p.selector(target)} ${isPlural(target) ? "do" : "does"} not ready${r.atStartOfTurn ? " at start of turn" : ""}`,
  },
  cannotUseTexts: {
    at: { cannotWhat: (n) => has(n, "Use") },
    read: () => ({ kind: "cannotUseTexts" }),
    print: (_r, p, target) => `${p.selector(target)} cannot use texts`,
  },
  textsVoid: {
    at: { subjectStep: (n) => has(n, "Loses") },
    read: () => ({ kind: "textsVoid" }),
    print: (_r, p, target) => `${p.selector(target)} ${isPlural(target) ? "lose" : "loses"} texts`,
  },
  canBlockWhileRested: {
    at: onStatic("Can"),
    read: () => ({ kind: "canBlockWhileRested" }),
    print: (_r, p, target) => `${p.selector(target)} can block while rested`,
  },
  mustApproach: {
    at: { ...onStatic("Must"), subjectStep: (n) => has(n, "Must") },
    read: () => ({ kind: "mustApproach" }),
    print: (_r, p, target) => `${p.selector(target)} must approach`,
  },
  doesNotLeave: {
    // as a step only `in battle` (PM_K-ON 01-110); plain `does not leave` is cannotLeave there
    at: { ...onStatic("Does"), subjectStep: (n) => has(n, "Leave") && has(n, "Battle") },
    read(n) {
      const when = has(n, "Blocking")
        ? "blocking"
        : has(n, "Blocked")
          ? "blocked"
          : has(n, "Battle")
            ? "battle"
            : undefined;
      return { kind: "doesNotLeave", ...(when ? { when } : {}) };
    },
    print: (r, p, target, step) =>
      `${p.selector(target)} ${step && isPlural(target) ? "do" : "does"} not leave${r.when === "battle" ? " in battle" : r.when ? ` when ${r.when}` : ""}`,
  },
};

export const restrictionSteps = {
  Restrict: {
    at: {
      subjectStep: (n) =>
        has(n, "Leave") ||
        has(n, "Ready") ||
        has(n, "cannotWhat") ||
        has(n, "Must") ||
        has(n, "Loses"),
    },
    read(n, r) {
      const who = target(n, r);
      const restriction = r.restriction(
        has(n, "Leave") || has(n, "Ready") || has(n, "Must") || has(n, "Loses")
          ? n
          : need(n, "cannotWhat"),
      );
      const d = duration(node(n, "duration"));
      return {
        kind: "Restrict",
        target: who,
        restriction,
        ...(d ? { duration: d } : {}),
        span: r.span(n),
      };
    },
    print: (s, p) => `${p.restriction(s.restriction, s.target, true)}${fmtDuration(s.duration)}`,
  },
  PlayBan: {
    at: {
      simpleStep: (n) => has(node(n, "playerStep"), "Play") && !has(node(n, "playerStep"), "Can"),
    },
    read(n, r) {
      const ps = need(n, "playerStep");
      return {
        kind: "PlayBan",
        player: playerRef(node(n, "playerRef")),
        card: target(ps, r),
        until: playBanUntil(ps),
        ...(has(ps, "From") ? { from: "hand" as const } : {}),
        span: r.span(n),
      };
    },
    print: (s, p) =>
      `${fmtPlayer(s.player)} cannot play ${p.selector(s.card)} ${fmtPlayBanUntil(s.until)}${s.from ? " from hand" : ""}`,
  },
  PlayPermit: {
    at: { simpleStep: (n) => has(node(n, "playerStep"), "Outside") },
    read: (n, r) => ({
      kind: "PlayPermit",
      player: playerRef(node(n, "playerRef")),
      card: target(need(n, "playerStep"), r),
      span: r.span(n),
    }),
    print: (s, p) =>
      `${fmtPlayer(s.player)} can play ${p.selector(s.card)} outside main phase this turn`,
  },
  ApproachLimit: {
    at: { simpleStep: (n) => has(node(n, "playerStep"), "With") },
    read(n, r) {
      const ps = need(n, "playerStep");
      const d = duration(node(ps, "duration"));
      return {
        kind: "ApproachLimit",
        player: playerRef(node(n, "playerRef")),
        count: r.int(needTok(ps, "NumberLit")),
        ...(d ? { duration: d } : {}),
        span: r.span(n),
      };
    },
    print: (s) =>
      `${fmtPlayer(s.player)} cannot approach with ${s.count} or more characters${fmtDuration(s.duration)}`,
  },
} satisfies StepSyntax;

export const restrictionStatics = {
  Restriction: {
    at: {
      staticEffect: (n) =>
        has(n, "cannotWhat") || has(n, "Can") || has(n, "Must") || has(n, "Does"),
    },
    read(n, r) {
      const who = target(n, r);
      return {
        kind: "Restriction",
        target: who,
        restriction: r.restriction(node(n, "cannotWhat") ?? n),
        span: r.span(n),
      };
    },
    print: (e, p) => p.restriction(e.restriction, e.target, false),
  },
  PlayBan: {
    at: { playerBan: () => true },
    read: (n, r) => ({
      kind: "PlayBan",
      players: nodes(n, "playerRef").map(playerRef),
      card: target(n, r),
      ...(has(n, "Onto") ? { onto: "field" as const } : {}),
      span: r.span(n),
    }),
    print: (e, p) =>
      `${e.players.map(fmtPlayer).join(" and ")} cannot ${
        e.onto ? `put ${p.selector(e.card)} onto the field` : `play ${p.selector(e.card)}`
      }`,
  },
} satisfies StaticSyntax;
