// `that character` lowers to the most recent earlier choice of characters, where `it` is the most
// recent choice of any kind (compiler/lower/choices.ts bindChosen, context.ts `character`).
// WHN 01-104 「…自分のキャラ1枚は、…を得る。その後、手札1枚を捨て札にすることができる。捨て札にした場合、
// そのキャラを活動状態にする」: `ready it` readied the trashed card, `ready that character` the character.
import { describe, expect, it } from "vitest";
import { parse } from "../../grammar/index.ts";
import type { CardDecl } from "../../grammar/ast.ts";
import { lowerCard } from "../../compiler/lower/index.ts";
import { compiledEvent } from "../runtime/compiled.ts";

/** The lowered abilities of an event with `ability`, as one line of JSON. */
const lowered = (ability: string): string =>
  JSON.stringify(compiledEvent("参照", ability).abilities);

/** The selector the ability's last `ready` acts on. */
function readied(ability: string): unknown {
  const json = lowered(ability);
  const found = [...json.matchAll(/"do":"ready","what":(\{[^}]*\})/g)].at(-1);
  if (!found) throw new Error(`no ready in ${json}`);
  return JSON.parse(found[1]!);
}

const TRASH_THEN = "then you may trash 1 card in your hand; if you do,";

describe("that character, lowered", () => {
  it("is the declared character, not the trashed card (WHN 01-104)", () => {
    const whn = `[approach/both]: 1 of your characters gets ±0/+20 until end of turn; ${TRASH_THEN} ready that character`;
    expect(readied(whn)).toEqual({ sel: "target", index: 0 });
    // `it` is the trashed card: the bug this reference exists for
    expect(readied(whn.replace("that character", "it"))).toEqual({
      sel: "var",
      name: "chosen1",
    });
  });

  it("is the later of two choices of characters", () => {
    expect(
      readied(
        `[main/own]: 1 of your characters gets +10/+10 until end of turn; then 1 of the opponent's characters gets -10/±0 until end of turn; ${TRASH_THEN} ready that character`,
      ),
    ).toEqual({ sel: "target", index: 1 });
  });

  it("is a choice made on resolution too, and works inside a filter", () => {
    const json = lowered(
      `[main/own]: you may rest 1 of your characters; ${TRASH_THEN} 1 of your characters except that character gets +10/+10 until end of turn`,
    );
    // the rested character is chosen on resolution (`chosen1`), the hand card is `chosen2`
    expect(json).toContain('"except":{"sel":"var","name":"chosen1"}');
  });

  it("cards chosen among characters are characters: the narrower choice (KMK 01-053)", () => {
    const json = lowered(
      `[main/own]: choose 2 characters in your trash; then the opponent must choose 1 card among it; ${TRASH_THEN} return that character to its owner's hand`,
    );
    // chosen1: the two characters, chosen2: the one among them, chosen3: the hand card
    expect(json).toContain('"do":"returnToHand","what":{"sel":"var","name":"chosen2"}');
  });

  it("after `A or B` whose options both choose characters: the binding they share", () => {
    // the second option's `chosen2` is renamed `chosen1`: whichever option ran, it is bound
    expect(
      readied(
        `[main/own]: 1 of your characters gets +10/±0 until end of turn or 1 of your characters gets ±0/+10 until end of turn; ${TRASH_THEN} ready that character`,
      ),
    ).toEqual({ sel: "var", name: "chosen1" });
  });

  it("after a branch that may not run: what it was before the condition", () => {
    expect(
      readied(
        `[main/own]: 1 of your characters gets +10/+10 until end of turn; then if count(cards in your hand) >= 3, 1 of the opponent's characters gets -10/±0 until end of turn; ${TRASH_THEN} ready that character`,
      ),
    ).toEqual({ sel: "target", index: 0 });
  });

  it("with no character chosen before it is refused (PM4001), as `it` is", () => {
    const { ast } = parse(
      `title 『t』\nevent 09-101 「参照」 red cost 0 source 1 {\n  [main/own]: trash 1 card in your hand; if you do, ready that character\n}\n`,
      "test.cards",
    );
    const card = ast.items.find((i): i is CardDecl => i.kind === "Card")!;
    const { diagnostics } = lowerCard(card, { id: "E-1" });
    expect(diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
      expect.stringMatching(/^PM4001 .*`that character` with nothing chosen before it/),
    ]);
  });
});
