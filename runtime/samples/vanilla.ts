// The "vanilla" fixture: 15 plain characters (no text), 4 copies each = 60 cards. Used by tests,
// the benchmark and the CLI until compiled card sets exist.
import type { CardDef } from "../cards/definition.ts";

const TITLE = "けいおん!";

function plain(
  n: number,
  name: string,
  color: CardDef["color"],
  cost: number,
  source: number,
  ap: number,
  dp: number,
): CardDef {
  return {
    number: `V-${String(n).padStart(3, "0")}`,
    name,
    kind: "character",
    color,
    title: TITLE,
    cost,
    source,
    ap,
    dp,
    traits: ["制服"],
  };
}

export const vanillaCards: readonly CardDef[] = [
  plain(1, "平沢 唯", "red", 0, 1, 10, 10),
  plain(2, "平沢 唯", "red", 1, 1, 20, 10),
  plain(3, "平沢 唯", "red", 2, 1, 20, 20),
  plain(4, "平沢 唯", "red", 3, 1, 30, 30),
  plain(5, "平沢 唯", "red", 4, 2, 40, 40),
  plain(6, "秋山 澪", "blue", 0, 1, 0, 20),
  plain(7, "秋山 澪", "blue", 1, 1, 10, 20),
  plain(8, "秋山 澪", "blue", 2, 2, 20, 30),
  plain(9, "秋山 澪", "blue", 3, 1, 30, 40),
  plain(10, "秋山 澪", "blue", 4, 1, 50, 30),
  plain(11, "田井中 律", "yellow", 1, 2, 20, 10),
  plain(12, "田井中 律", "yellow", 2, 1, 30, 10),
  plain(13, "琴吹 紬", "green", 2, 1, 10, 40),
  plain(14, "琴吹 紬", "green", 3, 2, 30, 20),
  plain(15, "中野 梓", "red", 1, 1, 10, 30),
];

export const vanillaDeck: readonly string[] = vanillaCards.flatMap((c) => [
  c.number,
  c.number,
  c.number,
  c.number,
]);
