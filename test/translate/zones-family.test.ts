// Cards and zones (issue 13): `it` found in the zone it went to (SRBK 01-065, BBD 01-097), a card
// taken out of the deck before a shuffle (GG 01-118), `; if you cannot` (SG 01-054), the filter
// `put onto the field by an effect this turn` (FA 01-108) and a further cost change for the next
// card (GG 01-088). Each in the card language (parsed and printed back), read from its printed
// Japanese, and where the canonical Japanese reads back, round-tripped.
import { describe, expect, it } from "vitest";
import type { CardDecl } from "../../grammar/ast.ts";
import { format, parse } from "../../grammar/index.ts";
import { translateText } from "../../translate/translate.ts";
import { ok, readsBack, roundTrips } from "./expect-translation.ts";

const card = (line: string): string =>
  `title 『T』\nevent 09-001 「テスト」 red cost 0 source 1 {\n  ${line}\n}\n`;

describe("the card language", () => {
  it.each([
    "[main/own]: choose 1 of your characters; this turn, if it leaves by approach: (return it in your trash to its owner's hand)",
    "[main/own]: return 1 of the opponent's characters put onto the field by an effect this turn to its owner's hand",
    "[main/own]: rest 1 of the opponent's characters readied by an effect this turn",
    "[main/own]: return 1 of your 「A」 to its owner's hand; if you cannot, trash this",
    "[main/own]: the next character from 『T』 you play this turn gets cost -1 and cost -1 more if it is a 「A」",
    "[main/own]: trash 1 of the opponent's characters; then if you have a 「A」, put it in the opponent's trash into the opponent's point pile face down",
  ])("parses and prints `%s`", (line) => {
    const { ast, diagnostics } = parse(card(line), "t.cards");
    expect(diagnostics).toEqual([]);
    expect(format(ast)).toContain(line);
  });

  it("reads `it in your trash` as `it` with a zone", () => {
    const { ast } = parse(
      card("[main/own]: choose 1 of your characters; exile it in your trash"),
      "t.cards",
    );
    const decl = ast.items.find((i): i is CardDecl => i.kind === "Card")!;
    expect(JSON.stringify(decl.abilities)).toContain(
      '"kind":"It","zone":{"zone":"trash","owner":"your"}',
    );
  });

  it("keeps a zone after a nested `it` for the outer query (`the cost of it in the opponent's hand`)", () => {
    const { ast, diagnostics } = parse(
      card(
        "[main/own]: return 1 of the opponent's characters to its owner's hand; if you do, the opponent may put 1 character with cost == the cost of it in the opponent's hand onto the opponent's field",
      ),
      "t.cards",
    );
    expect(diagnostics).toEqual([]);
    const text = JSON.stringify(ast.items.find((i): i is CardDecl => i.kind === "Card")!.abilities);
    expect(text).not.toContain('"kind":"It","zone"');
    expect(text).toContain('"zone":{"zone":"hand","owner":"opponent\'s"}');
  });

  it("refuses `if you can` (only `if you do` and `if you cannot` link steps)", () => {
    const { diagnostics } = parse(card("[main/own]: draw 1; if you can, draw 1"), "t.cards");
    expect(diagnostics.length).toBeGreaterThan(0);
  });
});

describe("translating cards and zones", () => {
  it("自分の捨て札置き場にあるそのキャラを手札に戻す: `it in your trash` (SRBK 01-065)", () => {
    const text =
      "[メイン/自分]:《0》自分のキャラ1枚を指定する。指定したキャラがアプローチで退場した場合、自分の捨て札置き場にあるそのキャラを手札に戻す。";
    const [a] = ok(text) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[1]!.step).toMatchObject({
      kind: "CreateTrigger",
      trigger: { event: "leaves", subject: { kind: "It" }, byApproach: true },
      effect: {
        steps: [
          {
            step: {
              kind: "ReturnToHand",
              target: { kind: "It", zone: { zone: "trash", owner: "your" } },
            },
          },
        ],
      },
    });
  });

  it("…がいる場合、その後、相手の捨て札置き場にあるそのキャラを…置く (BBD 01-097)", () => {
    const text =
      "[アプローチ/自分]:自分の「古橋 文乃」を妨害しているキャラ1枚を捨て札にする。自分の「鹿島」と「猪森」と「蝶野」がいる場合、その後、相手の捨て札置き場にあるそのキャラを相手のポイント置き場に裏向きで置く。";
    const [a] = ok(text) as { effect: { steps: { link: string; step: unknown }[] } }[];
    expect(a!.effect.steps[1]).toMatchObject({
      link: "then",
      step: {
        kind: "Conditional",
        effect: {
          kind: "Move",
          target: { kind: "It", zone: { zone: "trash", owner: "opponent's" } },
          to: { zone: "pointPile", owner: "opponent" },
          faceDown: true,
        },
      },
    });
  });

  it("抜き出し、デッキをシャッフルする。その後、抜き出したカードをデッキの上に置く (GG 01-118)", () => {
    const text =
      "［メイン/自分］：デッキの中を全て見て、その中にあるカード1枚を抜き出し、デッキをシャッフルする。その後、抜き出したカードをデッキの上に置く。";
    const [a] = ok(text) as { effect: { steps: { link: string; step: unknown }[] } }[];
    expect(a!.effect.steps).toMatchObject([
      {
        link: "none",
        step: {
          kind: "Designate",
          target: { quantity: { kind: "exactly", n: 1 }, zone: { zone: "deck", owner: "your" } },
        },
      },
      { link: "none", step: { kind: "Shuffle", player: "you" } },
      {
        link: "then",
        step: { kind: "Move", target: { kind: "It" }, to: { zone: "deck", position: "top" } },
      },
    ]);
  });

  it("戻せない場合、このカードを捨て札にする: `; if you cannot` (SG 01-054)", () => {
    const text =
      "このカードが登場した場合、自分の「岡部 倫太郎」1枚を手札に戻す。戻せない場合、このカードを捨て札にする。";
    const [a] = ok(text) as { effect: { steps: { link: string; step: unknown }[] } }[];
    expect(a!.effect.steps).toMatchObject([
      { link: "none", step: { kind: "ReturnToHand" } },
      { link: "ifYouCannot", step: { kind: "Trash", target: { kind: "This" } } },
    ]);
    const t = roundTrips(text);
    expect(t.en).toContain("If you cannot, ");
  });

  it("戻せない場合 after a step that is not a return to the hand is refused", () => {
    const t = translateText("カードを1枚引く。戻せない場合、このカードを捨て札にする。", "test");
    expect(t.complete).toBe(false);
  });

  it("そうできない場合 follows any step (the canonical Japanese of `if you cannot`)", () => {
    expect(readsBack("[main/own]: draw 1; if you cannot, trash this")).toContain(
      "そうできない場合、",
    );
  });

  it("このターンの間に、カードの効果によって場に出ている (FA 01-108)", () => {
    const text =
      "[アプローチ/両方]このターンの間に、カードの効果によって場に出ている相手のキャラ1枚を手札に戻す。手札に戻した場合、カードを1枚引く。";
    const [a] = ok(text) as {
      timing: unknown;
      effect: { steps: { link: string; step: unknown }[] };
    }[];
    expect(a!.timing).toMatchObject({ phase: "approach", player: "both" });
    expect(a!.effect.steps[0]!.step).toMatchObject({
      kind: "ReturnToHand",
      target: { owner: "opponent's", filters: [{ kind: "arrived", how: "byEffect" }] },
    });
    expect(a!.effect.steps[1]).toMatchObject({ link: "ifYouDo", step: { kind: "Draw" } });
    roundTrips(text);
  });

  it("このターンの間に、カードの効果で活動状態になった (SG 01-054)", () => {
    const text =
      "[アプローチ/相手]:《0》このターンの間に、カードの効果で活動状態になった相手のキャラ1枚を休息状態にする。";
    const [a] = ok(text) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[0]!.step).toMatchObject({
      kind: "Rest",
      target: { owner: "opponent's", filters: [{ kind: "readied" }] },
    });
    const t = roundTrips(text);
    expect(t.en).toContain("readied by an effect this turn");
  });

  it("そのキャラが「X」の場合、使用コスト-1を得る: the cost change's bonus (GG 01-088)", () => {
    const text =
      "[メイン/両方]:《休》このターン、自分が次にプレイする『がっこうぐらし！』のキャラ1枚は、使用コスト-1を得る。そのキャラが「直樹 美紀」の場合、使用コスト-1を得る。";
    const [a] = ok(text) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps).toHaveLength(1);
    expect(a!.effect.steps[0]!.step).toMatchObject({
      kind: "CostChange",
      delta: -1,
      bonus: { delta: -1, if: { noun: { kind: "name", name: "直樹 美紀" } } },
    });
    const t = roundTrips(text);
    expect(t.en).toContain("and cost -1 more if it is");
  });

  it("そのキャラが「X」の場合、使用コスト-1を得る with no cost change before it stays unread", () => {
    const t = translateText(
      "このカードが登場した場合、カードを1枚引く。そのキャラが「直樹 美紀」の場合、使用コスト-1を得る。",
      "test",
    );
    expect(t.complete).toBe(false);
  });
});
