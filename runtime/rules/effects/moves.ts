// Cards changing zones (rule 10.1): draw, trash, return to the hand, move to a named zone (deck
// top / bottom, points, the field, the removed zone), put a character onto the field (場に出る,
// rule 6.1), move a support card to another character (R-FAQ-2), shuffle a deck.
import type { Amount, Effect, PlayerRef, Selector } from "../../cards/definition.ts";
import type { Resolution } from "../../core/state.ts";
import { card, defOf, log, mut, ownZone, sameKeyOf, type Ctx } from "../../core/ctx.ts";
import { shuffleInPlace } from "../../core/prng.ts";
import { cannotBeTrashed } from "../continuous.ts";
import { sameCardOnField } from "../play.ts";
import { MAIN_AREA_SLOTS, SHUFFLE_KEEPS_IF_YOU_DO } from "../project-rulings.ts";
import { amount, matches, select } from "../selectors.ts";
import { onField, playerOf, type Scope } from "../scope.ts";
import { emit } from "../triggers.ts";
import { drawCards, moveCard } from "../zones.ts";
import { onFieldOnly, type Done, type EffectFamily } from "./handler.ts";

// ---- builders (re-exported by cards/builders.ts)
export const draw = (n: Amount, player: PlayerRef = "you"): Effect => ({ do: "draw", player, n });
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
  area: "main" | "support" = "main",
  rested = false,
): Effect =>
  rested ? { do: "putOntoField", what, area, rested } : { do: "putOntoField", what, area };
export const reattach = (what: Selector, to: Selector): Effect => ({ do: "reattach", what, to });
export const shuffle = (player: PlayerRef = "you"): Effect => ({ do: "shuffle", player });

function canPutInMain(ctx: Ctx, id: number): boolean {
  const c = card(ctx, id);
  return defOf(ctx, id).ap !== undefined && ctx.s.players[c.owner].main.length < MAIN_AREA_SLOTS;
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
      r.did = drawCards(ctx, playerOf(e.player, scope, ctx), amount(ctx, e.n, scope)) > 0;
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
          moveCard(ctx, c, "main");
        } else if (e.to === "support") {
          if (z === "support" || defOf(ctx, c).kind !== "character") continue;
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
    run(ctx, r, e, scope) {
      let put = 0;
      for (const c of select(ctx, e.what, scope)) {
        if (onField(ctx, c) || defOf(ctx, c).kind !== "character" || sameCardOnField(ctx, c))
          continue;
        if (e.area === "main" && !canPutInMain(ctx, c)) continue;
        moveCard(ctx, c, e.area);
        const m = mut(ctx, c);
        m.enteredTurn = ctx.s.turn;
        m.rested = e.rested === true; // 休息状態で場に出す

        log(ctx, { ev: "enter", card: c, area: e.area });
        emit(ctx, { type: "putOntoField", card: c, player: m.owner }); // 場に出る, not 登場 (rule 6.1)
        put++;
      }
      r.did = put > 0;
      return true;
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
