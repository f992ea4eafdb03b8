// Steps on a deck: draw, look at the top N cards, search (and reveal), reveal, shuffle, and put
// the rest of the looked-at cards somewhere. A look, a search or a reveal binds its cards: `it`
// for a later step, and (look, search) what `put the rest` speaks of.
import type { QuerySelector } from "../../grammar/ast.ts";
import type { Effect } from "../../runtime/cards/definition.ts";
import { amountArg, str } from "../emit/printer.ts";
import { lowerPlayer } from "../lower/conditions.ts";
import { bindChosen, splitGroup, target, withChoices } from "../lower/choices.ts";
import { freshVar, NOTHING, unsupported, type LowerContext } from "../lower/context.ts";
import { lowerAmount, lowerFilter } from "../lower/selectors.ts";
import type { Family, StepLowerings } from "./family.ts";

const search: StepLowerings["Search"] = (step, ctx) => {
  const t = step.target;
  if (
    t.kind !== "Query" ||
    !t.quantity ||
    (t.quantity.kind !== "exactly" && t.quantity.kind !== "upTo")
  ) {
    unsupported(ctx, step.span, "a search without a number of cards");
    return NOTHING;
  }
  // その中にある after a look (KMPD P-027): the search is among the cards that look bound
  const among = t.amongIt ? lookedAt(ctx, t) : undefined;
  if (among === null) return NOTHING;
  const as = freshVar(ctx, "found");
  if (!among) ctx.lastLook = as;
  // 同じ名称のキャラ2枚 (MDK 01-118): the relation of the cards taken, not a filter of each
  const { query, group } = splitGroup(ctx, t);
  const filter = lowerFilter(ctx, query);
  const it = bindChosen(ctx, { sel: "var", name: as }, t);
  const found: Effect = {
    do: "search",
    player: lowerPlayer(step.player),
    ...(t.zone?.top !== undefined ? { look: t.zone.top } : {}),
    ...(among ? { among } : {}),
    ...(t.zone?.end ? { end: t.zone.end } : {}),
    ...(filter ? { filter } : {}),
    take: t.quantity.n,
    ...(t.quantity.kind === "upTo" ? { upTo: true } : {}),
    ...(step.reveal ? { reveal: true } : {}),
    ...(group ? { group } : {}),
    as,
  };
  // 抜き出し…手札に加える: a search puts what it found into the hand (docs/language.md).
  return { do: "seq", steps: [found, { do: "move", what: it, to: "hand" }] };
};

/** The binding of the look a search `among it` picks from; null (reported) when `it` is not one. */
function lookedAt(ctx: LowerContext, t: QuerySelector): string | null {
  const it = ctx.it;
  if (it?.sel !== "var" || it.filter || t.owner || t.zone || ctx.lastLook !== it.name) {
    unsupported(ctx, t.span, "a search `among it` when `it` is not the cards just looked at");
    return null;
  }
  return it.name;
}

/** 表にする: the top N of a deck are looked at first (target()); the shown cards are `it` after. */
const reveal: StepLowerings["Reveal"] = (step, ctx) => {
  const pre: Effect[] = [];
  const what = target(ctx, step.target, pre);
  const as = freshVar(ctx, "shown");
  ctx.it = { sel: "var", name: as };
  return withChoices(pre, { do: "reveal", what, as });
};

export const deckSteps = {
  walk: {
    Draw: (s, w) => w.amount(s.amount),
    LookAtTop(s, w) {
      w.amount(s.amount);
      w.choice(); // the cards looked at are `it` for the later steps (その中にある)
    },
    Search: (s, w) => w.selector(s.target),
    Reveal(s, w) {
      w.selector(s.target);
      w.choice(); // the shown cards are `it` for the later steps (表にしたカード)
    },
    Shuffle: () => {},
    PutRest: () => {},
  },
  lower: {
    Draw(s, ctx) {
      const draw: Extract<Effect, { do: "draw" }> = {
        do: "draw",
        player: lowerPlayer(s.player),
        n: lowerAmount(ctx, s.amount),
      };
      (ctx.draws ??= []).push(draw); // `drawn cards` later may mark it to record (lower/selectors.ts)
      return draw;
    },
    LookAtTop(s, ctx) {
      // `look at the top count(X) cards` (KMPD P-027): counted when the step resolves
      const n = lowerAmount(ctx, s.amount);
      const as = freshVar(ctx, "top");
      ctx.it = { sel: "var", name: as };
      ctx.lastLook = as;
      const look = { do: "look" as const, player: lowerPlayer(s.player), n, as };
      return s.end ? { ...look, end: s.end } : look;
    },
    Search: search,
    Reveal: reveal,
    Shuffle: (s) => ({ do: "shuffle", player: lowerPlayer(s.player) }),
    PutRest(s, ctx) {
      if (ctx.lastLook === undefined) {
        unsupported(ctx, s.span, "`put the rest` with no `look at` or `search` before it");
        return NOTHING;
      }
      // 上または下に移す: first the cards the player puts on top (any of them, in order), then the
      // others to the bottom in the order chosen — two recorded decisions (moveRest `some`)
      if (s.to === "deckTopOrBottom")
        return {
          do: "seq",
          steps: [
            { do: "moveRest", of: ctx.lastLook, to: "deckTop", order: "chosen", some: true },
            { do: "moveRest", of: ctx.lastLook, to: "deckBottom", order: "chosen" },
          ],
        };
      return { do: "moveRest", of: ctx.lastLook, to: s.to, order: s.order };
    },
  },
  emit: {
    draw: (e, p) => p.call("draw", amountArg(p, e.n), str(e.player), ...(e.record ? ["true"] : [])),
    look: (e, p) =>
      p.call(
        e.end === "bottom" ? "lookAtBottom" : "lookAtTop",
        amountArg(p, e.n),
        str(e.as),
        str(e.player),
      ),
    search(e, p) {
      const { do: _do, ...opts } = e;
      return p.call("search", p.data(opts));
    },
    reveal: (e, p) => p.call("reveal", p.selector(e.what), str(e.as)),
    shuffle: (e, p) => p.call("shuffle", str(e.player)),
    moveRest: (e, p) =>
      p.call("moveRest", str(e.of), str(e.to), str(e.order), ...(e.some ? ["true"] : [])),
  },
} satisfies Family;
