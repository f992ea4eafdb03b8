// Limits on a player and plays from elsewhere (issue 13): 相手は、<X>を妨害に参加させることができない
// (SEKN 01-001), 相手は、キャラを3枚以上アプローチに参加させることができない (AW 01-110), 全てのプレイ
// ヤーは、このターンのアプローチフェイズで手札からイベントカードをプレイすることができない
// (PM_K-ON_Part2 02-013), and an event that knows it was played by break: このカードが〔ブレイク〕
// している場合 / 手札以外からプレイされた場合 (AW 01-110, KGY 01-099, SG 01-110).
import { describe, expect, it } from "vitest";
import type { CardDecl } from "../../grammar/ast.ts";
import { format, parse } from "../../grammar/index.ts";
import { translateText } from "../../translate/translate.ts";
import { ok, readsBack, step } from "./expect-translation.ts";

const card = (line: string) =>
  `title 『T』\nevent 09-001 「テスト」 red cost 0 source 1 {\n  ${line}\n}\n`;

describe("the approach limit and the play ban's window in the card language", () => {
  it.each([
    "[main/own]: the opponent cannot approach with 3 or more characters this turn",
    "[main/own]: you cannot play events at approach phase from hand",
    "[main/own]: the opponent cannot play events until end of turn from hand",
    "[main/own]: draw 1; if this is played by break, draw 1",
    "[main/own]: draw 1; if this is played not from hand, draw 1",
  ])("parses and prints `%s`", (line) => {
    const { ast, diagnostics } = parse(card(line), "t.cards");
    expect(diagnostics).toEqual([]);
    expect(format(ast)).toContain(line);
  });

  it("reads the approach limit's number and the ban's window", () => {
    const { ast } = parse(
      card(
        "[main/own]: the opponent cannot approach with 3 or more characters this turn; you cannot play events at approach phase from hand",
      ),
      "t.cards",
    );
    const decl = ast.items.find((i): i is CardDecl => i.kind === "Card")!;
    const json = JSON.stringify(decl.abilities);
    expect(json).toContain('"kind":"ApproachLimit","player":"opponent","count":3');
    expect(json).toContain('"until":"inApproachPhase","from":"hand"');
  });

  it("refuses `in approach phase` (the cards' zone) and a limit without `or more`", () => {
    for (const line of [
      "[main/own]: you cannot play events in approach phase",
      "[main/own]: the opponent cannot approach with 3 characters this turn",
    ])
      expect(parse(card(line), "t.cards").diagnostics.length).toBeGreaterThan(0);
  });
});

describe("translating limits on a player", () => {
  it("相手は、指定されたキャラを妨害に参加させることができない is a restriction on it (SEKN 01-001)", () => {
    expect(
      step("[メイン/自分]:このターン、相手は、指定されたキャラを妨害に参加させることができない。"),
    ).toMatchObject({
      kind: "Restrict",
      target: { kind: "It" },
      restriction: { kind: "cannotBlock" },
      duration: { kind: "thisTurn" },
    });
  });

  it("<player>は、<cards>のテキストを使用できない: cards said without an owner are that player's (SRBK 01-024, rule 7.1)", () => {
    // A player uses only their own cards' texts: the ban binds the opponent's characters of the
    // name, never the controller's own (the translation once banned both players' characters).
    expect(
      step("[メイン/自分]:このターン、相手は、「宮森 あおい」のテキストを使用することができない。"),
    ).toMatchObject({
      kind: "Restrict",
      target: { owner: "opponent's", noun: { kind: "name", name: "宮森 あおい" } },
      restriction: { kind: "cannotUseTexts" },
    });
    expect(
      step("[メイン/自分]:このターン、自分は、「宮森 あおい」のテキストを使用することができない。"),
    ).toMatchObject({ target: { owner: "your" } });
  });

  it("キャラを3枚以上アプローチに参加させることができない is an approach limit (AW 01-110)", () => {
    expect(
      step(
        "[メイン/自分]:このターン、相手は、キャラを3枚以上アプローチに参加させることができない。",
      ),
    ).toEqual({
      kind: "ApproachLimit",
      player: "opponent",
      count: 3,
      duration: { kind: "thisTurn" },
    });
  });

  it("全てのプレイヤーは、…アプローチフェイズで手札から… is a ban for each player (PM_K-ON_Part2 02-013)", () => {
    const [a] = ok(
      "このカードが登場した場合、全てのプレイヤーは、このターンのアプローチフェイズで手札からイベントカードをプレイすることができない。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps.map((s) => s.step)).toMatchObject([
      { kind: "PlayBan", player: "you", until: "inApproachPhase", from: "hand" },
      { kind: "PlayBan", player: "opponent", until: "inApproachPhase", from: "hand" },
    ]);
  });

  it("an event's 〔ブレイク〕している場合 and 手札以外からプレイされた場合 (AW 01-110, KGY 01-099)", () => {
    const [broken] = ok(
      "[メイン/相手]:カードを1枚引く。このカードが〔ブレイク〕している場合、このターン、相手は、キャラを3枚以上アプローチに参加させることができない。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(broken!.effect.steps[1]!.step).toMatchObject({
      kind: "Conditional",
      condition: { kind: "PlayedFrom", subject: { kind: "This" }, how: "break" },
      effect: { kind: "ApproachLimit", count: 3 },
    });
    const [elsewhere] = ok(
      "[メイン/両方]:カードを1枚引く。このカードが手札以外からプレイされた場合、カードを1枚引く。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(elsewhere!.effect.steps[1]!.step).toMatchObject({
      kind: "Conditional",
      condition: { kind: "PlayedFrom", how: "notFromHand" },
    });
  });

  it("reads the card language's forms back from their Japanese", () => {
    expect(
      readsBack(
        "[main/own]: draw 1; if this is played by break, the opponent cannot approach with 3 or more characters this turn",
        "event",
      ),
    ).toContain("このカードが〔ブレイク〕している場合、このターン、相手は、キャラを3枚以上");
    expect(
      readsBack("[main/own]: draw 1; if this is played not from hand, draw 1", "event"),
    ).toContain("手札以外からプレイされた場合");
    expect(
      readsBack("[main/own]: the opponent cannot play events at approach phase from hand", "event"),
    ).toBe(
      "[メイン/自分]:相手は、このターンのアプローチフェイズで手札からイベントカードをプレイすることができない。",
    );
  });

  it("failing twins: a plain ban stays playBan's, 〔ブレイク〕 alone is no condition", () => {
    expect(
      step("[メイン/自分]:このターン、相手は、イベントカードをプレイできない。"),
    ).toMatchObject({
      kind: "PlayBan",
      until: "endOfTurn",
    });
    expect(
      translateText("[メイン/自分]:このカードが〔アクティブ〕している場合、カードを1枚引く。")
        .complete,
    ).toBe(false);
    expect(
      translateText("[メイン/自分]:全てのプレイヤーは、キャラを妨害に参加させることができない。")
        .complete,
    ).toBe(false);
  });
});

describe("standing bans on players (GPFN 04-010, SG 01-001)", () => {
  const approaching = (name: string) => ({
    kind: "Exists",
    player: "you",
    of: {
      kind: "Query",
      noun: { kind: "name", name },
      filters: [{ kind: "state", state: "approaching" }],
      quantity: { kind: "any" },
    },
  });

  it("…がアプローチしている間、全てのプレイヤーは、…をプレイできない is a continuous ban on both players", () => {
    expect(
      ok(
        "自分の「武部 沙織」がアプローチしている間、全てのプレイヤーは、使用コストが0のカードをプレイできない。",
      ),
    ).toEqual([
      {
        kind: "Continuous",
        condition: approaching("武部 沙織"),
        effect: {
          kind: "PlayBan",
          players: ["you", "opponent"],
          card: {
            kind: "Query",
            noun: { kind: "card" },
            filters: [{ kind: "compare", stat: "cost", op: "==", value: 0 }],
          },
        },
      },
    ]);
  });

  it("相手は、キャラを場に出すことができない, quoted after 逆境, bans putting characters (SG 01-001)", () => {
    const [a] = ok(
      "〔逆境5〕：「自分の「牧瀬 紅莉栖」がアプローチしている間、相手は、キャラを場に出すことができない。」",
    );
    expect(a).toEqual({
      kind: "Gyakkyou",
      n: 5,
      ability: {
        kind: "Continuous",
        condition: approaching("牧瀬 紅莉栖"),
        effect: {
          kind: "PlayBan",
          players: ["opponent"],
          card: { kind: "Query", noun: { kind: "character" }, filters: [] },
          onto: "field",
        },
      },
    });
  });

  it("reads back from the card language, and renders in English", () => {
    const ja = readsBack(
      "while you have an approaching 「X」: you and the opponent cannot play cards with cost == 0",
    );
    expect(ja).toContain("全てのプレイヤーは、使用コストの値が0のカードをプレイできない");
    // (without a condition the Japanese is read as no standing ban: the translator asks for one)
    expect(
      readsBack(
        "while you have an approaching 「X」: the opponent cannot put characters onto the field",
      ),
    ).toContain("相手は、キャラを場に出すことができない。");
  });

  it("failing twins: 場に出す of a card that is not a character, a number of cards, a trigger's ban", () => {
    for (const text of [
      "自分の「X」がアプローチしている間、相手は、イベントカードを場に出すことができない。",
      "自分の「X」がアプローチしている間、相手は、カード1枚をプレイできない。",
    ])
      expect(translateText(text).complete).toBe(false);
    // このカードが登場した場合、… stays a trigger with its steps (limits.ts playerLimit)
    const [t] = ok(
      "このカードが登場した場合、全てのプレイヤーは、このターンのアプローチフェイズで手札からイベントカードをプレイすることができない。",
    ) as { kind: string }[];
    expect(t!.kind).toBe("Triggered");
  });
});

describe("a restriction joined by ず to the designated character's texts (OREG3 03-005)", () => {
  it("…を妨害できず、相手は、指定されたキャラのテキストを使用できない: two restrictions of the chosen card", () => {
    const [a] = ok(
      "[アプローチ/自分]:《0》相手のキャラ1枚は、ターン終了時まで「雪ノ下 雪乃」を妨害できず、相手は、指定されたキャラのテキストを使用できない。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    const eot = { kind: "untilEndOfTurn" };
    expect(a!.effect.steps.map((s) => s.step)).toEqual([
      {
        kind: "Restrict",
        target: {
          kind: "Query",
          noun: { kind: "character" },
          owner: "opponent's",
          filters: [],
          quantity: { kind: "exactly", n: 1 },
        },
        restriction: {
          kind: "cannotBlock",
          target: { kind: "Query", noun: { kind: "name", name: "雪ノ下 雪乃" }, filters: [] },
        },
        duration: eot,
      },
      // the clause after ず shares the duration ([project] JOINED_CLAUSE_SHARES_DURATION)
      {
        kind: "Restrict",
        target: { kind: "It" },
        restriction: { kind: "cannotUseTexts" },
        duration: eot,
      },
    ]);
  });

  it("failing twin: the texts of a card the other player controls are not read", () => {
    expect(
      translateText(
        "[アプローチ/自分]:《0》相手のキャラ1枚は、ターン終了時まで「雪ノ下 雪乃」を妨害できず、自分は、指定されたキャラのテキストを使用できない。",
      ).complete,
    ).toBe(false);
  });
});
