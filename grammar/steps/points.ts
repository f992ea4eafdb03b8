// Point cards (rule 8.6): `give 1 point to the opponent`, `turn 1 card in your point pile face up`.
import {
  amount,
  duration,
  fmtAmount,
  fmtDuration,
  fmtPlayer,
  isOne,
  playerRef,
} from "../literals.ts";
import { has, need, node } from "../visitor-base.ts";
import { isPlural } from "../selectors.ts";
import { needTok } from "../visitor-base.ts";
import { target, verb, type StaticSyntax, type StepSyntax } from "./syntax.ts";

export const pointSteps = {
  GivePoints: {
    at: verb("Give"),
    read: (n, r) => ({
      kind: "GivePoints",
      player: playerRef(node(n, "playerRef")),
      amount: amount(r, node(n, "amount")),
      span: r.span(n),
    }),
    print: (s, p) =>
      `give ${fmtAmount(s.amount, p)} ${isOne(s.amount) ? "point" : "points"} to ${fmtPlayer(s.player)}`,
  },
  TurnPoints: {
    at: verb("Turn"),
    read: (n, r) => ({
      kind: "TurnPoints",
      target: target(n, r),
      face: has(n, "Up") ? "up" : "down",
      span: r.span(n),
    }),
    print: (s, p) => `turn ${p.selector(s.target)} face ${s.face}`,
  },
  DealsPoints: {
    at: { subjectStep: (n) => has(n, "dealsPoints") },
    read(n, r) {
      const d = duration(node(need(n, "dealsPoints"), "duration"));
      return {
        kind: "DealsPoints",
        target: target(n, r),
        points: r.int(needTok(need(n, "dealsPoints"), "NumberLit")),
        ...(d ? { duration: d } : {}),
        span: r.span(n),
      };
    },
    print: (s, p) =>
      `${p.selector(s.target)} ${isPlural(s.target) ? "give" : "gives"} ${s.points} ${s.points === 1 ? "point" : "points"} by approach${fmtDuration(s.duration)}`,
  },
} satisfies StepSyntax;

/** `this gives 2 points by approach`: an unblocked approach of it gives N points (rule 8.6). */
export const pointStatics = {
  PointsDealt: {
    at: { staticEffect: (n) => has(n, "Gives") || has(n, "Give") },
    read: (n, r) => ({
      kind: "PointsDealt",
      target: target(n, r),
      points: r.int(needTok(n, "NumberLit")),
      span: r.span(n),
    }),
    print: (e, p) =>
      `${p.selector(e.target)} ${isPlural(e.target) ? "give" : "gives"} ${e.points} ${e.points === 1 ? "point" : "points"} by approach`,
  },
} satisfies StaticSyntax;
