// Steps that decide whether, which or when other steps run: `you may …` (the opponent's may:
// their decision, OPPONENT_MAY_IS_OPPONENTS_DECISION), `the opponent must …` (their choices),
// `A or B`, `(A; B)`, `if <condition>, …`, `at end of turn, …`, `repeat N times, …`; `choose X` (for a later `it`)
// and `todo` (refused). Also the runtime's sequencing: seq, ifYouDo, choose, nothing.
import type { Effect, Selector } from "../../runtime/cards/definition.ts";
import { amountArg, str } from "../emit/printer.ts";
import { bindChosen, pick, withChoices } from "../lower/choices.ts";
import { lowerCondition, lowerPlayer } from "../lower/conditions.ts";
import {
  agreeChosen,
  chosenNow,
  freshVar,
  nested,
  NOTHING,
  restoreChosen,
  sameChosen,
  unsupported,
  type LowerContext,
} from "../lower/context.ts";
import { lowerAmount } from "../lower/selectors.ts";
import type { Family, StepLowerings } from "./family.ts";

/** The opponent makes the choices of what `lower` lowers (on resolution, `chooser`). */
/** More cards than both players own (rule 2.1: 60 each): a choice of that many takes every card. */
const EVERY_CARD = 120;

/**
 * 指定する。その場合、…: a designation of declared targets (rule 4.2) is done when some of them are
 * still legal on resolution (rule 4.3). The step itself does nothing to the cards; a choice with
 * no real choice (every re-checked target) sets the resolution's `did` for the `if you do` after
 * it. A choice made on resolution sets `did` by itself.
 */
function designationDone(ctx: LowerContext, chosen: Selector): Effect {
  if (chosen.sel !== "target") return NOTHING;
  return { do: "choose", spec: { from: chosen, n: EVERY_CARD }, as: freshVar(ctx, "designated") };
}

function byOpponent(ctx: LowerContext, lower: () => Effect): Effect {
  const was = ctx.chooser;
  ctx.chooser = "opponent";
  try {
    return lower();
  } finally {
    ctx.chooser = was;
  }
}

/** Rename a resolution-time binding inside an effect (plain data: a deep copy with the new name). */
function renameVar(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((v) => renameVar(v, from, to));
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] =
      (k === "as" || (k === "name" && "sel" in value)) && v === from ? to : renameVar(v, from, to);
  }
  return out;
}

/**
 * `A or B`: only one option runs, so when each option chooses cards, `it` after the choice means
 * whichever was chosen — every option binds the same name. If the options leave `it` pointing at
 * different kinds of things, `it` is left undefined (a later `it` is then reported, not guessed).
 */
const choice: StepLowerings["Choice"] = (step, ctx, lower) => {
  const before = chosenNow(ctx);
  const itBefore = before.it;
  const its: (Selector | undefined)[] = [];
  const characters: (Selector | undefined)[] = [];
  let options = step.options.map((o) => {
    restoreChosen(ctx, before);
    const e = nested(ctx, () => lower.step(ctx, o));
    its.push(ctx.it);
    characters.push(ctx.character);
    return e;
  });
  const names = its.map((it) => (it?.sel === "var" && it !== itBefore ? it.name : undefined));
  const shared = names[0];
  const same = (xs: (Selector | undefined)[]): boolean => xs.every((x) => sameChosen(x, xs[0]));
  const rebound = shared !== undefined && names.every((n) => n !== undefined);
  if (rebound) {
    options = options.map((e, i) =>
      names[i] === shared ? e : (renameVar(e, names[i]!, shared) as Effect),
    );
    ctx.it = { sel: "var", name: shared };
  } else {
    ctx.it = same(its) ? its[0] : undefined;
  }
  // `that character` after the options: what each left it, or the shared binding when each
  // option's choice was of characters (its `it` is its `that character`)
  const eachChoseCharacters = characters.every((c, i) => c !== undefined && c === its[i]);
  ctx.character = same(characters)
    ? characters[0]
    : rebound && eachChoseCharacters
      ? ctx.it
      : undefined;
  if (step.pick !== undefined) {
    // `choose 2: A or B or C`: several options run, so `it` after them is none of them
    if (step.pick < 2 || step.pick > step.options.length) {
      unsupported(ctx, step.span, `choosing ${step.pick} of ${step.options.length} options`);
      return NOTHING;
    }
    ctx.it = its.every((it) => it === itBefore) ? itBefore : undefined;
    ctx.character = characters.every((c) => c === before.character) ? before.character : undefined;
  }
  // the engine works out the sets of `pick` options (runtime/rules/effects/choose-several.ts)
  const pickPart = step.pick === undefined ? {} : { pick: step.pick };
  // under `the opponent must (A or B)` the opponent picks, as they make that step's choices
  return ctx.chooser
    ? { do: "choice", options, player: ctx.chooser, ...pickPart }
    : { do: "choice", options, ...pickPart };
};

export const flowSteps = {
  walk: {
    May: (s, w) => w.step(s.effect),
    Must: (s, w) => w.step(s.effect),
    Delayed: (s, w) => w.step(s.effect),
    Repeat(s, w) {
      w.amount(s.times);
      w.step(s.effect);
    },
    Choice: (s, w) => s.options.forEach((o) => w.step(o)),
    Group: (s, w) => s.steps.forEach((x) => w.step(x)),
    Conditional(s, w) {
      w.condition(s.condition);
      w.step(s.effect);
      if (s.otherwise) w.step(s.otherwise);
    },
    Designate: (s, w) => w.selector(s.target),
    Todo: () => {},
  },
  lower: {
    May(s, ctx, lower) {
      const player = lowerPlayer(s.player);
      if (player === "you")
        return { do: "may", effect: nested(ctx, () => lower.step(ctx, s.effect)) };
      if (player !== "opponent") {
        unsupported(ctx, s.span, `\`may\` decided by the ${player}`);
        return NOTHING;
      }
      // 「相手は…できる」: the opponent decides and makes the step's choices.
      return byOpponent(ctx, () => ({
        do: "may",
        effect: nested(ctx, () => lower.step(ctx, s.effect)),
        player,
      }));
    },
    Must(s, ctx, lower) {
      const player = lowerPlayer(s.player);
      if (player === "you") return lower.step(ctx, s.effect);
      if (player !== "opponent") {
        unsupported(ctx, s.span, `a mandatory step performed by the ${player}`);
        return NOTHING;
      }
      // The opponent performs the step and makes its choices.
      return byOpponent(ctx, () => nested(ctx, () => lower.step(ctx, s.effect)));
    },
    Choice: choice,
    // one clause: the steps run in order under whatever link or condition is in front
    Group: (s, ctx, lower) => ({ do: "seq", steps: s.steps.map((x) => lower.step(ctx, x)) }),
    Conditional(s, ctx, lower) {
      const cond = lowerCondition(ctx, s.condition);
      // `if this is in hand, put this onto …`: inside, `this` is off the field (場に出る, 6.1).
      const inHand = s.condition.kind === "Is" && s.condition.state === "inHand";
      const saved = ctx.thisInHand;
      if (inHand) ctx.thisInHand = true;
      try {
        const before = chosenNow(ctx);
        const then = nested(ctx, () => lower.step(ctx, s.effect));
        const other = s.otherwise;
        if (!other) {
          // the branch may not run: a later `it` is still what it was before the condition
          // (「捨て札にしたカードがキャラの場合、…。捨て札にしたカードがイベントカードの場合、…」, KM 01-075)
          restoreChosen(ctx, before);
          return { do: "if", cond, then };
        }
        // `otherwise B` (それ以外の場合 / 代わりに): the runtime's else, the condition read once on
        // resolution; a later `it` is the branches' only if both bind the same card
        const afterThen = chosenNow(ctx);
        restoreChosen(ctx, before);
        ctx.thisInHand = saved;
        const otherwise = nested(ctx, () => lower.step(ctx, other));
        agreeChosen(ctx, afterThen);
        return { do: "if", cond, then, else: otherwise };
      } finally {
        ctx.thisInHand = saved;
      }
    },
    // The delayed effect keeps this effect's bindings and targets (runtime `chosen`), so `it`
    // inside it is the card chosen now.
    Delayed: (s, ctx, lower) => ({
      do: "delayed",
      at: "endOfTurn",
      effect: nested(ctx, () => lower.step(ctx, s.effect)),
    }),
    // X3枚につき、<step>: the body's choices are made on resolution, once per round
    Repeat: (s, ctx, lower) => ({
      do: "repeat",
      times: lowerAmount(ctx, s.times),
      effect: nested(ctx, () => lower.step(ctx, s.effect)),
    }),
    Designate(s, ctx) {
      // 指定する: the choice is the whole step; `pick` binds `it` for the later steps.
      const pre: Effect[] = [];
      const earlier = ctx.designated;
      const chosen = pick(ctx, s.target, pre);
      // a designation among the designated (その中から1枚を指定する, KMK 01-053) narrows `it`
      if (
        !earlier ||
        (s.target.kind === "Query" && s.target.amongIt) ||
        s.target.kind !== "Query"
      ) {
        ctx.designated = chosen;
        return withChoices(pre, designationDone(ctx, chosen));
      }
      // 全てのプレイヤーは、自分のキャラ1枚を指定する (DNP 01-106): a designation of other cards
      // adds to the earlier one — 指定された全てのキャラ are both. Bound as one `it` by a choice with
      // no real choice (every card of the two), whose `did` says whether any card was designated.
      const as = freshVar(ctx, "designated");
      pre.push({
        do: "choose",
        spec: { from: { sel: "union", of: [earlier, chosen] }, n: EVERY_CARD },
        as,
      });
      ctx.designated = bindChosen(ctx, { sel: "var", name: as }, s.target);
      return withChoices(pre, NOTHING);
    },
    Todo(s, ctx) {
      unsupported(ctx, s.span, "a `todo` step");
      return NOTHING;
    },
  },
  emit: {
    seq: (e, p) => p.call("seq", ...e.steps.map((s) => p.effect(s))),
    nothing: () => `{ do: "nothing" }`,
    choose: (e, p) =>
      p.call("chooseNow", p.spec(e.spec), str(e.as), ...(e.chooser ? [str(e.chooser)] : [])),
    may(e, p) {
      const then = e.ifYouDo ? [p.effect(e.ifYouDo)] : [];
      if (e.player !== undefined)
        return p.call("mayBy", str(e.player), p.effect(e.effect), ...then);
      return p.call("may", p.effect(e.effect), ...then);
    },
    ifYouDo: (e, p) => p.call("ifYouDo", p.effect(e.effect)),
    choice: (e, p) => {
      const options = e.options.map((o) => p.effect(o));
      if (e.pick !== undefined)
        return e.player
          ? p.call("chooseSeveralBy", str(e.player), String(e.pick), ...options)
          : p.call("chooseSeveral", String(e.pick), ...options);
      return e.player ? p.call("oneOfBy", str(e.player), ...options) : p.call("oneOf", ...options);
    },
    if: (e, p) =>
      p.call("when", p.condition(e.cond), p.effect(e.then), ...(e.else ? [p.effect(e.else)] : [])),
    delayed: (e, p) => p.call("atEndOfTurn", p.effect(e.effect)),
    repeat: (e, p) => p.call("repeat", amountArg(p, e.times), p.effect(e.effect)),
  },
} satisfies Family;
