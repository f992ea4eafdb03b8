// Kinds phase: `owner` and `controller` are relative to a card; effects and conditions that name a
// player but no card (draw, shuffle, points, …) need `you` or `the opponent`.
import type { PlayerRef, Span } from "../../grammar/ast.ts";
import { diagnostics } from "../catalogue/index.ts";
import type { CheckContext, CheckRegistry } from "../context.ts";

function absolutePlayer(player: PlayerRef, action: string, span: Span, ctx: CheckContext): void {
  if (player === "owner" || player === "controller")
    ctx.report(diagnostics.playerWithoutCard, span, { player, action });
}

export const playerChecks: CheckRegistry = {
  "step:Draw": [(step, ctx) => absolutePlayer(step.player, "draw", step.span, ctx)],
  "step:Shuffle": [(step, ctx) => absolutePlayer(step.player, "shuffle", step.span, ctx)],
  "step:LookAtTop": [(step, ctx) => absolutePlayer(step.player, "look at the top", step.span, ctx)],
  "step:GivePoints": [(step, ctx) => absolutePlayer(step.player, "give points", step.span, ctx)],
  "step:PlayerCoins": [(step, ctx) => absolutePlayer(step.player, "coins", step.span, ctx)],
  "condition:PlayerCoins": [
    (condition, ctx) => absolutePlayer(condition.player, "coins", condition.span, ctx),
  ],
  "condition:Points": [
    (condition, ctx) => absolutePlayer(condition.player, "points", condition.span, ctx),
  ],
  "trigger:pointReceived": [
    (trigger, ctx) => absolutePlayer(trigger.player, "receive a point", trigger.span, ctx),
  ],
  "trigger:cardDrawn": [
    (trigger, ctx) => absolutePlayer(trigger.player, "draw", trigger.span, ctx),
  ],
  "trigger:deckLooked": [
    (trigger, ctx) => absolutePlayer(trigger.player, "look at a deck", trigger.span, ctx),
  ],
  "trigger:textUsed": [
    (trigger, ctx) => absolutePlayer(trigger.player, "use a text", trigger.span, ctx),
  ],
};
