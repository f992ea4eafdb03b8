// `title 『A＆B』 also 『A』 『B』`: a set that spans two series (『とある科学の超電磁砲＆とある科学の超電磁砲Ｓ』).
// Its cards keep the set's title as their identity (rule 1.3) and also carry each further title,
// so a text that prints one series' title means them (tkr 01-012) and either title pays (rule 5.2).
import { describe, expect, it } from "vitest";
import { format } from "../../grammar/format.ts";
import { parse } from "../../grammar/parse.ts";
import { lowerCard } from "../../compiler/lower/index.ts";
import { hasTitle } from "../../runtime/cards/database.ts";
import { cardsOf, parseCards } from "../emit/helpers.ts";

const SOURCE = `title 『A＆B』 also 『A』 『B』

character 01-001 「X」 red cost 1 source 1 ap 10 dp 10

title 『C』

character 01-002 「Y」 red cost 1 source 1 ap 10 dp 10
`;

describe("title … also …", () => {
  it("gives the cards below it the further titles, until the next directive", () => {
    const [x, y] = cardsOf(parseCards(SOURCE));
    expect([x!.title, x!.alsoTitles]).toEqual(["A＆B", ["A", "B"]]);
    expect([y!.title, y!.alsoTitles]).toEqual(["C", undefined]);
  });

  it("prints back as written", () => {
    expect(format(parseCards(SOURCE))).toBe(SOURCE);
  });

  it("is refused without a title after `also`, with the usual syntax error", () => {
    const { diagnostics } = parse("title 『A』 also\n", "t.cards");
    expect(diagnostics.map((d) => [d.code, d.span.start.line])).toEqual([["PM1203", 1]]);
    expect(diagnostics[0]!.message).toContain("title");
  });

  it("reaches the engine: the card has each title, and no other", () => {
    const def = lowerCard(cardsOf(parseCards(SOURCE))[0]!).def;
    expect(def.alsoTitles).toEqual(["A", "B"]);
    expect([
      hasTitle(def, "A＆B"),
      hasTitle(def, "Ａ"),
      hasTitle(def, "B"),
      hasTitle(def, "C"),
    ]).toEqual([true, true, true, false]);
  });
});
