// Cards changing zones (rule 10.1): draw, trash, return to the hand, move to a named zone (deck
// top / bottom, points, the field, the removed zone), put a character onto the field (場に出る,
// rule 6.1), move a support card to another character (R-FAQ-2), shuffle a deck.
import {
  DRAWN_VAR,
  type Amount,
  type Effect,
  type PlayerRef,
  type Selector,
} from "../../cards/definition.ts";
import type { AreaOption, Resolution } from "../../core/state.ts";
import { card, defOf, log, mut, ownZone, sameKeyOf, type Ctx } from "../../core/ctx.ts";
import { shuffleInPlace } from "../../core/prng.ts";
import { cannotBeTrashed, standingBan } from "../continuous.ts";
import { sameCardOnField } from "../play.ts";
import {
  DRAWN_ARE_ALL_DRAWS_OF_THE_TEXT,
  ENTERING_RESTED_IS_NOT_BECOMING_RESTED,
  MAIN_AREA_SLOTS,
  PUT_ONTO_FIELD_AREA_CHOSEN,
  SHUFFLE_KEEPS_IF_YOU_DO,
} from "../project-rulings.ts";
import { amount, matches, select } from "../selectors.ts";
import { onField, playerOf, type Scope } from "../scope.ts";
import { becameRested, emit } from "../triggers.ts";
import { drawCards, moveCard } from "../zones.ts";
import { eid, onFieldOnly, wait, type Done, type EffectFamily } from "./handler.ts";

// ---- builders (re-exported by cards/builders.ts)
/** `record`: keep the cards drawn as the text's `drawn cards` (引いた枚数). */
export const draw = (n: Amount, player: PlayerRef = "you", record = false): Effect =>
  record ? { do: "draw", player, n, record } : { do: "draw", player, n };
export const trash = (what: Selector): Effect => ({ do: "trash", what });
export const returnToHand = (what: Selector): Effect => ({ do: "returnToHand", what });
export const moveTo = (
  what: Selector,
  to: Extract<Effect, { do: "move" }>["to"],
  faceDown = false,
): Effect => (faceDown ? { do: "move", what, to, faceDown } : { do: "move", what, to });
/** ゲームから取り除く: move to the removed-from-game zone. */
export const exile = (what: Selector): Effect => ({ do: "move", what, to: "removed" });
export const putOntoField = (
  what: Selector,
  area: "main" | "support" | "field" = "main",
  rested = false,
): Effect =>
  rested ? { do: "putOntoField", what, area, rested } : { do: "putOntoField", what, area };
export const reattach = (what: Selector, to: Selector): Effect => ({ do: "reattach", what, to });
export const shuffle = (player: PlayerRef = "you"): Effect => ({ do: "shuffle", player });

function canPutInMain(ctx: Ctx, id: number): boolean {
  const c = card(ctx, id);
  return defOf(ctx, id).ap !== undefined && ctx.s.players[c.owner].main.length < MAIN_AREA_SLOTS;
}

/** Rule 6.1 / 6.3: the places 場に出す may put character `id`: main (or main replacing one), support. */
function areaOptions(ctx: Ctx, id: number): AreaOption[] {
  const def = defOf(ctx, id);
  const out: AreaOption[] = [];
  if (def.ap !== undefined && def.dp !== undefined) {
    const main = ctx.s.players[card(ctx, id).owner].main;
    if (main.length < MAIN_AREA_SLOTS) out.push({ area: "main" });
    else
      for (const m of main)
        if (sameKeyOf(ctx, m) !== sameKeyOf(ctx, id) && !cannotBeTrashed(ctx, m))
          out.push({ area: "main", replace: m });
  }
  out.push({ area: "support" });
  return out;
}

function describeArea(ctx: Ctx, a: AreaOption): string {
  return a.replace !== undefined
    ? `main area, replacing 「${defOf(ctx, a.replace).name}」 #${a.replace}`
    : a.area === "main"
      ? "main area"
      : "support area";
}

/**
 * The resolution variable that remembers the cards putOntoField `id` placed before it waited for a
 * choice, so that "did" (その場合) counts them when the effect finishes.
 */
const progressKey = (id: number): string => `#putOntoField${id}`;

function rememberPlaced(r: Resolution, id: number, cards: readonly number[]): void {
  if (cards.length === 0) return;
  const key = progressKey(id);
  r.vars = { ...r.vars, [key]: [...(r.vars[key] ?? []), ...cards] };
}

/** The cards remembered for effect `id`, forgotten now that it finishes. */
function takePlaced(r: Resolution, id: number): number[] {
  const key = progressKey(id);
  const cards = r.vars[key];
  if (!cards) return [];
  const rest = { ...r.vars };
  delete rest[key];
  r.vars = rest;
  return cards;
}

/** 場に出る: the character arrives in `to` (rule 6.3: after the replaced one is trashed). */
function enterField(ctx: Ctx, c: number, to: AreaOption, rested: boolean): void {
  if (to.replace !== undefined) moveCard(ctx, to.replace, "trash");
  moveCard(ctx, c, to.area);
  const m = mut(ctx, c);
  m.enteredTurn = ctx.s.turn;
  m.rested = rested; // 休息状態で場に出す
  if (ctx.keepsEvents) log(ctx, { ev: "enter", card: c, area: to.area });
  emit(ctx, { type: "putOntoField", card: c, player: m.owner }); // 場に出る, not 登場 (rule 6.1)
  // 休息状態で場に出る: arriving rested is not becoming rested, unless the project reads it so
  if (rested && !ENTERING_RESTED_IS_NOT_BECOMING_RESTED) becameRested(ctx, [c]);
}

/** `trash` / `returnToHand`: every card the selector denotes that is not there yet. */
function sendTo(ctx: Ctx, r: Resolution, what: Selector, scope: Scope, to: "trash" | "hand"): Done {
  const ids = select(ctx, what, scope).filter(
    (c) => card(ctx, c).zone !== to && !(to === "trash" && cannotBeTrashed(ctx, c)),
  );
  for (const c of ids) moveCard(ctx, c, to);
  r.did = ids.length > 0;
  return true;
}

// ---- handlers
export const moveEffects = {
  draw: {
    run(ctx, r, e, scope) {
      const drawn = drawCards(ctx, playerOf(e.player, scope, ctx), amount(ctx, e.n, scope));
      r.did = drawn.length > 0;
      // 引いた枚数 (GG 01-113): the text's drawn cards, every draw of it or the last one
      if (e.record)
        r.vars[DRAWN_VAR] = DRAWN_ARE_ALL_DRAWS_OF_THE_TEXT
          ? [...(r.vars[DRAWN_VAR] ?? []), ...drawn]
          : drawn;
      return true;
    },
  },
  trash: { run: (ctx, r, e, scope) => sendTo(ctx, r, e.what, scope, "trash") },
  returnToHand: { run: (ctx, r, e, scope) => sendTo(ctx, r, e.what, scope, "hand") },
  move: {
    run(ctx, r, e, scope) {
      let moved = 0;
      for (const c of select(ctx, e.what, scope)) {
        const z = card(ctx, c).zone;
        if (e.to === "deckTop" || e.to === "deckBottom")
          moveCard(ctx, c, "deck", { top: e.to === "deckTop" });
        else if (e.to === "points") moveCard(ctx, c, "points", { faceUp: !e.faceDown });
        else if (e.to === "main") {
          if (z === "main" || !canPutInMain(ctx, c)) continue; // R-F-1: only AP/DP characters
          if (z !== "support" && standingBan(ctx, scope.controller, c, false, true)) continue;
          moveCard(ctx, c, "main");
        } else if (e.to === "support") {
          if (z === "support" || defOf(ctx, c).kind !== "character") continue;
          if (z !== "main" && standingBan(ctx, scope.controller, c, false, true)) continue;
          moveCard(ctx, c, "support"); // R-A-4: stays on the field
        } else {
          if (z === e.to || (e.to === "trash" && cannotBeTrashed(ctx, c))) continue;
          moveCard(ctx, c, e.to);
        }
        moved++;
      }
      r.did = moved > 0;
      return true;
    },
  },
  putOntoField: {
    run(ctx, r, e, scope, id) {
      const placed: number[] = [];
      for (const c of select(ctx, e.what, scope)) {
        if (onField(ctx, c) || defOf(ctx, c).kind !== "character" || sameCardOnField(ctx, c))
          continue;
        // 「…は、キャラを場に出すことができない」: the effect's controller puts it (continuous.ts)
        if (standingBan(ctx, scope.controller, c, false, true)) continue;
        if (e.area === "field" && PUT_ONTO_FIELD_AREA_CHOSEN) {
          // Rule 6.1: the controller chooses the area; one possible place is taken without asking.
          const areas = areaOptions(ctx, c);
          if (areas.length > 1) {
            rememberPlaced(r, id, placed);
            return wait(ctx, r, id, {
              kind: "option",
              player: card(ctx, c).owner,
              count: areas.length,
              prompt: `put 「${defOf(ctx, c).name}」 #${c} onto the field: ${areas.map((a) => describeArea(ctx, a)).join(" / ")}`,
              card: c,
              areas,
            });
          }
          enterField(ctx, c, areas[0]!, e.rested === true);
        } else {
          const area = e.area === "field" ? "main" : e.area;
          if (area === "main" && !canPutInMain(ctx, c)) continue;
          enterField(ctx, c, { area }, e.rested === true);
        }
        placed.push(c);
      }
      // Cards placed before a choice (and by it, in resume) count for "did" too.
      r.did = placed.length > 0 || takePlaced(r, id).length > 0;
      return true;
    },
    answers: "option",
    resume(ctx, r, e, a) {
      const pd = ctx.s.pending;
      const c = pd.kind === "option" ? pd.card : undefined;
      const choice = pd.kind === "option" ? pd.areas?.[a.index] : undefined;
      if (c === undefined || !choice) return;
      log(ctx, { ev: "choice", player: a.player, text: describeArea(ctx, choice) });
      enterField(ctx, c, choice, e.rested === true);
      rememberPlaced(r, eid(ctx, e), [c]);
      // The other cards of the effect: run it again (the placed ones are on the field now).
      r.work.push(eid(ctx, e));
    },
  },
  reattach: {
    run(ctx, r, e, scope) {
      const hostId = onFieldOnly(ctx, select(ctx, e.to, scope))[0];
      let moved = 0;
      for (const sup of select(ctx, e.what, scope)) {
        if (
          card(ctx, sup).zone !== "attached" ||
          hostId === undefined ||
          card(ctx, hostId).owner !== card(ctx, sup).owner
        )
          continue;
        const def = defOf(ctx, sup);
        // R-FAQ-2: the attachment restriction and the one-copy rule are checked again.
        if (
          def.attachTo &&
          !matches(ctx, hostId, def.attachTo, { source: sup, controller: card(ctx, sup).owner })
        )
          continue;
        const key = sameKeyOf(ctx, sup);
        if (
          ctx.s.players[card(ctx, sup).owner].attached.some(
            (a) => a !== sup && card(ctx, a).host === hostId && sameKeyOf(ctx, a) === key,
          )
        )
          continue;
        mut(ctx, sup).host = hostId;
        log(ctx, { ev: "attach", card: sup, host: hostId });
        moved++;
      }
      r.did = moved > 0;
      return true;
    },
  },
  shuffle: {
    run(ctx, r, e, scope) {
      const p = playerOf(e.player, scope, ctx);
      ctx.s.rng = shuffleInPlace(ownZone(ctx, p, "deck"), ctx.s.rng);
      if (!SHUFFLE_KEEPS_IF_YOU_DO) r.did = true;
      return true;
    },
  },
} satisfies EffectFamily;
