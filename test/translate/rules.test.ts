// The grammar's sub-rules on small real sentences: selectors, triggers, timings, costs, links.
import { describe, expect, it } from "vitest";
import { fmtAbility } from "../../grammar/format.ts";
import { translateText } from "../../translate/translate.ts";
import { eot, ok, roundTrips, step, This } from "./expect-translation.ts";

describe("selectors", () => {
  it("reads owner, name and quantity", () => {
    expect(step("[メイン/自分]:自分の「平沢 唯」1枚を休息状態にする。")).toEqual({
      kind: "Rest",
      target: {
        kind: "Query",
        owner: "your",
        quantity: { kind: "exactly", n: 1 },
        noun: { kind: "name", name: "平沢 唯" },
        filters: [],
      },
    });
  });

  it("reads cost comparisons, states, zones and other", () => {
    expect(
      step(
        "[メイン/自分]:メインエリアにいる使用コストの値が2以下の休息状態の相手のキャラ1枚を手札に戻す。",
      ),
    ).toMatchObject({
      kind: "ReturnToHand",
      target: {
        owner: "opponent's",
        zone: { zone: "mainArea" },
        // adjectives first, in the card language's order (`rested character with cost <= 2`)
        filters: [
          { kind: "state", state: "rested" },
          { kind: "compare", stat: "cost", op: "<=", value: 2 },
        ],
      },
    });
    expect(
      step(
        "このカードが登場した場合、このカード以外の自分の【メイド】を持つキャラ1枚を活動状態にする。",
      ),
    ).toMatchObject({
      kind: "Ready",
      target: {
        owner: "your",
        filters: [{ kind: "other" }, { kind: "trait", traits: ["メイド"] }],
      },
    });
  });

  it("puts the owner of a pile on the zone, and reads 手札1枚 and デッキの上のカードN枚", () => {
    expect(step("[メイン/相手]:自分の捨て札置き場にある「X」2枚を手札に戻す。")).toMatchObject({
      target: { zone: { zone: "trash", owner: "your" }, quantity: { kind: "exactly", n: 2 } },
    });
    expect(step("このカードが登場した場合、手札1枚を捨て札にする。")).toMatchObject({
      kind: "Trash",
      target: { noun: { kind: "card" }, zone: { zone: "hand", owner: "your" } },
    });
    expect(step("[メイン/自分]:相手のデッキの上のカード2枚を捨て札にする。")).toMatchObject({
      target: { zone: { zone: "deck", owner: "opponent's", top: 2 } },
    });
  });

  it("accepts a quantity after the particle (キャラを2枚まで)", () => {
    expect(
      step("このカードが妨害に参加した場合、自分のキャラを2枚まで活動状態にする。"),
    ).toMatchObject({
      target: { quantity: { kind: "upTo", n: 2 } },
    });
  });
});

describe("triggers and modes", () => {
  it("distinguishes した場合 (if) from するごとに (each time)", () => {
    expect(ok("このカードが登場した場合、カードを1枚引く。")).toMatchObject([
      { kind: "Triggered", mode: "if", trigger: { event: "enters", subject: This } },
    ]);
    expect(
      ok("自分のキャラが登場するごとに、このカードは、ターン終了時まで+10/+10を得る。"),
    ).toMatchObject([
      {
        kind: "Triggered",
        mode: "eachTime",
        trigger: { event: "enters", subject: { owner: "your", quantity: { kind: "any" } } },
      },
    ]);
  });

  it("takes a left-out subject from the topic (このカードは、…場合、…)", () => {
    expect(ok("このカードは、アプローチに参加した場合、ターン終了時まで+20/±0を得る。")).toEqual([
      {
        kind: "Triggered",
        mode: "if",
        trigger: { event: "approaches", subject: This },
        effect: {
          steps: [
            {
              link: "none",
              step: {
                kind: "Gets",
                target: This,
                stat: { ap: 20, dp: 0 },
                keywords: [],
                duration: eot,
              },
            },
          ],
        },
      },
    ]);
  });

  it("reads points given by approach, blocks, being blocked, leaving, played cards", () => {
    const ev = (t: string) => (ok(t)[0] as { trigger: unknown }).trigger;
    expect(ev("このカードがアプローチでポイントを与えた場合、カードを1枚引く。")).toMatchObject({
      event: "givesPoint",
      byApproach: true,
    });
    expect(ev("このカードが妨害された場合、カードを1枚引く。")).toMatchObject({
      event: "isBlocked",
    });
    expect(ev("このカードがアプローチまたは妨害に参加した場合、カードを1枚引く。")).toMatchObject({
      event: "approachesOrBlocks",
    });
    expect(ev("このカードが退場した場合、カードを1枚引く。")).toMatchObject({ event: "leaves" });
    expect(
      ev("このカードは、相手のイベントカードがプレイされた場合、ターン終了時まで+20/+20を得る。"),
    ).toMatchObject({
      event: "cardPlayed",
      player: "opponent",
    });
  });
});

describe("several events, how an event happened, level up", () => {
  const ev = (t: string) => (ok(t)[0] as { trigger: unknown }).trigger;
  const opp = {
    kind: "Query",
    owner: "opponent's",
    noun: { kind: "character" },
    filters: [],
    quantity: { kind: "any" },
  };

  it("reads events sharing the subject and ending (登場、またはアプローチに参加した場合), and whole clauses joined by 、または", () => {
    expect(ev("このカードが登場、またはアプローチに参加した場合、カードを1枚引く。")).toMatchObject(
      {
        event: "anyOf",
        events: [
          { event: "enters", subject: This },
          { event: "approaches", subject: This },
        ],
      },
    );
    expect(
      ev("このカードが登場した場合、またはこのカードにレベルアップした場合、カードを1枚引く。"),
    ).toMatchObject({
      event: "anyOf",
      events: [
        { event: "enters", subject: This },
        { event: "levelUp", player: "you", card: This },
      ],
    });
  });

  it("reads a point pile arrival: by the opponent's approach, or the pile first (置かれるごとに)", () => {
    expect(
      ev(
        "このカードが相手のアプローチによって自分のポイント置き場に置かれた場合、カードを1枚引く。",
      ),
    ).toEqual({
      event: "putIntoPointPile",
      subject: This,
      byApproach: true,
    });
    const [each] = ok(
      "自分のポイント置き場に「犬山 あおい」が置かれるごとに、カードを1枚引く。",
    ) as { mode: string; trigger: unknown }[];
    expect(each).toMatchObject({
      mode: "eachTime",
      trigger: {
        event: "putIntoPointPile",
        subject: { owner: "your", noun: { name: "犬山 あおい" }, quantity: { kind: "any" } },
      },
    });
    // A card goes to its owner's pile, and only the other player's approach puts it there.
    expect(
      translateText(
        "自分のアプローチによって自分のポイント置き場にカードが置かれた場合、カードを1枚引く。",
      ).complete,
    ).toBe(false);
  });

  it("reads the approach in whose battle a character leaves (このカードのアプローチで…退場した場合 / そのキャラのアプローチで…を退場させた場合)", () => {
    expect(ev("このカードのアプローチで相手のキャラが退場した場合、カードを1枚引く。")).toEqual({
      event: "leaves",
      subject: opp,
      approachOf: This,
    });
    const [a] = ok(
      "[アプローチ/自分]:自分のキャラ1枚は、ターン終了時まで+10/+10を得る。このターン、そのキャラのアプローチで相手のキャラを退場させた場合、カードを1枚引く。",
    ) as {
      effect: { steps: { step: unknown }[] };
    }[];
    expect(a?.effect.steps[1]?.step).toMatchObject({
      kind: "CreateTrigger",
      trigger: { event: "leaves", subject: opp, approachOf: { kind: "It" } },
    });
  });
});

describe("a text that works from the hand", () => {
  it("reads このカードが手札にある状態で、<trigger> as the trigger condition `this is in hand`, and 手札にあるこのカードを場に出す as a conditional step", () => {
    const [a] = ok(
      "このカードが手札にある状態で、相手のアプローチによって自分のポイント置き場にカードが置かれた場合、手札にあるこのカードを場に出すことができる。",
    ) as {
      condition: unknown;
      trigger: unknown;
      effect: { steps: { step: unknown }[] };
    }[];
    expect(a?.condition).toEqual({ kind: "Is", subject: This, state: "inHand" });
    expect(a?.trigger).toMatchObject({
      event: "putIntoPointPile",
      byApproach: true,
      subject: { owner: "your", noun: { kind: "card" } },
    });
    expect(a?.effect.steps[0]?.step).toEqual({
      kind: "May",
      player: "you",
      effect: {
        kind: "Conditional",
        condition: { kind: "Is", subject: This, state: "inHand" },
        effect: { kind: "Move", target: This, to: { zone: "field", owner: "you" } },
      },
    });
  });
});

describe("used as a cost", () => {
  it("reads the kind of card the payment plays (『T』のキャラのコストとして使用された場合)", () => {
    const ev = (t: string) => (ok(t)[0] as { trigger: unknown }).trigger;
    expect(ev("このカードが『X』のキャラのコストとして使用された場合、カードを1枚引く。")).toEqual({
      event: "usedAsCost",
      subject: This,
      paying: {
        kind: "Query",
        noun: { kind: "character" },
        filters: [{ kind: "title", title: "X" }],
        quantity: { kind: "any" },
      },
    });
    expect(ev("このカードがコストとして使用された場合、カードを1枚引く。")).toEqual({
      event: "usedAsCost",
      subject: This,
    });
  });
});

describe("played this turn", () => {
  it("reads このターン、<card>がプレイされている場合: by that owner, or by either player when none is written", () => {
    const cond = (t: string) => (step(t) as { condition: unknown }).condition;
    expect(
      cond("[メイン/自分]:このターン、イベントカードがプレイされている場合、カードを1枚引く。"),
    ).toMatchObject({
      kind: "Or",
      left: {
        kind: "PlayedThisTurn",
        player: "you",
        card: { noun: { kind: "event" }, quantity: { kind: "any" } },
      },
      right: { kind: "PlayedThisTurn", player: "opponent" },
    });
    expect(
      cond(
        "[メイン/自分]:このターン、相手のイベントカードがプレイされている場合、カードを1枚引く。",
      ),
    ).toMatchObject({
      kind: "PlayedThisTurn",
      player: "opponent",
    });
  });
});

describe("activated texts, costs and links", () => {
  it("reads timing and costs", () => {
    expect(
      ok("[メイン/自分]:《休》自分の「藍田 織音」1枚は、ターン終了時まで+10/+10を得る。"),
    ).toMatchObject([
      { kind: "Activated", timing: { phase: "main", player: "own" }, costs: [{ kind: "Rest" }] },
    ]);
    expect(ok("［アプローチ/両方］:《1》カードを1枚引く。")).toMatchObject([
      {
        kind: "Activated",
        timing: { phase: "approach", player: "both" },
        costs: [{ kind: "Source", amount: 1 }],
      },
    ]);
  });

  it("joins その場合 / その後 / または to the open ability", () => {
    const [a] = ok(
      "[メイン/両方]:自分のキャラ1枚を休息状態にする。その場合、相手のキャラ1枚を休息状態にする。その後、カードを1枚引く。",
    ) as {
      effect: { steps: { link: string }[] };
    }[];
    expect(a?.effect.steps.map((s) => s.link)).toEqual(["none", "ifYouDo", "then"]);
    expect(
      step(
        "[アプローチ/両方]:相手のキャラ1枚は、ターン終了時まで-30/-30を得る。または、相手のキャラ1枚を休息状態にする。",
      ),
    ).toMatchObject({
      kind: "Choice",
      options: [{ kind: "Gets" }, { kind: "Rest" }],
    });
  });

  it("reads ことができる, delayed steps, cost changes and choices of gains", () => {
    expect(
      step("このカードが登場した場合、自分のキャラ1枚を活動状態にすることができる。"),
    ).toMatchObject({ kind: "May", effect: { kind: "Ready" } });
    expect(
      step("このカードがアプローチに参加した場合、ターン終了時にカードを1枚引く。"),
    ).toMatchObject({ kind: "Delayed", effect: { kind: "Draw" } });
    expect(
      step(
        "このカードが登場した場合、このターン、自分が次にプレイする【水着】を持つキャラ1枚は、使用コスト-3を得る。",
      ),
    ).toMatchObject({
      kind: "CostChange",
      player: "you",
      delta: -3,
    });
    // 相手が次にプレイする: the opponent's next card (found by the variants probe: the template
    // knew only 自分), the same step for the other player, rendered back both ways
    const opponents =
      "このカードが登場した場合、このターン、相手が次にプレイするキャラ1枚は、使用コスト+2を得る。";
    expect(step(opponents)).toMatchObject({ kind: "CostChange", player: "opponent", delta: 2 });
    const { ja, en } = roundTrips(opponents);
    expect(ja).toContain("相手が次にプレイするキャラは、使用コスト+2を得る");
    expect(en).toContain("the next character your opponent plays gets cost +2");
    expect(
      step("[メイン/両方]:《0》このカードは、ターン終了時まで+20/±0または±0/+20を得る。"),
    ).toMatchObject({
      kind: "Choice",
      options: [{ stat: { ap: 20, dp: 0 } }, { stat: { ap: 0, dp: 20 } }],
    });
  });

  it("reads the search template with its tail", () => {
    const text =
      "このカードが登場した場合、デッキの上のカード5枚を見て、その中にある「環 凛子」1枚を抜き出し、表にしてから手札に加える。その後、残りのカードを任意の順番でデッキの下に移す。";
    expect(step(text)).toMatchObject({
      kind: "Search",
      reveal: true,
      target: { zone: { zone: "deck", top: 5 }, noun: { name: "環 凛子" } },
    });
  });
});

describe("steps added to the AST later", () => {
  it("reads one-shot restrictions with a duration", () => {
    expect(
      step("このカードが登場した場合、自分のキャラ1枚は、ターン終了時まで退場しない。"),
    ).toMatchObject({
      kind: "Restrict",
      restriction: { kind: "cannotLeave" },
      duration: eot,
    });
    expect(
      step(
        "このカードが登場した場合、相手のキャラ1枚は、ターン終了時まで妨害に参加することができない。",
      ),
    ).toMatchObject({
      kind: "Restrict",
      restriction: { kind: "cannotBlock" },
    });
  });

  it("reads name alternatives, resets, negation, swaps and the rest of a look", () => {
    expect(step("[メイン/自分]:自分の「A」または「B」1枚を休息状態にする。")).toMatchObject({
      target: { noun: { kind: "name", name: "A", alternatives: ["B"] } },
    });
    expect(step("［メイン/両方］:全てのキャラのAP/DPの値を、元に戻す。")).toMatchObject({
      kind: "ResetStat",
      which: "both",
      target: { quantity: { kind: "all" } },
    });
    expect(
      step("［メイン/割り込み］:相手のプレイ中のイベントカード1枚を無効にする。"),
    ).toMatchObject({ kind: "Negate", what: "event" });
    expect(
      step(
        "このカードが登場した場合、手札1枚と自分のポイント置き場にあるカード1枚を置き換えることができる。",
      ),
    ).toMatchObject({
      kind: "May",
      effect: { kind: "Swap", point: { zone: { zone: "pointPile", owner: "your" } } },
    });
    const [a] = ok(
      "[メイン/自分]:デッキの上のカード5枚を見て、その中にあるカード1枚を手札に加える。その後、残りのカードを任意の順番でデッキの下に移す。",
    ) as {
      effect: { steps: { link: string; step: unknown }[] };
    }[];
    expect(a?.effect.steps[1]).toEqual({
      link: "then",
      step: { kind: "PutRest", to: "deckBottom", order: "chosen" },
    });
  });

  it("chains a joining verb form to the next step", () => {
    const [a] = ok("[メイン/自分]:自分のキャラ1枚を休息状態にし、カードを1枚引く。") as {
      effect: { steps: { step: { kind: string } }[] };
    }[];
    expect(a?.effect.steps.map((s) => s.step.kind)).toEqual(["Rest", "Draw"]);
    expect(translateText("[メイン/自分]:自分のキャラ1枚を休息状態にし。").complete).toBe(false);
  });
});

describe("the opponent as the topic (相手は、…)", () => {
  it("reads Must with owners turned to the card's point of view", () => {
    expect(
      step(
        "このカードが登場した場合、相手は、メインエリアにいる休息状態の自分のキャラ1枚を手札に戻す。",
      ),
    ).toMatchObject({
      kind: "Must",
      player: "opponent",
      effect: {
        kind: "ReturnToHand",
        target: {
          owner: "opponent's",
          zone: { zone: "mainArea" },
          filters: [{ kind: "state", state: "rested" }],
        },
      },
    });
  });

  it("reads the opponent's may", () => {
    expect(
      step(
        "このカードが登場した場合、相手は自分の捨て札置き場にあるキャラ1枚を手札に戻すことができる。",
      ),
    ).toMatchObject({
      kind: "May",
      player: "opponent",
      effect: { kind: "ReturnToHand", target: { zone: { zone: "trash", owner: "opponent's" } } },
    });
  });
});

describe("sub-rules for 場に出す, lists and every player", () => {
  it("reads 場に出す from your trash or hand as a move onto your field (rule 6.1: no area named)", () => {
    expect(
      step("[アプローチ/相手]:自分の捨て札置き場にある「X」1枚を休息状態で場に出す。"),
    ).toMatchObject({
      kind: "Move",
      to: { zone: "field", owner: "you" },
      rested: true,
      target: { zone: { zone: "trash", owner: "your" } },
    });
    expect(step("[メイン/自分]:手札から【Y】を持つキャラを2枚まで場に出す。")).toMatchObject({
      kind: "Move",
      to: { zone: "field", owner: "you" },
      target: { zone: { zone: "hand", owner: "your" }, quantity: { kind: "upTo", n: 2 } },
    });
    expect(translateText("[メイン/自分]:相手のキャラ1枚を場に出す。").complete).toBe(false);
  });

  it("reads A と、B as two steps, 全てのプレイヤー as yours then the opponent's", () => {
    const list = translateText(
      "[アプローチ/自分]:アプローチに参加しているキャラ1枚と、妨害に参加しているキャラ1枚を手札に戻す。",
    );
    expect(list.complete).toBe(true);
    expect(
      list.abilities[0]?.kind === "Activated" &&
        list.abilities[0].effect.steps.map((s) => s.step.kind),
    ).toEqual(["ReturnToHand", "ReturnToHand"]);
    // …ことができる after a list: one may covering both steps (the selector-lists family).
    const mayBoth = translateText(
      "[アプローチ/自分]:このカードと、自分のキャラ1枚を手札に戻すことができる。",
    );
    expect(mayBoth.complete).toBe(true);
    expect(
      mayBoth.abilities[0]?.kind === "Activated" &&
        mayBoth.abilities[0].effect.steps.map((s) => s.step.kind),
    ).toEqual(["May"]);
    const every = translateText(
      "[メイン/相手]:全てのプレイヤーは、休息状態の自分のキャラ1枚を手札に戻す。",
    );
    expect(
      every.abilities[0]?.kind === "Activated" &&
        every.abilities[0].effect.steps.map((s) => s.step.kind),
    ).toEqual(["ReturnToHand", "Must"]);
    expect(translateText("[メイン/相手]:全てのプレイヤーは、カードを1枚引く。").complete).toBe(
      false,
    );
  });

  it("checks that 置き換えた場合 follows a swap", () => {
    expect(
      translateText(
        "このカードが登場した場合、カードを1枚引く。置き換えた場合、自分のキャラ1枚を活動状態にする。",
      ).complete,
    ).toBe(false);
  });
});

describe("とともに after a gain", () => {
  it("chains a second step of the same topic; a chosen one is `it` in the second", () => {
    const t = translateText(
      "このカードが登場した場合、自分の捨て札置き場にある【ゾンビィ】1枚を場に出す。この効果で場に出たキャラは、ターン終了時まで+20/+20を得るとともに、ターン終了時に活動状態になる。",
    );
    expect(t.complete).toBe(true);
    expect(
      t.abilities[0]?.kind === "Triggered" && t.abilities[0].effect.steps.map((s) => s.step.kind),
    ).toEqual(["Move", "Gets", "Delayed"]);
    // The chosen character is the one readied (a delayed effect keeps the targets of the effect
    // that created it), never a second choice (SRBKM 02-105, Ach P-020).
    const chosen = translateText(
      "このカードが登場した場合、自分のキャラ1枚は、ターン終了時まで+20/+20を得るとともに、ターン終了時に活動状態になる。",
    );
    expect(chosen.abilities.map(fmtAbility)).toEqual([
      "if this enters: 1 of your characters gets +20/+20 until end of turn; at end of turn, ready it",
    ]);
  });
});

describe("name-based selectors", () => {
  it("reads 同じ名称の after このカード / そのキャラ / 戻したキャラ as a sameName filter", () => {
    expect(
      step("[メイン/両方]:このカードと同じ名称の自分のキャラ1枚を活動状態にする。"),
    ).toMatchObject({
      kind: "Ready",
      target: { owner: "your", filters: [{ kind: "sameName", as: { kind: "This" } }] },
    });
    const [a] = ok(
      "[メイン/自分]:自分のキャラ1枚をデッキの下に戻す。その場合、手札にあるデッキの下に戻したキャラと同じ名称のキャラ1枚を捨て札にする。",
    ) as {
      effect: { steps: { step: unknown }[] };
    }[];
    expect(a?.effect.steps[1]?.step).toMatchObject({
      kind: "Trash",
      target: { zone: { zone: "hand" }, filters: [{ kind: "sameName", as: { kind: "It" } }] },
    });
  });

  it("reads AP/DPを持つ and AP/DPの値を持たない as the stats filter", () => {
    expect(
      step("[メイン/両方]:自分のサポートエリアにあるAP/DPを持つキャラ1枚をメインエリアに移す。"),
    ).toMatchObject({
      target: { filters: [{ kind: "stats", has: true }] },
    });
    expect(
      step("[メイン/両方]:手札にあるAP/DPの値を持たない「X」1枚を捨て札にする。"),
    ).toMatchObject({
      target: { noun: { kind: "name", name: "X" }, filters: [{ kind: "stats", has: false }] },
    });
  });

  it("reads 名称に「X」を含む, and coins 乗っている on a character", () => {
    expect(
      step(
        "[アプローチ/相手]:名称に「轟雷」を含む自分のキャラ1枚の上に乗っている+10/+10コインを2個取り除く。",
      ),
    ).toMatchObject({
      kind: "RemoveCoins",
      target: { owner: "your", filters: [{ kind: "nameContains", text: "轟雷" }] },
    });
  });

  it("reads 「A」または【B】を持つキャラ as a character with either the name or the trait", () => {
    expect(
      step("[メイン/両方]:自分の捨て札置き場にある「A」または【B】を持つキャラ1枚を手札に戻す。"),
    ).toMatchObject({
      target: {
        noun: { kind: "character" },
        filters: [
          {
            kind: "either",
            options: [
              { kind: "name", name: "A" },
              { kind: "trait", traits: ["B"] },
            ],
          },
        ],
      },
    });
    // 「A」または「B」 stays one noun with alternatives
    expect(
      step("[メイン/両方]:自分の捨て札置き場にある「A」または「B」1枚を手札に戻す。"),
    ).toMatchObject({
      target: { noun: { kind: "name", name: "A", alternatives: ["B"] }, filters: [] },
    });
  });

  // read since the names family (translate/parser/names.ts): a relation among the chosen cards
  it("reads 同じ名称のキャラ2枚 (two cards sharing a name) as `with the same name`", () => {
    const t = translateText(
      "[メイン/自分]:デッキの上のカード7枚を見て、その中にある同じ名称のキャラ2枚を抜き出し、表にしてから手札に加える。",
      "test",
    );
    expect(t.complete).toBe(true);
    expect(JSON.stringify(t.abilities)).toContain('"relation":"sameName"');
  });
});

describe("妨害されている", () => {
  it("is the blocked state of a selector", () => {
    expect(step("[アプローチ/自分]:自分の妨害されているキャラ1枚を手札に戻す。")).toMatchObject({
      kind: "ReturnToHand",
      target: { owner: "your", filters: [{ kind: "state", state: "blocked" }] },
    });
  });
});
