// `this in your trash` (捨て札置き場にあるこのカード; printed: sg 01-031 「このカードが退場した場合、
// 捨て札置き場にあるこのカードをゲームから取り除く。その場合、カードを1枚引く。」): this card only while it
// is in that zone. Lowered to the cards of that zone that are not "other than this"; compiled from
// its text, so the test covers the lowering and the engine together.
import { describe, expect, it } from "vitest";
import { cards, choose, trash, type CardDef } from "../../runtime/index.ts";
import { lowerAbilityLine } from "../emit/helpers.ts";
import { char, eventCard, onBoard, spare } from "./helpers.ts";

const sg = lowerAbilityLine(
  "if this leaves: exile this in trash; if you do, draw 1",
  "character 01-031 「フェイリス・ニャンニャン」 red cost 1 source 1 ap 20 dp 20",
);
const killer: CardDef = eventCard("E-1", trash({ sel: "target", index: 0 }), {
  targets: [choose(1, cards("any", "main"))],
  player: "both",
});

describe("this in a zone", () => {
  it("lowers to this card among the cards of that zone", () => {
    expect(sg.diagnostics).toEqual([]);
    expect(JSON.stringify(sg.def.abilities)).toContain(
      '{"sel":"cards","owner":"any","zone":"trash","filter":{"not":{"other":true}}}',
    );
  });
  it("sg 01-031: trashed, it is removed from the game from the trash; if you do, draw 1", () => {
    const def = { ...sg.def, title: "けいおん!" };
    const g = onBoard([def, killer, spare], { p0: { hand: ["E-1", "T-99"], main: [def.number] } });
    const id = g.id(0, def.number);
    const hand = g.state.players[0].hand.length;
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[id]] }).resolveAll();
    expect(g.where(id)).toBe("removed");
    expect(g.state.players[0].hand.length).toBe(hand - 1 + 1); // E-1 played, one card drawn
  });
  it("not in that zone: nothing happens, and `if you do` does not follow", () => {
    const ev = {
      ...lowerAbilityLine(
        "[main/both]: exile this in trash; if you do, draw 1",
        "event 09-101 「テスト」 red cost 0 source 1",
      ).def,
      title: "けいおん!",
    };
    const g = onBoard([ev, char("X-1", "x"), spare], { p0: { hand: [ev.number, "T-99"] } });
    const id = g.id(0, ev.number);
    g.do({ type: "play", player: 0, card: id, pay: [] }).resolveAll();
    expect(g.where(id)).toBe("trash"); // resolved from the stack, not from the trash
    expect(g.state.players[0].hand.length).toBe(1); // no draw
  });
});
