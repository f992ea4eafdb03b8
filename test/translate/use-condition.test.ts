// An activated text's use condition: 「このテキストは、<condition>場合にのみ使用できる」 (DNMC2 01-002b,
// GRAN 01-008) — the card language's `[timing] <costs> requires <condition>: <effect>`, the AST's
// ActivatedAbility.condition, lowered to the runtime ability's `condition` (read by checkActivate
// when the text is declared; rulings/text-use-condition.ruling runs it).
import { describe, expect, it } from "vitest";
import { format, parse } from "../../grammar/index.ts";
import { translateText } from "../../translate/translate.ts";
import { lowerAbilityLine, lowerSnippet } from "../emit/helpers.ts";
import { ok, readsBack, roundTrips } from "./expect-translation.ts";

const DNMC2 =
  "[メイン/相手]:《休》カードを2枚引く。このテキストは、自分が経験コインを2個以上持つ場合にのみ使用できる。";
const GRAN =
  "[メイン/自分]:《0》カードを1枚引く。このテキストは、自分の「小日向 満月」が3枚以上いる場合にのみ使用できる。";

describe("このテキストは、…場合にのみ使用できる", () => {
  it("is the condition of the activated text before it (DNMC2 01-002b)", () => {
    expect(ok(DNMC2)).toMatchObject([
      {
        kind: "Activated",
        timing: { phase: "main", player: "opponent" },
        condition: { kind: "PlayerCoins", coin: "経験コイン", op: ">=", value: 2 },
        effect: { steps: [{ step: { kind: "Draw" } }] },
      },
    ]);
  });

  it("reads a count of the player's characters (GRAN 01-008)", () => {
    expect(ok(GRAN)).toMatchObject([
      { kind: "Activated", condition: { kind: "Count", op: ">=", value: 3 } },
    ]);
  });

  it("is refused where no activated text comes just before it", () => {
    const t = translateText(
      "このカードが登場した場合、カードを1枚引く。このテキストは、自分のキャラが3枚以上いる場合にのみ使用できる。",
      "test",
    );
    expect(t.complete).toBe(false);
    expect(t.sentences.find((s) => !s.ok)?.reason).toMatch(/does not follow an activated text/);
  });

  it("renders to Japanese that reads back the same, and to English", () => {
    expect(roundTrips(GRAN)).toEqual({
      ja: GRAN,
      en: "[Main/Own] 0: Draw 1 card. Use this text only if you have 3 or more 「小日向 満月」.",
    });
    expect(roundTrips(DNMC2).ja).toBe(DNMC2);
  });
});

describe("`requires` on an activated text (card language)", () => {
  const line = "[main/own] [0] requires count(your characters) >= 3: draw 1";

  it("parses and prints back canonically", () => {
    const src = `title 『T』\ncharacter 09-001 「テスト」 red cost 1 source 1 {\n  ${line}\n}\n`;
    const { ast, diagnostics } = parse(src, "t.cards");
    expect(diagnostics).toEqual([]);
    expect(format(ast)).toContain(line);
  });

  it("reads back from its canonical Japanese", () => {
    expect(readsBack(line)).toBe(
      "[メイン/自分]:《0》カードを1枚引く。このテキストは、自分のキャラが3枚以上いる場合にのみ使用できる。",
    );
  });

  it("lowers to the runtime ability's condition", () => {
    const lowered = lowerAbilityLine(line);
    expect(lowered.diagnostics).toEqual([]);
    expect(lowered.def.abilities?.[0]).toMatchObject({
      kind: "activated",
      condition: { cond: "count", op: ">=", n: 3 },
    });
  });

  it("is refused on an event's timing (its play is not a use: write `requires` on its own line)", () => {
    const lowered = lowerSnippet(`event 01-101 「E」 red cost 0 source 1 {\n  ${line}\n}`);
    expect(lowered.diagnostics.map((d) => d.code)).toContain("PM4001");
  });
});
