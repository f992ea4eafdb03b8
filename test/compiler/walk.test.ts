// The walker visits every node that carries a span, so a construct added to the AST cannot slip
// past the checks unnoticed: this test fails until walk.ts learns about it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { walkFiles } from "../../compiler/walk.ts";
import { parse } from "../../grammar/index.ts";
import { PRELUDE } from "./helpers.ts";

const CARDTEXT = new URL("../../cardtext/", import.meta.url).pathname;
const texts = existsSync(CARDTEXT)
  ? readdirSync(CARDTEXT)
      .filter((f) => f.endsWith(".cards"))
      .map((f) => readFileSync(join(CARDTEXT, f), "utf8"))
  : [];

/** Rare constructs the corpus may not use yet. */
const RARE = `${PRELUDE}character 09-001 「テスト」 red cost 2 source 1 ap 30 dp 30 {
  [main/own]: this turn, if this approaches and your points >= 6: (draw 1)
  [main/own] [1], ↓, trash 1 card in your hand: you may draw 1; if you do, 1 of your characters gets +10/+10 and tennen 2 for each 「平沢 唯」 in your trash until end of turn
  gyakkyou 5: this cannot be blocked by characters with cost <= 2
  each time a character of yours with 【音楽】 enters: it gets +10/±0 until end of turn
  if this enters and not (count(your rested characters) >= 3 or it is your turn): draw count(your characters); at end of turn, return this to your hand
  team-up with 【音楽】
  free entry in [main/opponent]
  〔突破30〕
  [main/own]: 1 of the opponent's characters cannot block the approach of 「平沢 唯」 this turn; 1 of your characters cannot be blocked by characters with cost <= 2 this turn; reset the dp of 1 of your characters
  [approach/interrupt]: negate the opponent's declaration; swap 1 card in your hand with 1 card in your point pile; the opponent must trash 1 card in the opponent's hand
  [main/own]: look at the top 3 cards of your deck; then put 1 「平沢 唯」 or 「秋山 澪」 in the top 3 cards of your deck into your hand; then put the rest into your trash
}
`;

/**
 * Spanned objects that are parts of a visited node rather than nodes: a name noun is its query's; a
 * measured value (`with`: `the cost of this`, `count(your 「X」)`) is its filter's or condition's,
 * whose walk visits the measure's selector (compiler/walk-parts.ts); so is the measured value a
 * stat is set to (`value`: `the ap of this becomes the ap of 1 of your 「X」`, whose selector the
 * SetStat walk visits, compiler/steps/stats.ts).
 */
const PART_KEYS = new Set(["noun", "with", "value"]);

function spannedObjects(value: unknown, key = "", out: object[] = []): object[] {
  if (Array.isArray(value)) {
    for (const item of value) spannedObjects(item, key, out);
  } else if (typeof value === "object" && value !== null) {
    if ("span" in value && !PART_KEYS.has(key)) out.push(value);
    for (const [k, v] of Object.entries(value))
      if (k !== "span" && k !== "nameSpan" && k !== "nSpan") spannedObjects(v, k, out);
  }
  return out;
}

it("the rare-constructs snippet parses cleanly (else it tests nothing)", () => {
  expect(parse(RARE, "rare.cards").diagnostics.map((d) => d.message)).toEqual([]);
});

it("visits every spanned node of the corpus", () => {
  const files = [PRELUDE, RARE, ...texts].map((text, i) => parse(text, `f${i}.cards`).ast);
  const visited = new Set<unknown>();
  walkFiles(files, (_kind, node) => visited.add(node));
  const missed = spannedObjects(files).filter((node) => !visited.has(node));
  expect(missed.map((n) => JSON.stringify(n).slice(0, 120))).toEqual([]);
});
