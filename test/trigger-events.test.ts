// The card language's trigger events (grammar/ast.ts) and the engine's (runtime/cards/definition.ts)
// are two lists: a card's events share their names, the turn and player events are spelled as the
// language reads them. Each engine event must be reachable from the language (a text that compiles
// to it) and each subject event of the language must exist in the engine, so adding one to either
// list without the other fails here.
import { describe, expect, it } from "vitest";
import { SUBJECT_EVENTS } from "../grammar/ast.ts";
import { TRIGGER_EVENTS, type TriggerEvent } from "../runtime/cards/definition.ts";
import { lowerAbilityLine } from "./emit/helpers.ts";

/** For every engine event, a text of the card language that waits for it. */
const WRITTEN_AS: Record<TriggerEvent, string> = {
  enters: "if this enters: draw 1",
  putOntoField: "if this is put onto the field: draw 1",
  approaches: "if this approaches: draw 1",
  blocks: "if this blocks: draw 1",
  approachesOrBlocks: "if this approaches or blocks: draw 1",
  isBlocked: "if this is blocked: draw 1",
  givesPoint: "if this gives a point: draw 1",
  leaves: "if this leaves: draw 1",
  returnedToHand: "if this is returned to hand: draw 1",
  usedAsCost: "if this is used as a cost: draw 1",
  putIntoPointPile: "if this is put into the point pile: draw 1",
  putIntoTrash: "if this is put into the trash by an effect of the opponent's: draw 1",
  leavesField: "if this leaves the field by an effect: draw 1",
  movesArea: "if this moves from the support area to the main area: draw 1",
  becomesRested: "if a character of the opponent's becomes rested 3 times this turn: draw 1",
  startOfTurn: "at start of your turn: draw 1",
  endOfTurn: "at end of turn: draw 1",
  cardPlayed: "if the opponent plays an event: draw 1",
  pointReceived: "if you receive a point: draw 1",
  cardDrawn: "if the opponent draws: draw 1",
  textUsed: "each time a text of the opponent's is used: draw 1",
};

describe("trigger events: the language and the engine agree", () => {
  it("every event a card is the subject of in the language is an engine event of the same name", () => {
    const engine = new Set<string>(TRIGGER_EVENTS);
    expect(SUBJECT_EVENTS.filter((e) => !engine.has(e))).toEqual([]);
  });

  it("the table of written forms lists exactly the engine's events", () => {
    expect(Object.keys(WRITTEN_AS).sort()).toEqual([...TRIGGER_EVENTS].sort());
  });

  for (const event of TRIGGER_EVENTS) {
    it(`${event}: \`${WRITTEN_AS[event]}\` compiles to a trigger on it`, () => {
      const lowered = lowerAbilityLine(WRITTEN_AS[event]);
      expect(lowered.diagnostics).toEqual([]);
      const ability = lowered.def.abilities?.[0];
      expect(ability?.kind === "triggered" ? ability.on.event : ability?.kind).toBe(event);
    });
  }
});
