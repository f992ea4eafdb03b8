// 「捨て札にした場合、カードを1枚引く。捨て札にしたカードが「篠田 はじめ」の場合、カードを1枚引く。」
// (ng 01-051), compiled from the card language: `if you do` after a declinable trash, and
// `it is a 「X」` — a condition on the card the earlier step chose (the chosen cards that pass the
// filter number at least one; none when the player declined).
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../runtime/index.ts";
import { lowerAbilityLine } from "../emit/helpers.ts";
import { char, onBoard, spare } from "./helpers.ts";

const lowered = lowerAbilityLine(
  "if this enters: you may trash 1 card in your hand; if you do, draw 1; if it is a 「平沢 唯」, draw 1",
);
const hajime: CardDef = {
  ...char("C-1", "c", { cost: 0 }),
  abilities: lowered.def.abilities ?? [],
};
const yui: CardDef = { ...char("Y-1", "平沢 唯", { cost: 0 }) };

function play(trash: "Y-1" | "T-99" | undefined) {
  const g = onBoard([hajime, yui, spare], { p0: { hand: ["C-1", "Y-1", "T-99"] } });
  g.do({ type: "play", player: 0, card: g.id(0, "C-1"), pay: [], area: "main" });
  for (let i = 0; i < 6 && g.pending.kind === "priority"; i++) g.pass();
  expect(g.pending).toMatchObject({ kind: "may", player: 0 });
  g.do({ type: "may", player: 0, accept: trash !== undefined });
  if (trash) g.do({ type: "choose", player: 0, cards: [g.id(0, trash)] });
  g.resolveAll();
  return g.events.filter((x) => x.ev === "draw");
}

describe("`it is a 「X」` after a chosen trash (ng 01-051)", () => {
  it("lowers to a count of the chosen cards that pass the name filter", () => {
    expect(lowered.diagnostics).toEqual([]);
    expect(JSON.stringify(lowered.def.abilities)).toContain(
      '"cond":{"cond":"count","of":{"sel":"var","name":"chosen1","filter":{"name":"平沢 唯"}},"op":">=","n":1}',
    );
  });
  it("trashing the named card draws 1 for `if you do` and 1 for the name", () =>
    expect(play("Y-1")).toEqual([
      { ev: "draw", player: 0, n: 1 },
      { ev: "draw", player: 0, n: 1 },
    ]));
  it("trashing another card draws only for `if you do`", () =>
    expect(play("T-99")).toEqual([{ ev: "draw", player: 0, n: 1 }]));
  it("declining trashes nothing, so neither draws", () => expect(play(undefined)).toEqual([]));
});
