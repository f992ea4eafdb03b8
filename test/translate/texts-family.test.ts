// Texts, players and removed cards (issue 13): a stat set to another card's value (YRYR 01-051),
// a card played from the removed zone (SG 01-050), a text that works while its card is removed
// from the game (SG 01-077), each player designating one of their own characters (DNP 01-106),
// and a triggered text a card gets until end of turn (SAGA 01-072) — in the card language, read
// from the printed Japanese, and rendered back.
import { describe, expect, it } from "vitest";
import type { CardDecl } from "../../grammar/ast.ts";
import { format, parse } from "../../grammar/index.ts";
import { renderEn } from "../../translate/render/en.ts";
import { translateText } from "../../translate/translate.ts";
import { ok, readsBack } from "./expect-translation.ts";

const card = (line: string, kind = "character 09-001 「テスト」 red cost 0 source 1 ap 10 dp 10") =>
  `title 『T』\n${kind} {\n  ${line}\n}\n`;

const LINES = [
  "if this approaches: the ap of this becomes the ap of 1 of your 「A」 until end of turn",
  "this may be played from exile",
  "if a card of yours is put into the point pile by approach and this is in exile: you may put this onto your field; if you do, this gets 〔我慢〕 until end of turn",
  "if this enters: put 1 character in your trash onto your field; it gets text (if this leaves: put this in your trash onto your field) until end of turn",
  "[main/own]: choose 1 of your characters; the opponent must choose 1 of the opponent's characters; if you do, it gets +20/+20 until end of turn",
];

describe("the constructs in the card language", () => {
  it.each(LINES)("parses and prints `%s`", (line) => {
    const { ast, diagnostics } = parse(card(line), "t.cards");
    expect(diagnostics).toEqual([]);
    expect(format(ast)).toContain(line);
  });

  it("keeps the measured value, the granted text's parts and the zone state in the AST", () => {
    const { ast } = parse(card(LINES.slice(0, 4).join("\n  ")), "t.cards");
    const [set, play, exile, grant] = ast.items.find((i): i is CardDecl => i.kind === "Card")!
      .abilities as unknown as Record<string, unknown>[];
    expect(JSON.stringify(set)).toContain('"kind":"SetStat","target":{"kind":"This"');
    expect(JSON.stringify(set)).toMatch(/"to":\{"stat":"ap","value":\{"kind":"stat","stat":"ap"/);
    expect(play).toMatchObject({ effect: { kind: "PlayableFrom", zone: "removed" } });
    expect(exile).toMatchObject({ condition: { kind: "Is", state: "inExile" } });
    expect(JSON.stringify(grant)).toMatch(
      /"kind":"GrantText","target":\{"kind":"It".*"mode":"if","trigger":\{"event":"leaves"/,
    );
  });

  it("refuses a granted text without its colon and `is in exile` of nothing", () => {
    for (const line of [
      "if this enters: it gets text (if this leaves put this into your trash)",
      "if this enters and this is in: draw 1",
    ])
      expect(parse(card(line), "t.cards").diagnostics.length).toBeGreaterThan(0);
  });
});

describe("reading the printed texts", () => {
  it("YRYR 01-051: のAPと同じ値に変更する is a set to the measured AP of a chosen card", () => {
    const [a] = ok(
      "このカードがアプローチに参加した場合、このカードのAPの値を、ターン終了時まで自分の「大室 櫻子」1枚のAPと同じ値に変更する。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[0]!.step).toMatchObject({
      kind: "SetStat",
      target: { kind: "This" },
      to: {
        stat: "ap",
        value: {
          kind: "stat",
          stat: "ap",
          of: { kind: "Query", owner: "your", quantity: { kind: "exactly", n: 1 } },
        },
      },
      duration: { kind: "untilEndOfTurn" },
    });
  });

  it("SG 01-050: ゲームから取り除かれている状態でもプレイできる is `this may be played from exile`", () => {
    expect(ok("このカードは、ゲームから取り除かれている状態でもプレイできる。")).toMatchObject([
      { kind: "Continuous", effect: { kind: "PlayableFrom", target: { kind: "This" } } },
    ]);
  });

  it("SG 01-077: a text that works while removed puts this card onto the field", () => {
    const [a] = ok(
      "このカードがゲームから取り除かれている状態で、相手のアプローチによって自分のポイント置き場にカードが置かれた場合、このカードを場に出すことができる。この効果で場に出た場合、このカードは、ターン終了時まで〔我慢〕を得る。",
    );
    expect(a).toMatchObject({
      kind: "Triggered",
      condition: { kind: "Is", subject: { kind: "This" }, state: "inExile" },
      effect: {
        steps: [
          { step: { kind: "May", effect: { kind: "Move", target: { kind: "This" } } } },
          { link: "ifYouDo", step: { kind: "Gets" } },
        ],
      },
    });
  });

  it("DNP 01-106: 全てのプレイヤーは、…を指定する is a designation by each player, the controller's first", () => {
    const [a] = ok(
      "[メイン/両方]:全てのプレイヤーは、自分のキャラ1枚を指定する。その場合、指定された全てのキャラは、ターン終了時まで+20/+20を得る。",
    );
    expect(a).toMatchObject({
      effect: {
        steps: [
          { step: { kind: "Designate", target: { owner: "your" } } },
          {
            step: {
              kind: "Must",
              player: "opponent",
              effect: { kind: "Designate", target: { owner: "opponent's" } },
            },
          },
          { link: "ifYouDo", step: { kind: "Gets", target: { kind: "It" } } },
        ],
      },
    });
  });

  it("SAGA 01-072: 以下のテキストを得る。「…」 is a granted triggered text", () => {
    const [a] = ok(
      "このカードが登場した場合、自分の捨て札置き場にある、使用コストが3以下の黄の【ゾンビィ】1枚を場に出す。この効果で場に出たキャラは、ターン終了時まで以下のテキストを得る。「このカードが退場した場合、捨て札置き場にあるこのカードを場に出す。」",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[1]!.step).toMatchObject({
      kind: "GrantText",
      target: { kind: "It" },
      mode: "if",
      trigger: { event: "leaves", subject: { kind: "This" } },
      effect: {
        steps: [
          {
            step: {
              kind: "Move",
              target: { kind: "This", zone: { zone: "trash", owner: "your" } },
              to: { zone: "field" },
            },
          },
        ],
      },
      duration: { kind: "untilEndOfTurn" },
    });
  });

  it("refuses a quoted text that is not one triggered text, with the reason", () => {
    const t = translateText(
      "このカードが登場した場合、カードを1枚引く。そのキャラは、ターン終了時まで以下のテキストを得る。「カードを1枚引く。」",
      "t",
    );
    expect(t.complete).toBe(false);
    expect(t.sentences.find((s) => !s.ok)?.reason).toContain("is not one triggered text");
  });
});

describe("rendered back to Japanese, read to the same AST", () => {
  it.each(LINES.filter((l) => !l.startsWith("[main")))("%s", (line) => {
    expect(readsBack(line)).not.toMatch(/undefined|〈/);
  });
  it("the designation by each player", () => {
    expect(readsBack(LINES[4]!, "event")).toContain("指定する");
  });
  it("says the granted text in English", () => {
    const { ast } = parse(card(LINES[3]!), "t.cards");
    const decl = ast.items.find((i): i is CardDecl => i.kind === "Card")!;
    expect(renderEn(decl.abilities)).toContain('gets the following text until end of turn: "When');
  });
});
