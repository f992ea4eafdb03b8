// Finer points of individual checks, beyond the one failing/passing pair per code in rules.test.ts.
import { describe, expect, it } from "vitest";
import { expectCheck, PRELUDE } from "./helpers.ts";

const char = (body: string, header = "ap 30 dp 30") =>
  `${PRELUDE}character 09-001 「テスト」 red cost 2 source 1 ${header} {\n  ${body}\n}\n`;
const codes = (src: string) => expectCheck(src).diagnostics.map((d) => d.code);

describe("kinds", () => {
  it("a played card is not on the field: `if the opponent plays an event` is fine", () => {
    expectCheck(
      char("if the opponent plays an event: this gets +20/+20 until end of turn"),
    ).clean();
  });
  it("`it` may refer to the subject of the trigger", () => {
    expectCheck(
      char("each time a character of yours enters: it gets +10/+10 until end of turn"),
    ).clean();
  });
  it("`it` inside a count does not count as a choice", () => {
    expectCheck(char("[main/own]: draw count(your characters); then ready it")).toHave("PM3004");
  });
  it("only characters go onto the main area", () => {
    expectCheck(char("[main/own]: put 1 event in your trash onto your main area")).toHave("PM3001");
    expectCheck(char("[main/own]: put 1 character in your trash onto your main area")).clean();
  });
  it("only characters are put onto the field (場に出す, rule 6.1)", () => {
    expectCheck(char("[main/own]: put 1 event in your trash onto your field")).toHave("PM3001");
    expectCheck(char("[main/own]: put 1 character in your trash onto your field")).clean();
  });
  it("`this` on a support card is not a character: stat changes go to `host`", () => {
    const support = (body: string) =>
      `${PRELUDE}support 09-120 「テスト」 red cost 1 source 1 {\n  attach to 「平沢 唯」\n  ${body}\n}\n`;
    expectCheck(support("this gets +10/+10")).toHave("PM3001");
    expectCheck(support("host gets +10/+10")).clean();
  });
  it("rest takes support cards too, but not events", () => {
    expectCheck(char("[main/own]: rest 1 of your 「ギー太」")).clean();
    expectCheck(char("[main/own]: rest 1 of your 「うんたん♪」")).toHave("PM3001");
  });
  it("cards on the field are never events: `your cards` there are characters and support cards", () => {
    expectCheck(char("[main/own]: rest 1 of your cards")).clean();
    expectCheck(char("[main/own]: 1 of your cards gets +10/+10 until end of turn")).toHave(
      "PM3001",
    );
  });
});

describe("rule 7.11 beyond keywords (PM3515)", () => {
  it("magic coins warn; other named coins and the +10/+10 coin do not", () => {
    expect(
      codes(char('[main/own]: remove 1 "魔力コイン" coin from this; if you do, draw 1')),
    ).toEqual(["PM3515"]);
    expect(codes(char('[main/own]: put 3 "魔力コイン" coins on this'))).toEqual(["PM3515"]);
    expectCheck(char('[main/own]: put 3 "タコスコイン" coins on this')).clean();
    expectCheck(char("[main/own]: put 1 coin on 1 of your characters with coins == 0")).clean();
  });
  it("a later keyword in a filter warns like the keyword itself (PM3501)", () => {
    expect(codes(char("[main/own]: rest 1 character with 〔突破30〕"))).toEqual(["PM3501"]);
    expectCheck(char("[main/own]: rest 1 character with 〔ブレイク〕")).clean();
  });
  it("the EX deck warns as a zone and as a destination", () => {
    expect(codes(char("[main/own]: put this into its owner's ex deck"))).toEqual(["PM3515"]);
    expect(codes(char("[main/own]: search your ex deck for 1 「平沢 唯」 and reveal it"))).toEqual([
      "PM3515",
    ]);
    expect(
      codes(char("[main/own]: put 1 「平沢 唯」 in your ex deck onto your main area")),
    ).toEqual(["PM3515"]);
  });
});

describe("repeats of parser diagnostics", () => {
  it("AP/DP on an event is reported once, by the parser (PM1211), not again as PM3101", () => {
    const run = expectCheck(
      `${PRELUDE}event 09-101 「テスト」 red cost 0 source 1 ap 10 dp 10 { [main/own]: draw 1 }\n`,
    );
    expect(run.parseDiagnostics.map((d) => d.code)).toEqual(["PM1211"]);
    expect(run.diagnostics.map((d) => d.code)).toEqual([]);
  });
});

describe("conditions", () => {
  it("a gyakkyou threshold and a points condition can contradict", () => {
    expectCheck(char("gyakkyou 5: if this enters and your points < 3: draw 1")).toHave("PM3502");
    expectCheck(char("gyakkyou 5: if this enters and your points < 6: draw 1")).clean();
  });
  it("a main area holds five characters", () => {
    expectCheck(
      char("if this enters and count(your characters in your main area) >= 6: draw 1"),
    ).toHave("PM3503");
    expectCheck(
      char("if this enters and count(your characters in your main area) >= 5: draw 1"),
    ).clean();
  });
  it("the condition of a trigger created by an effect is checked too", () => {
    expectCheck(
      char("[main/own]: this turn, if this approaches and your points >= 7: (draw 1)"),
    ).toHave("PM3503");
    expectCheck(
      char("[main/own]: this turn, if this approaches and your points >= 6: (draw 1)"),
    ).clean();
  });
  it("`or` is not analysed as a conjunction", () => {
    expectCheck(char("if this enters and (your points >= 5 or your points < 2): draw 1")).clean();
  });
});

describe("keywords", () => {
  it("keyword grants are checked like printed keywords", () => {
    expect(codes(char("[main/own]: this gets tennen 12 until end of turn"))).toContain("PM3209");
  });
  it("tennen 0 is printed (orsk 01-026) and checks clean; 10 is still refused", () => {
    expectCheck(char("tennen 0")).clean();
    expect(codes(char("[main/own]: this gets tennen 10 until end of turn"))).toContain("PM3209");
  });
  it("the did-you-mean on a trait that is really a name says so", () => {
    const [d] = expectCheck(
      char("if this enters and count(your characters with 【平沢 唯】) >= 1: draw 1"),
    ).diagnostics;
    expect(d?.message).toBe(
      "no card has the trait 【平沢 唯】; 「平沢 唯」 is a card name, not a trait",
    );
  });
});

describe("spans", () => {
  it("point at the offending text, not the whole card", () => {
    const src = char("gyakkyou 7: this gets +20/+20");
    const [d] = expectCheck(src).diagnostics;
    expect(d?.code).toBe("PM3208");
    expect(src.slice(d!.span.start.offset, d!.span.end.offset)).toBe("7");
  });
  it("an unknown name is underlined at the name", () => {
    const src = char("if this enters and you have a 「平沢 結」: draw 1");
    const [d] = expectCheck(src).diagnostics;
    expect(src.slice(d!.span.start.offset, d!.span.end.offset)).toBe("「平沢 結」");
  });
});

describe("titles", () => {
  it("are compared with full-width forms folded: 『けいおん！』 is 『けいおん!』 (the translator folds widths)", () => {
    expectCheck(
      char("if this enters and you have a character from 『けいおん！』: draw 1"),
    ).clean();
    expectCheck(char("if this enters and you have a character from 『けいおん 』: draw 1")).toHave(
      "PM2003",
    );
  });
});
