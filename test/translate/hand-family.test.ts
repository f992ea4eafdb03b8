// The hand family (issue 13, item 1): stat and subject forms, texts that work while the card is in
// the hand, and alternatives inside one text — each read from its printed Japanese, rendered back
// to canonical Japanese that reads the same, and to English.
import { describe, expect, it } from "vitest";
import { checkFiles } from "../../compiler/index.ts";
import { format } from "../../grammar/format.ts";
import { parse } from "../../grammar/index.ts";
import { translateText } from "../../translate/translate.ts";
import { ok, readsBack, roundTrips, step, This } from "./expect-translation.ts";

describe("stat and subject forms", () => {
  it("このターン、<subject>は<gain>を得る is a gain for this turn (PPTP 01-041, SG 01-040)", () => {
    expect(
      step("このカードが登場した場合、このターン、自分の全ての【オタク】は+30/+30を得る。"),
    ).toMatchObject({
      kind: "Gets",
      target: { kind: "Query", quantity: { kind: "all" }, owner: "your" },
      stat: { ap: 30, dp: 30 },
      duration: { kind: "thisTurn" },
    });
    expect(
      roundTrips(
        "[メイン/両方]:《赤2》このカードを捨て札にする。その場合、このターン、自分の全てのキャラは+20/+20を得る。",
      ),
    ).toEqual({
      ja: "[メイン/両方]:《赤2》このカードを捨て札にする。その場合、自分の全てのキャラは、このターン、+20/+20を得る。",
      en: "[Main/Both] 2 red: Put this character into your trash. If you do, all of your characters get +20/+20 this turn.",
    });
  });

  it("a DP without its sign is a plus: +30/30 is KGB P-004's misprint of +30/+30", () => {
    expect(step("このカードは、アプローチした場合、ターン終了時まで+30/30を得る。")).toMatchObject({
      kind: "Gets",
      target: This,
      stat: { ap: 30, dp: 30 },
    });
    // a set value keeps its unsigned pair (SetStat), not a gain
    expect(
      step(
        "このカードが登場した場合、相手のキャラ1枚のAP/DPの値を、ターン終了時まで30/30に変更する。",
      ),
    ).toMatchObject({ kind: "SetStat", ap: 30, dp: 30 });
  });

  it("使用コストの値が1と3の is either exact value (CCS 01-056)", () => {
    const t = roundTrips("このカードは、使用コストの値が1と3のキャラには妨害されない。");
    expect(t.ja).toBe("このカードは、使用コストの値が1と3のキャラには妨害されない。");
    expect(t.en).toBe("This character cannot be blocked by characters with cost 1 or with cost 3.");
  });
});

describe("texts that work while the card is in the hand", () => {
  it("手札にある場合、…1枚につき使用コスト-1を得る: the card's own cost for each (K_ON2 P-018, MDK P-009)", () => {
    const [a] = ok(
      "このカードは、手札にある場合、自分の【音楽】を持つキャラ1枚につき使用コスト-1を得る。",
    );
    expect(a).toMatchObject({
      kind: "Continuous",
      effect: {
        kind: "Gets",
        target: This,
        cost: -1,
        per: { kind: "Query", owner: "your", filters: [{ kind: "trait", traits: ["音楽"] }] },
      },
    });
    const t = roundTrips(
      "このカードは、手札にある場合、自分のポイント置き場にあるカード1枚につき、使用コスト-1を得る。",
    );
    expect(t.ja).toBe(
      "このカードは、手札にある状態で、自分のポイント置き場にあるカード1枚につき、使用コスト-1を得る。",
    );
  });

  it("<state>状態で手札にある場合 is the text's condition (DNMC P-002, DNMC2 01-021a, SRBKM 02-060)", () => {
    const [coins] = ok(
      "このカードは、自分が経験コインを2個以上持つ状態で手札にある場合、使用コスト-3を得る。",
    );
    expect(coins).toMatchObject({
      kind: "Continuous",
      condition: { kind: "PlayerCoins", op: ">=", value: 2 },
      effect: { kind: "Gets", target: This, cost: -3 },
    });
    const [entry] = ok(
      "このカードは、自分の「藤堂 美沙」がアプローチしている状態で手札にある場合、〔自由登場〕を得る。",
    );
    expect(entry).toMatchObject({
      kind: "Continuous",
      condition: {
        kind: "Exists",
        player: "you",
        of: {
          noun: { kind: "name", name: "藤堂 美沙" },
          filters: [{ kind: "state", state: "approaching" }],
        },
      },
      effect: { kind: "Gets", target: This, keywords: [{ keyword: "freeEntry" }] },
    });
    expect(
      roundTrips(
        "このカードは、自分が経験コインを10個以上持つ状態で手札にある場合、〔自由登場〕を得る。",
      ).en,
    ).toBe(
      'While this character is in your hand and you hold 10 or more "経験コイン" coins, this character gets "Free entry".',
    );
  });

  it("手札にある状態で without its comma (MC P-004)", () => {
    const [a] = ok(
      "このカードは、手札にある状態で自分の【水着】を持つ「涼月 奏」がいる場合、使用コスト-4を得る。",
    );
    expect(a).toMatchObject({
      kind: "Continuous",
      condition: { kind: "Exists" },
      effect: { cost: -4 },
    });
  });

  it("a stat gain is not read as working from the hand", () => {
    expect(translateText("このカードは、手札にある場合、+10/+10を得る。").complete).toBe(false);
  });
});

describe("alternatives inside one text", () => {
  it("<condition>場合、代わりに<B> makes the previous step the other branch (DNMC2 P-003)", () => {
    const [a] = ok(
      "このカードが登場した場合、自分のキャラ1枚を活動状態にする。自分が経験コインを5個以上持つ場合、代わりに自分の全てのキャラを活動状態にする。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps).toHaveLength(1);
    expect(a!.effect.steps[0]!.step).toMatchObject({
      kind: "Conditional",
      condition: { kind: "PlayerCoins", value: 5 },
      effect: { kind: "Ready", target: { quantity: { kind: "all" } } },
      otherwise: { kind: "Ready", target: { quantity: { kind: "exactly", n: 1 } } },
    });
  });

  it("代わりに reaches through a delay and an open conditional (DNMC2 01-101c)", () => {
    const text =
      "[メイン/自分]:自分のキャラ2枚は、ターン終了時まで〔アクティブ〕、+20/+20を得る。その後、ターン終了時に自分が経験コインを2個以上持つ場合、カードを1枚引く。自分が経験コインを5個以上持つ場合、代わりにカードを2枚引く。";
    const [a] = ok(text) as { effect: { steps: { link: string; step: unknown }[] } }[];
    expect(a!.effect.steps[1]).toMatchObject({
      link: "then",
      step: {
        kind: "Delayed",
        effect: {
          kind: "Conditional",
          condition: { value: 2 },
          effect: {
            kind: "Conditional",
            condition: { value: 5 },
            effect: { kind: "Draw", amount: { value: 2 } },
            otherwise: { kind: "Draw", amount: { value: 1 } },
          },
        },
      },
    });
    expect(roundTrips(text).ja).toBe(text);
  });

  it("それ以外の場合 gives the last conditional its other branch (PPTP 01-017)", () => {
    const [a] = ok(
      "[メイン/両方]:《0》デッキの上のカード1枚を表にする。表にしたカードがイベントカードの場合、このカードは、ターン終了時まで+80/+80を得る。それ以外の場合、このカードを活動状態にできる。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[1]!.step).toMatchObject({
      kind: "Conditional",
      effect: { kind: "Gets", stat: { ap: 80, dp: 80 } },
      otherwise: { kind: "May", effect: { kind: "Ready", target: This } },
    });
  });

  it("それ以外の場合 after a step that is not conditional is not read", () => {
    const t = translateText(
      "このカードが登場した場合、カードを1枚引く。それ以外の場合、このカードを活動状態にする。",
    );
    expect(t.complete).toBe(false);
    expect(t.sentences[1]!.reason).toContain("not conditional");
  });

  it("the card language's `otherwise` reads back from its canonical Japanese", () => {
    expect(
      readsBack("if this enters: if count(your characters) >= 3, draw 2 otherwise draw 1"),
    ).toBe(
      "このカードが登場した場合、カードを1枚引く。自分のキャラが3枚以上いる場合、代わりにカードを2枚引く。",
    );
  });
});

describe("`otherwise` in card files", () => {
  const card = (line: string): string =>
    `title 『T』\n\ncharacter 09-001 「テスト」 red cost 1 source 1 {\n  ${line}\n}\n`;

  it("belongs to the innermost `if`; the formatter brackets an inner `if` that has none", () => {
    for (const line of [
      "if this enters: if count(your characters) >= 2, (if count(your characters) >= 3, draw 1) otherwise draw 2",
      "if this enters: if count(your characters) >= 2, if count(your characters) >= 3, draw 1 otherwise draw 2",
    ]) {
      const { ast, diagnostics } = parse(card(line), "t.cards");
      expect(diagnostics).toEqual([]);
      expect(format(ast)).toBe(card(line));
    }
    const { ast } = parse(
      card(
        "if this enters: if count(your characters) >= 2, (if count(your characters) >= 3, draw 1) otherwise draw 2",
      ),
      "t.cards",
    );
    const c = ast.items.find((i) => i.kind === "Card") as {
      abilities: { effect: { steps: { step: unknown }[] } }[];
    };
    expect(c.abilities[0]!.effect.steps[0]!.step).toMatchObject({
      kind: "Conditional",
      effect: { kind: "Conditional" },
      otherwise: { kind: "Draw" },
    });
  });
});

describe("play restrictions on the card itself", () => {
  it("このカードは、メインエリアに登場させることができない (ERMG P-002)", () => {
    const [a] = ok("このカードは、メインエリアに登場させることができない。");
    expect(a).toMatchObject({
      kind: "Continuous",
      effect: {
        kind: "Restriction",
        target: This,
        restriction: { kind: "cannotEnter", area: "mainArea" },
      },
    });
    expect(roundTrips("このカードは、メインエリアに登場させることができない。").en).toBe(
      "This character cannot be played into the main area.",
    );
  });

  it("このカードは、サポートエリアに登場させることができない: the other area (found by the variants probe)", () => {
    const text = "このカードは、サポートエリアに登場させることができない。";
    const [a] = ok(text);
    expect(a).toMatchObject({
      kind: "Continuous",
      effect: { restriction: { kind: "cannotEnter", area: "supportArea" } },
    });
    expect(roundTrips(text)).toEqual({
      ja: text,
      en: "This character cannot be played into the support area.",
    });
    expect(readsBack("this cannot enter the support area")).toBe(text);
  });

  it("…カードが無い場合、登場させることができない: while the condition holds (KONM 05-010)", () => {
    const text = "このカードは、相手のポイント置き場にカードが無い場合、登場させることができない。";
    const [a] = ok(text);
    expect(a).toMatchObject({
      kind: "Continuous",
      condition: { kind: "Not", condition: { kind: "Exists", player: "opponent" } },
      effect: { kind: "Restriction", restriction: { kind: "cannotEnter" } },
    });
    expect(roundTrips(text).ja).toBe(text);
  });

  it("a player's ban stays a PlayBan (相手は…キャラを登場させることができない)", () => {
    expect(
      step("このカードが登場した場合、相手はターン終了時までキャラを登場させることができない。"),
    ).toMatchObject({ kind: "PlayBan" });
  });

  it("`cannot enter` reads back from the card language", () => {
    expect(readsBack("this cannot enter the main area")).toBe(
      "このカードは、メインエリアに登場させることができない。",
    );
  });
});

describe("a description of the card a step acted on", () => {
  it("`it is an event` is no event on the field (PPTP 01-017 passes the checker)", () => {
    const { ast } = parse(
      `title 『T』\n\ncharacter 09-001 「テスト」 red cost 1 source 1 ap 10 dp 10 {\n  [main/both] [0]: reveal the top 1 card of your deck; if it is an event, this gets +80/+80 until end of turn otherwise you may ready this\n  if this enters: ready all of your events\n}\n`,
      "t.cards",
    );
    const codes = checkFiles([ast]).map((d) => `${d.code}:${d.span.start.line}`);
    expect(codes).not.toContain("PM3003:4");
    expect(codes).toContain("PM3003:5");
  });
});
