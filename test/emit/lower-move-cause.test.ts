// Lowering what moved a card (`by an effect of the opponent's`, `by a card of …`) and texts made
// void (`X loses texts …`): the runtime data a trigger's `cause` and a textsVoid restriction are;
// a cause after an event that is not a move is refused (PM4001), never kept and ignored.
import { describe, expect, it } from "vitest";
import { lowerAbilityLine } from "./helpers.ts";

describe("lowering causes and void texts", () => {
  it("a cause becomes the trigger's `cause`, whose seen from the text's controller", () => {
    const l = lowerAbilityLine(
      "if this is put into the trash by an effect of the opponent's: draw 1",
    );
    expect(l.diagnostics).toEqual([]);
    expect(l.def.abilities![0]).toMatchObject({
      kind: "triggered",
      on: { event: "putIntoTrash", subject: "this", cause: { by: "effect", whose: "opponents" } },
    });
    const c = lowerAbilityLine(
      "each time a card of yours is put into the point pile by a card of the opponent's: draw 1",
    );
    expect(c.def.abilities![0]).toMatchObject({
      on: {
        event: "putIntoPointPile",
        subject: "yours",
        cause: { by: "card", whose: "opponents" },
      },
    });
  });
  it("failing twin: a cause after an event that is not a move is refused", () => {
    const l = lowerAbilityLine("if this enters by an effect: draw 1");
    expect(l.diagnostics.map((d) => d.code)).toEqual(["PM4001"]);
  });
  it("`loses texts` is a textsVoid restriction for its duration", () => {
    const l = lowerAbilityLine(
      "if this blocks: 1 of the opponent's approaching characters loses texts until end of turn",
    );
    expect(l.diagnostics).toEqual([]);
    expect(JSON.stringify(l.def.abilities![0])).toContain('"restriction":"textsVoid"');
  });
});
