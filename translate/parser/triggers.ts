// Trigger clauses: <subject>が <event> 場合 (once per turn, mode "if") or するごとに (every time,
// mode "eachTime"). The subject may be left out when the sentence has a topic: in
// 「このカードは、アプローチに参加した場合、…」 the topic このカード is the one who approaches.
// Several events make one trigger: 「このカードが登場、またはアプローチに参加した場合」 (the events
// share the subject and the ending) or 「…登場した場合、またはこのカードにレベルアップした場合」.
import type {
  Comparison,
  Condition,
  Filter,
  MoveCause,
  Selector,
  Span,
  SubjectEvent,
  TriggerEvent,
} from "../../grammar/ast.ts";
import type { TokenType } from "chevrotain";
import { everyName, existsOf } from "./conditions.ts";
import { enteringState } from "./entering-state.ts";
import { carryingAhead } from "./query.ts";
import { maiBound } from "./bounds.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import type { Mode, Owner, ParsedTrigger, PileArrival, ReadEvent } from "./results.ts";

/** アプローチフェイズの間に / メインフェイズの間に before a trigger. */
type PhaseLead = "approachPhase" | "mainPhase";

const other = (o: Owner): Owner => (o === "your" ? "opponent's" : "your");

export function defineTriggers(g: ParserBase): void {
  const { rules } = g;

  /** した場合 → if, するごとに → eachTime, する場合 → instead (a replacement's, before 代わりに). */
  const modeOf = (occurrence: number): Mode =>
    g.oneOf(
      [
        [T.ShitaBaai, "if"],
        [T.SuruGotoni, "eachTime"],
        [T.SuruBaai, "instead"],
      ],
      occurrence,
    );

  /**
   * <player>が[…]<if-ending | each-ending>: a player's event (相手がテキストを使用するごとに, 自分が
   * ポイントを受け取った場合, 相手がカードの効果でデッキを見た場合). `middle` reads what stands between
   * が and the ending, and returns the event, made once the rule has read it all.
   */
  const playerEvent = (
    name: string,
    [ifEnding, eachEnding]: [TokenType, TokenType],
    middle: (player: "you" | "opponent", span: () => Span) => () => TriggerEvent,
  ) =>
    g.define(name, (): ParsedTrigger => {
      const start = g.lookahead(1);
      const who = g.rule(rules.owner);
      g.token(T.Ga);
      const make = middle(who === "your" ? "you" : "opponent", () => g.spanFrom(start));
      const mode = g.oneOf<Mode>([
        [ifEnding, "if"],
        [eachEnding, "eachTime"],
      ]);
      return g.action(() => ({ trigger: make(), mode }));
    });

  /** 置かれた場合 → if, 置かれるごとに → eachTime. */
  const putMode = (occurrence: number): Mode =>
    g.oneOf(
      [
        [T.OkaretaBaai, "if"],
        [T.OkareruGotoni, "eachTime"],
      ],
      occurrence,
    );

  rules.event = g.define("event", (): ReadEvent =>
    g.choice<ReadEvent>([
      // 登場 / アプローチまたは妨害に参加 / アプローチに参加 / 妨害に参加 / 退場, then した場合 or するごとに
      {
        ALT: () => {
          const event = g.rule(rules.eventStem);
          return { event, mode: modeOf(2) };
        },
      },
      {
        // 休息状態になった場合 / 休息状態になるごとに (PM_KG 01-055): `becomes rested`
        ALT: () => {
          const mode = g.oneOf<Mode>(
            [
              [T.BecameRestedIf, "if"],
              [T.BecomesRestedEach, "eachTime"],
            ],
            30,
          );
          return { event: "becomesRested" as const, mode };
        },
      },
      {
        // サポートエリアに登場した場合: an entry into that area (rule 6.1)
        ALT: () => {
          const area = g.oneOf(
            [
              [T.SupportArea, "support"],
              [T.MainArea, "main"],
            ],
            12,
          );
          g.token(T.Ni);
          g.token(T.Touzyou);
          return { event: "enters" as const, mode: modeOf(13), area };
        },
      },
      {
        // サポートエリアからメインエリアに移った場合 (ERMG P-002), or the other way: a character
        // changing area on the field; the area it moved to is the trigger's
        GATE: () => g.lookahead(2).tokenType === T.Kara,
        ALT: () => {
          const areas = [
            [T.SupportArea, "support"],
            [T.MainArea, "main"],
          ] as const;
          const from = g.oneOf(areas, 18);
          g.token(T.Kara);
          const area = g.oneOf(areas, 19);
          g.token(T.Ni, 2);
          const mode = g.oneOf<Mode>(
            [
              [T.MovedIf, "if"],
              [T.MovesEach, "eachTime"],
            ],
            20,
          );
          return g.action(() =>
            from === area
              ? g.fail("a move between areas names two different areas")
              : { event: "movesArea" as const, mode, area },
          );
        },
      },
      {
        // アプローチで退場した場合 / するごとに: trashed in the battle of an approach (8.5)
        GATE: () => g.lookahead(3).tokenType === T.Taijou,
        ALT: () => {
          g.token(T.Approach, 3);
          g.token(T.De, 3);
          g.token(T.Taijou);
          return { event: "leaves" as const, mode: modeOf(14), byApproach: true };
        },
      },
      {
        // アプローチまたは妨害した場合: approaches or blocks (without に参加)
        GATE: () => g.lookahead(2).tokenType === T.Mataha,
        ALT: () => {
          g.token(T.Approach, 4);
          g.token(T.Mataha);
          g.token(T.Block, 3);
          return { event: "approachesOrBlocks" as const, mode: modeOf(15) };
        },
      },
      {
        ALT: () => {
          g.token(T.Block);
          const mode = g.oneOf<Mode>(
            [
              [T.SaretaBaai, "if"],
              [T.SareruGotoni, "eachTime"],
            ],
            16,
          );
          return { event: "isBlocked" as const, mode };
        },
      },
      {
        ALT: () => {
          g.token(T.Block, 2);
          return { event: "blocks" as const, mode: modeOf(7) };
        },
      },
      {
        ALT: () => {
          // アプローチでポイントを与えた場合 / アプローチによって…: only a point given by approaching
          const byApproach = g.optional(() => {
            g.token(T.Approach);
            g.anyToken([T.De, T.Yotte], 8);
            return true;
          });
          const mode = g.oneOf(
            [
              [T.PointGave, "if"],
              [T.PointGives, "eachTime"],
              [T.PointGiveBaai, "instead"],
            ],
            9,
          );
          return byApproach
            ? { event: "givesPoint" as const, mode, byApproach }
            : { event: "givesPoint" as const, mode };
        },
      },
      {
        ALT: () => {
          g.token(T.Approach, 2);
          return { event: "approaches" as const, mode: modeOf(10) };
        },
      },
      {
        ALT: () => {
          g.token(T.PutOnField);
          return { event: "putOntoField" as const, mode: "if" as const };
        },
      },
      // 手札に戻った場合 / 手札に戻るごとに: no card prints it (the card files' `is returned to hand`)
      {
        ALT: () => {
          g.token(T.ReturnedToHandIf);
          return { event: "returnedToHand" as const, mode: "if" as const };
        },
      },
      {
        ALT: () => {
          g.token(T.ReturnsToHandEach);
          return { event: "returnedToHand" as const, mode: "eachTime" as const };
        },
      },
      {
        ALT: () => {
          // プレイ中になった場合 (AW P-004): a card being played is a card played (rule 6.5)
          g.anyToken([T.PlayedIf, T.BecamePlayingIf], 31);
          return { event: "cardPlayed" as const, mode: "if" as const };
        },
      },
      // 手札から(「X」の)コストとして使用された場合 (KMK 01-066): paid from the hand (rule 5.1)
      {
        GATE: () => g.lookahead(1).tokenType === T.HandKara && g.backtrack(rules.costFromHand)(),
        ALT: () => g.rule(rules.costFromHand),
      },
      // (『T』のキャラの)コストとして使用された場合
      {
        GATE: g.backtrack(rules.costFor),
        ALT: () => {
          const paying = g.rule(rules.costFor);
          return { event: "usedAsCost" as const, mode: "if" as const, paying };
        },
      },
      {
        ALT: () => {
          g.token(T.CostUsedIf);
          return { event: "usedAsCost" as const, mode: "if" as const };
        },
      },
      {
        // (自分のカードの効果で)自分の捨て札置き場に置かれた場合
        GATE: g.backtrack(rules.trashArrival),
        ALT: () => {
          const t = g.rule(rules.trashArrival);
          const mode = putMode(17);
          return { event: "putIntoTrash" as const, mode, pile: t.pile ?? "your", ...t };
        },
      },
      {
        // (カードの効果で)場から離れた場合
        GATE: g.backtrack(rules.leavesField),
        ALT: () => ({ event: "leavesField" as const, ...g.rule(rules.leavesField) }),
      },
      {
        ALT: () => {
          // (相手のアプローチによって)自分のポイント置き場に置かれた場合
          const p = g.rule(rules.pileEvent);
          const mode = putMode(11);
          return {
            event: "putIntoPointPile" as const,
            mode,
            pile: p.pile,
            ...(p.byApproach ? { byApproach: true } : {}),
            ...(p.cause ? { cause: p.cause } : {}),
          };
        },
      },
    ]),
  );

  /** An event without its ending, before 、または: 「このカードが登場、またはアプローチに参加した場合」. */
  rules.eventStem = g.define("eventStem", (): SubjectEvent =>
    g.oneOf([
      [T.Touzyou, "enters"],
      [T.EitherSanka, "approachesOrBlocks"],
      [T.ApproachSanka, "approaches"],
      [T.BlockSanka, "blocks"],
      [T.Taijou, "leaves"],
    ]),
  );

  /** 相手のアプローチによって — by an approach of that player. */
  rules.approachBy = g.define("approachBy", (): Owner => {
    const who = g.rule(rules.owner);
    g.token(T.No);
    g.token(T.Approach);
    g.token(T.Yotte);
    return who;
  });

  /** 自分のポイント置き場に — whose pile (ポイント置き場に alone: the arriving card's owner's). */
  rules.pileOf = g.define("pileOf", (): Owner | undefined => {
    const who = g.optional(() => {
      const o = g.rule(rules.owner);
      g.token(T.No);
      return o;
    });
    g.token(T.PointPile);
    g.token(T.Ni);
    return who;
  });

  /**
   * 〔相手のアプローチによって〕〔自分の〕ポイント置き場に, 相手のカードによって自分のポイント置き場に:
   * a card's pile is its owner's; the approach is the other player's (8.6).
   */
  rules.pileEvent = g.define("pileEvent", (): PileArrival => {
    const by = g.optional(() =>
      g.choice<{ approach: Owner } | { cause: MoveCause }>([
        { ALT: () => ({ approach: g.rule(rules.approachBy) }) },
        { ALT: () => ({ cause: g.rule(rules.moveCause) }) },
      ]),
    );
    const written = g.rule(rules.pileOf);
    return g.action(() => {
      const approach = by && "approach" in by ? by.approach : undefined;
      const pile = written ?? (approach ? other(approach) : "your");
      if (approach && approach !== other(pile))
        return g.fail("a point is put into a pile by the other player's approach");
      const arrival: PileArrival = { pile, byApproach: approach !== undefined };
      return by && "cause" in by ? { ...arrival, cause: by.cause } : arrival;
    });
  });

  /**
   * カードの効果で, 自分のカードの効果で (a text or a played card resolving), 相手のカードによって (that
   * or an approach): what moved the card.
   */
  rules.moveCause = g.define("moveCause", (): MoveCause => {
    const whose = g.optional(() => {
      const o = g.rule(rules.owner);
      g.token(T.No);
      return o;
    });
    const by = g.choice<"effect" | "card">([
      { ALT: () => (g.token(T.CardNoEffectDe), "effect" as const) },
      {
        ALT: () => {
          g.token(T.Card);
          g.token(T.Yotte);
          return "card" as const;
        },
      },
    ]);
    return g.action(() => (whose ? { by, whose } : { by }));
  });

  /** 〔カードの効果で〕〔自分の〕捨て札置き場に (…置かれた): the trash is the arriving card's owner's. */
  rules.trashArrival = g.define("trashArrival", () => {
    const cause = g.optional(() => g.rule(rules.moveCause));
    const pile = g.optional(() => {
      const o = g.rule(rules.owner);
      g.token(T.No);
      return o;
    }, 2);
    g.token(T.Trash);
    g.token(T.Ni);
    return g.action(() => ({ ...(pile ? { pile } : {}), ...(cause ? { cause } : {}) }));
  });

  /** 〔カードの効果で〕場から離れた場合 / 場から離れるごとに: leaves the field for any zone. */
  rules.leavesField = g.define("leavesField", () => {
    const cause = g.optional(() => g.rule(rules.moveCause));
    const mode = g.oneOf<"if" | "eachTime">([
      [T.LeftFieldIf, "if"],
      [T.LeavesFieldEach, "eachTime"],
    ]);
    return g.action(() => (cause ? { mode, cause } : { mode }));
  });

  /** 『T』のキャラのコストとして使用された場合: the card the payment plays (no owner: your own). */
  rules.costFor = g.define("costFor", (): Selector => {
    const s = g.rule(rules.query);
    g.token(T.No);
    g.token(T.CostUsedIf);
    return g.action(() =>
      s.owner || s.zone || s.quantity
        ? g.fail("the card paid for is one kind of card you play")
        : anyOne(s),
    );
  });

  /** One trigger, or several joined by 、または (one text firing on any of them). */
  rules.trigger = g.define("trigger", (topic: Selector | undefined): ParsedTrigger => {
    const start = g.lookahead(1);
    const first = g.rule(rules.oneTrigger, [topic]);
    const more: ParsedTrigger[] = [];
    // The gate looks past the comma: a trigger ends at 「、」 and the effect follows.
    g.repeatWhile(
      () => g.lookahead(1).tokenType === T.Comma && g.lookahead(2).tokenType === T.Mataha,
      () => {
        g.token(T.Comma);
        g.token(T.Mataha);
        // 「…登場した場合、または、自分の「X」が…した場合」 (WKG2 02-001): a comma after または too
        g.optional(() => g.token(T.Comma, 2));
        // 「このカードが登場した場合、またはこのカードにレベルアップした場合」: each has its own subject,
        // or shares the sentence's topic.
        const next = g.rule(rules.oneTrigger, [topic], 2);
        g.action(() => more.push(next));
      },
    );
    return g.action(() => {
      if (more.length === 0) return first;
      const all = [first, ...more];
      if (all.some((t) => t.mode !== first.mode))
        return g.fail("several events with different endings");
      if (all.filter((t) => t.condition).length > 1) return g.fail("two trigger conditions");
      const condition = all.find((t) => t.condition)?.condition;
      const events = all.flatMap((t) =>
        t.trigger.event === "anyOf" ? t.trigger.events : [t.trigger],
      );
      const out: ParsedTrigger = {
        trigger: { event: "anyOf", events, span: g.spanFrom(start) },
        mode: first.mode,
      };
      return condition ? { ...out, condition } : out;
    });
  });

  /**
   * このカードが手札にある状態で、<trigger>: the text works from the hand (the condition `this is in
   * hand`, which the engine reads as "offer this text events while the card is in the hand").
   * 自分のターンの間、<trigger>: only during that player's turn (the condition `it is your turn`).
   */
  rules.oneTrigger = g.define("oneTrigger", (topic: Selector | undefined): ParsedTrigger => {
    const start = g.lookahead(1);
    // このカードが登場したターンの間に、 (KMG 06-045): the lead of turn-history.ts (gated, so the
    // optional below keeps its one-token lookahead)
    const lead = g.optionalIf(
      g.backtrackIfAhead([T.ShitaTurnNoAidaNi], rules.happenedTurnLead),
      () => g.rule(rules.happenedTurnLead),
      4,
    );
    // このカードがアプローチしている間、 (when.ts): a state the event must happen in
    const approaching = g.optionalIf(
      g.backtrackIfAhead([T.ShiteiruAida], rules.approachingWhileLead),
      () => g.rule(rules.approachingWhileLead),
      7,
    );
    const prefix = g.optional(() =>
      g.choice<"inHand" | "inHandSameTurn" | "inExile" | "sameTurn" | Owner | PhaseLead>([
        {
          // アプローチフェイズの間に[、] (FA 01-058): only in that phase, of either player's turn
          ALT: () => {
            const phase = g.oneOf<PhaseLead>(
              [
                [T.ApproachPhaseNoAidaNi, "approachPhase"],
                [T.MainPhaseNoAidaNi, "mainPhase"],
              ],
              2,
            );
            g.optional(() => g.token(T.Comma, 6), 8);
            return phase;
          },
        },
        {
          // 同じターンの間に[、] / 同じターンに (PM_KG 01-055): the event after it is counted
          // (…がN枚以上…した場合)
          ALT: () => {
            g.anyToken([T.SameTurn, T.SameTurnNi], 11);
            g.optional(() => g.token(T.Comma, 3), 2);
            return "sameTurn" as const;
          },
        },
        {
          ALT: () => {
            g.token(T.ThisCard);
            g.token(T.Ga);
            g.token(T.InHandState);
            g.token(T.Comma);
            // 手札にある状態で、同じターンの間に、<counted event> (KMPD P-030): both prefixes
            const counted = g.optional(() => {
              g.token(T.SameTurn, 2);
              g.optional(() => g.token(T.Comma, 4), 5);
              return true;
            }, 6);
            return counted ? ("inHandSameTurn" as const) : ("inHand" as const);
          },
        },
        {
          // このカードがゲームから取り除かれている状態で、 (SG 01-077): the text works from there
          ALT: () => {
            g.token(T.ThisCard, 2);
            g.token(T.Ga, 2);
            g.token(T.RemovedState);
            g.token(T.Comma, 5);
            return "inExile" as const;
          },
        },
        {
          ALT: () => {
            // 自分のターンの間、 and 自分のターンの間に、 (OOS 01-001): the same window
            const whose = g.rule(rules.owner);
            g.token(T.No);
            g.token(T.TurnNoAida);
            g.optional(() => g.token(T.Ni, 2), 3);
            g.token(T.Comma, 2);
            return whose;
          },
        },
      ]),
    );
    const t = g.rule(rules.oneTriggerBody, [topic]);
    return g.action((): ParsedTrigger => {
      if (approaching) {
        if (lead || prefix || t.condition) return g.fail("two trigger conditions");
        return { ...t, condition: approaching };
      }
      if (lead) {
        if (prefix || t.condition) return g.fail("two trigger conditions");
        return { ...t, condition: lead };
      }
      const counted = "subject" in t.trigger && t.trigger.times !== undefined;
      if (!t.countSaid && counted !== (prefix === "sameTurn" || prefix === "inHandSameTurn"))
        return g.fail("同じターンの間に goes with a count of events (…がN枚以上…した場合)");
      if (!prefix || prefix === "sameTurn") return t;
      if (t.condition) return g.fail("two trigger conditions");
      const span = g.spanFrom(start);
      const condition: Condition =
        prefix === "approachPhase" || prefix === "mainPhase"
          ? { kind: "Phase", phase: prefix === "mainPhase" ? "main" : "approach", span }
          : prefix === "inHand" || prefix === "inHandSameTurn"
            ? { kind: "Is", subject: { kind: "This", span }, state: "inHand", span }
            : prefix === "inExile"
              ? { kind: "Is", subject: { kind: "This", span }, state: "inExile", span }
              : { kind: "Turn", whose: prefix, span };
      return { ...t, condition };
    });
  });

  rules.oneTriggerBody = g.define("oneTriggerBody", (topic: Selector | undefined): ParsedTrigger =>
    g.choiceByGates([
      {
        GATE: g.backtrackIfAhead(
          [T.PointReceivedIf, T.PointReceivedEach],
          rules.pointReceivedTrigger,
        ),
        ALT: () => g.rule(rules.pointReceivedTrigger),
      },
      {
        GATE: g.backtrackIfAhead([T.PlayShitaBaai, T.PlaySuruGotoni], rules.playerPlaysTrigger),
        ALT: () => g.rule(rules.playerPlaysTrigger),
      },
      {
        GATE: g.backtrackIfAhead([T.DeckMitaBaai, T.DeckMiruGotoni], rules.playerLooksTrigger),
        ALT: () => g.rule(rules.playerLooksTrigger),
      },
      {
        GATE: g.backtrackIfAhead([T.TextUseIf, T.TextUseEach], rules.playerUsesTextTrigger),
        ALT: () => g.rule(rules.playerUsesTextTrigger),
      },
      {
        GATE: g.backtrackIfAhead([T.HiitaBaai, T.HikuGotoni], rules.playerDrawsTrigger),
        ALT: () => g.rule(rules.playerDrawsTrigger),
      },
      {
        GATE: g.backtrackIfAhead([T.SaretaBaai, T.SareruGotoni], rules.blockedByTrigger, topic),
        ALT: () => g.rule(rules.blockedByTrigger, [topic]),
      },
      {
        GATE: g.backtrackIfAhead([T.WoOkonattaBaai, T.WoOkonauGotoni], rules.performsTrigger),
        ALT: () => g.rule(rules.performsTrigger),
      },
      {
        GATE: g.backtrackIfAhead([T.LevelUp], rules.levelUpTrigger),
        ALT: () => g.rule(rules.levelUpTrigger),
      },
      {
        GATE: g.backtrackIfAhead([T.Approach], rules.approachOfTrigger),
        ALT: () => g.rule(rules.approachOfTrigger),
      },
      {
        GATE: g.backtrackIfAhead([T.PointPile], rules.pileFirstTrigger),
        ALT: () => g.rule(rules.pileFirstTrigger),
      },
      {
        // …のいずれか2枚が登場した場合 / 相手のキャラ3枚以上が休息状態になった場合 (when.ts): the
        // count inside the clause
        GATE: g.backtrackIfAhead([T.NoIzureka, T.MaiIjou], rules.anyOfCountTrigger),
        ALT: () => g.rule(rules.anyOfCountTrigger),
      },
      {
        ALT: () => {
          const start = g.lookahead(1);
          // このカードは、赤のイベントカードがプレイされているターンの間に、…: the topic's state, whose
          // own が is not the subject's
          const stateFirst = g.backtrack(rules.whileCondition);
          const subject = g.optionalIf(
            () => g.backtrack(rules.triggerSubject)() && !stateFirst(),
            () => g.rule(rules.triggerSubject),
          );
          const condition = g.optionalIf(stateFirst, () => g.rule(rules.whileCondition), 2);
          const times = g.optional(() => g.rule(rules.eventCount), 3);
          // 登場、または…: events sharing the subject and the ending of the last one
          const stems: SubjectEvent[] = [];
          g.repeatWhile(
            () => g.lookahead(2).tokenType === T.Comma && g.lookahead(3).tokenType === T.Mataha,
            () => {
              const st = g.rule(rules.eventStem);
              g.token(T.Comma);
              g.token(T.Mataha);
              g.action(() => stems.push(st));
            },
          );
          const ev = g.rule(rules.event);
          const out = g.action((): ParsedTrigger => {
            const who = subject ?? topic;
            if (!who) return g.fail("a trigger needs a subject");
            const span = g.spanFrom(start);
            if (ev.event === "cardPlayed") {
              if (times !== undefined) return g.fail("a count of played cards");
              // 相手のイベントカードがプレイされた場合: the owner is the player who plays it;
              // イベントカードがプレイされた場合 (no owner): either player plays it
              if (who.kind !== "Query" || !subject || stems.length > 0)
                return g.fail("a played card is a kind of card");
              const { owner, ...card } = who;
              const played = (player: "you" | "opponent"): TriggerEvent => ({
                event: "cardPlayed",
                player,
                card: anyOne(card),
                span,
              });
              if (owner)
                return { trigger: played(owner === "your" ? "you" : "opponent"), mode: ev.mode };
              // ゲームから取り除かれている自分のカードがプレイされた場合 (SG 01-008): a card in your
              // zone is played by you (rule 10.1: every card is in its owner's zones)
              const zoneOwner = card.zone?.owner;
              if (zoneOwner)
                return {
                  trigger: played(zoneOwner === "your" ? "you" : "opponent"),
                  mode: ev.mode,
                };
              if (card.zone) return g.fail("a played card in a zone needs the player who plays it");
              const events = [played("you"), played("opponent")];
              return { trigger: { event: "anyOf", events, span }, mode: ev.mode };
            }
            const main: TriggerEvent = {
              event: ev.event,
              subject: ev.pile ? pileSubject(who, ev.pile) : anyOne(who),
              span,
            };
            if (ev.byApproach) main.byApproach = true;
            if (ev.cause) main.cause = ev.cause;
            if (ev.area) main.area = ev.area;
            if (times !== undefined) {
              if (stems.length > 0) return g.fail("a count of several events");
              main.times = times;
            }
            if (ev.paying) main.paying = ev.paying;
            if (ev.fromHand) main.fromHand = true;
            if (stems.length === 0) return { trigger: main, mode: ev.mode };
            const events: TriggerEvent[] = stems.map((event) => ({
              event,
              subject: anyOne(who),
              span,
            }));
            return { trigger: { event: "anyOf", events: [...events, main], span }, mode: ev.mode };
          });
          return g.action(() => {
            if (!condition) return out;
            // このカードが、…いる状態で登場した場合: the field it enters (entering-state.ts)
            const t = out.trigger;
            const entering = t.event === "enters" && t.subject.kind === "This";
            return { ...out, condition: entering ? enteringState(condition) : condition };
          });
        },
      },
    ]),
  );

  /**
   * [<subject>が]<blocker>に妨害された場合 / …されるごとに (GP 01-086: 使用コストの値が3以下のキャラに):
   * blocked, only by such a character (`is blocked by …`, any one such card).
   */
  rules.blockedByTrigger = g.define(
    "blockedByTrigger",
    (topic: Selector | undefined): ParsedTrigger => {
      const start = g.lookahead(1);
      const subject = g.optionalIf(g.backtrack(rules.subjectGa), () => g.rule(rules.subjectGa));
      const blocker = g.rule(rules.sideSelector);
      g.token(T.Ni);
      g.token(T.Block);
      const mode = g.oneOf<Mode>([
        [T.SaretaBaai, "if"],
        [T.SareruGotoni, "eachTime"],
      ]);
      return g.action((): ParsedTrigger => {
        const who = subject ?? topic;
        if (!who) return g.fail("a trigger needs a subject");
        if (blocker.kind !== "Query" || blocker.quantity || blocker.zone)
          return g.fail("the blocker is a kind of character, with no number or zone");
        const span = g.spanFrom(start);
        return {
          trigger: { event: "isBlocked", subject: anyOne(who), blocker: anyOne(blocker), span },
          mode,
        };
      });
    },
  );

  /** このカードにレベルアップした場合 (〔レベルアップ〕, rule 7.11): you level up into the card. */
  rules.levelUpTrigger = g.define("levelUpTrigger", (): ParsedTrigger => {
    const start = g.lookahead(1);
    // 相手が…にレベルアップした場合: the opponent levels up (the card files' form; no card prints it)
    // (the gate decides: LL(3) paths through the selector after it would slow the grammar analysis)
    const who = g.optionalIf(
      () => g.lookahead(2).tokenType === T.Ga,
      () => {
        const o = g.rule(rules.owner);
        g.token(T.Ga);
        return o;
      },
    );
    const card = g.rule(rules.selector);
    // 自分の「X」がレベルアップした場合 (DDH 01-017a): the character levels up
    const levelled = g.oneOf(
      [
        [T.Ni, false],
        [T.Ga, true],
      ],
      2,
    );
    g.token(T.LevelUp);
    const mode = modeOf(1);
    return g.action((): ParsedTrigger => {
      const span = g.spanFrom(start);
      if (!levelled) {
        const player = who === "opponent's" ? ("opponent" as const) : ("you" as const);
        return { trigger: { event: "levelUp", player, card: anyOne(card), span }, mode };
      }
      if (who) return g.fail("a player and a character that levels up");
      return { trigger: { event: "levelsUp", character: anyOne(card), span }, mode };
    });
  });

  /** 自分が改変を行った場合 (SG P-001): a player performs a later action (rule 7.11). */
  rules.performsTrigger = g.define("performsTrigger", (): ParsedTrigger => {
    const start = g.lookahead(1);
    const who = g.rule(rules.owner);
    g.token(T.Ga);
    const action = g.token(T.Kaihen);
    const mode = g.oneOf([
      [T.WoOkonattaBaai, "if"],
      [T.WoOkonauGotoni, "eachTime"],
    ]);
    return g.action(() => ({
      trigger: {
        event: "performs" as const,
        player: who === "your" ? ("you" as const) : ("opponent" as const),
        action: action.image,
        span: g.spanFrom(start),
      },
      mode,
    }));
  });

  /**
   * 相手がカードをプレイした場合 / 自分が「X」をプレイするごとに: that player plays such a card;
   * 自分または相手が (KGY P-001): either player (an `or` of the two plays, as イベントカードが
   * プレイされた場合 without an owner is); 手札以外から: only a play from another zone.
   */
  rules.playerPlaysTrigger = g.define("playerPlaysTrigger", (): ParsedTrigger => {
    const start = g.lookahead(1);
    const who = g.rule(rules.owner);
    const either = g.optional(() => {
      g.token(T.Mataha);
      return g.rule(rules.owner, 2);
    });
    g.token(T.Ga);
    const notFromHand = g.optional(() => g.token(T.HandIgaiKara), 2);
    const card = g.rule(rules.selector);
    g.token(T.Wo);
    const mode = g.oneOf([
      [T.PlayShitaBaai, "if"],
      [T.PlaySuruGotoni, "eachTime"],
    ]);
    return g.action((): ParsedTrigger => {
      if (card.kind !== "Query" || card.owner || card.zone || card.quantity)
        return g.fail("the card a player plays is a kind of card");
      if (either && (who !== "your" || either !== "opponent's"))
        return g.fail("自分または相手 names both players, yours first");
      const span = g.spanFrom(start);
      const played = (player: "you" | "opponent"): TriggerEvent => ({
        event: "cardPlayed",
        player,
        card: anyOne(card),
        ...(notFromHand ? { notFromHand: true as const } : {}),
        span,
      });
      if (either)
        return {
          trigger: { event: "anyOf", events: [played("you"), played("opponent")], span },
          mode,
        };
      return { trigger: played(who === "your" ? "you" : "opponent"), mode };
    });
  });

  /**
   * 相手がカードの効果でデッキを見た場合 (FA 01-050): that player looks at a deck (`deckLooked`; the
   * language keeps it, lowering refuses it: such a card waits in a deck, rule 4.4).
   */
  rules.playerLooksTrigger = playerEvent(
    "playerLooksTrigger",
    [T.DeckMitaBaai, T.DeckMiruGotoni],
    (player, span) => {
      const byEffect = g.optional(() => g.token(T.CardNoEffectDe));
      return () => ({
        event: "deckLooked",
        player,
        ...(byEffect ? { byEffect: true as const } : {}),
        span: span(),
      });
    },
  );

  /** 相手がテキストを使用するごとに (FA 01-058) / …使用した場合: that player uses a text (7.1). */
  rules.playerUsesTextTrigger = playerEvent(
    "playerUsesTextTrigger",
    [T.TextUseIf, T.TextUseEach],
    (player, span) => () => ({ event: "textUsed", player, span: span() }),
  );

  /** 相手がカードを引いた場合 / 自分がターン開始時以外でカードを引いた場合: that player draws. */
  rules.playerDrawsTrigger = g.define("playerDrawsTrigger", (): ParsedTrigger => {
    const start = g.lookahead(1);
    const who = g.rule(rules.owner);
    g.token(T.Ga);
    const notAtTurnStart = g.optional(() => g.token(T.NotAtTurnStart));
    g.token(T.Card);
    g.token(T.Wo);
    const mode = g.oneOf([
      [T.HiitaBaai, "if"],
      [T.HikuGotoni, "eachTime"],
    ]);
    return g.action((): ParsedTrigger => ({
      trigger: {
        event: "cardDrawn",
        player: who === "your" ? "you" : "opponent",
        ...(notAtTurnStart ? { notAtTurnStart: true } : {}),
        span: g.spanFrom(start),
      },
      mode,
    }));
  });

  /**
   * 自分がポイントを受け取った場合 / 相手がポイントを受け取るごとに: a player receives a point (the
   * card files' `if you receive a point`; no card prints it).
   */
  rules.pointReceivedTrigger = playerEvent(
    "pointReceivedTrigger",
    [T.PointReceivedIf, T.PointReceivedEach],
    (player, span) => () => ({ event: "pointReceived", player, span: span() }),
  );

  /** このカードのアプローチで — the approach in whose battle the subject leaves (8.5). */
  rules.approachOfPrefix = g.define("approachOfPrefix", (): Selector => {
    const s = g.rule(rules.selector);
    g.token(T.No);
    g.token(T.Approach);
    g.token(T.De);
    return s;
  });

  /**
   * このカードのアプローチで相手のキャラが退場した場合 / そのキャラのアプローチで相手のキャラを
   * 退場させた場合: the subject leaves in the battle of that card's approach.
   */
  rules.approachOfTrigger = g.define("approachOfTrigger", (): ParsedTrigger => {
    const start = g.lookahead(1);
    const approachOf = g.rule(rules.approachOfPrefix);
    const subject = g.rule(rules.selector);
    let times: number | undefined;
    const mode = g.choice([
      {
        ALT: () => {
          g.token(T.Ga);
          times = g.optional(() => g.rule(rules.eventCount));
          g.token(T.Taijou);
          return modeOf(2);
        },
      },
      {
        ALT: () => {
          g.token(T.Wo);
          g.token(T.TaijouSasetaBaai);
          return "if" as const;
        },
      },
    ]);
    return g.action(() => ({
      trigger: {
        event: "leaves" as const,
        subject: anyOne(subject),
        approachOf,
        span: g.spanFrom(start),
        ...(times !== undefined ? { times } : {}),
      },
      mode,
    }));
  });

  /** 自分のポイント置き場に「X」が置かれるごとに: the pile first, then the arriving card. */
  rules.pileFirstTrigger = g.define("pileFirstTrigger", (): ParsedTrigger => {
    const start = g.lookahead(1);
    const p = g.rule(rules.pileEvent);
    const who = g.rule(rules.triggerSubject);
    const times = g.optional(() => g.rule(rules.eventCount));
    const mode = putMode(1);
    return g.action((): ParsedTrigger => {
      const trigger: TriggerEvent = {
        event: "putIntoPointPile",
        subject: pileSubject(who, p.pile),
        span: g.spanFrom(start),
      };
      if (p.byApproach) trigger.byApproach = true;
      if (p.cause) trigger.cause = p.cause;
      if (times !== undefined) trigger.times = times;
      return { trigger, mode };
    });
  });

  /** N枚以上 after a trigger's subject: the Nth such event of the turn (after 同じターンの間に). */
  rules.eventCount = g.define("eventCount", (): number => {
    const n = g.token(T.Num);
    g.token(T.MaiIjou);
    return g.action(() => Number(n.image));
  });

  /**
   * <selector>が[、] — the subject of a trigger; <selector>が「X」がある状態で、 (GP 01-012) /
   * サポートカードがセットされている状態で (KMR 01-080): a subject carrying that support card as the
   * event happens (the `carrying` filter on the subject).
   */
  rules.triggerSubject = g.define("triggerSubject", (): Selector => {
    const start = g.lookahead(1);
    const s = g.rule(rules.subjectGa);
    const carried = g.optionalIf(
      () => carryingAhead(g, T.GaAruJoutaiDe) || carryingAhead(g, T.GaSetSareteiruJoutaiDe),
      () => {
        const what = g.rule(rules.carried);
        g.anyToken([T.GaAruJoutaiDe, T.GaSetSareteiruJoutaiDe]);
        return what;
      },
    );
    g.optional(() => g.token(T.Comma), 2);
    return g.action((): Selector => {
      if (!carried) return s;
      if (s.kind !== "Query") return g.fail("「…がある状態で」 on a card description only");
      const span = g.spanFrom(start);
      return { ...s, filters: [...s.filters, { kind: "carrying", what: carried, span }] };
    });
  });

  /**
   * The state as the event happens (checked when the text triggers): 自分の「X」がいる状態で (you
   * have X), 自分の【Y】を持つキャラが3枚以上いる状態で (at least 3), 自分のキャラが3枚のみの状態で
   * (exactly 3), or 自分のターンの間に (during your turn).
   */
  rules.stateWhile = g.define("stateWhile", (): Condition => {
    const start = g.lookahead(1);
    return g.choiceByGates<Condition>([
      // 赤のイベントカードがプレイされているターンの間に (KMK 01-027): a card played this turn
      {
        GATE: g.backtrackIfAhead([T.PlayedInTurn], rules.playedInTurn),
        ALT: () => g.rule(rules.playedInTurn),
      },
      {
        // 自分のターンの間に
        GATE: () => g.lookahead(3).tokenType === T.TurnNoAida,
        ALT: () => {
          const whose = g.rule(rules.owner);
          g.token(T.No);
          g.token(T.TurnNoAida);
          g.token(T.Ni);
          return g.action(() => ({ kind: "Turn" as const, whose, span: g.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const of = g.rule(rules.selector);
          // 自分の「A」と「B」と「C」がいる状態で (AKB 01-062): you have each of them
          const more = g.rule(rules.moreNames);
          g.token(T.Ga);
          const count = g.choice<{ n: number; op: Comparison } | "approaching" | undefined>(
            [
              {
                ALT: () => {
                  g.token(T.IruJoutaiDe);
                  return undefined;
                },
              },
              {
                // 自分の「X」がアプローチしている状態で (SRBKM 02-060): you have such a card approaching
                ALT: () => {
                  g.token(T.Approach);
                  g.token(T.ShiteiruJoutaiDe);
                  return "approaching" as const;
                },
              },
              {
                ALT: () => {
                  const n = g.token(T.Num);
                  const op = maiBound(g, 9);
                  g.token(T.IruJoutaiDe, 2);
                  return { n: Number(n.image), op };
                },
              },
              {
                ALT: () => {
                  const n = g.token(T.Num, 2);
                  g.token(T.Mai);
                  g.token(T.NomiNoJoutaiDe);
                  return { n: Number(n.image), op: "==" as const };
                },
              },
            ],
            2,
          );
          return g.action((): Condition => {
            const span = g.spanFrom(start);
            if (more.length > 0 && count !== undefined)
              return g.fail("「A」と「B」 only before がいる状態で");
            if (!count)
              return everyName(of, more, span) ?? g.fail("「…がいる状態で」 needs an owner");
            if (count === "approaching") {
              if (of.kind !== "Query")
                return g.fail("「…がアプローチしている状態で」 of a card description");
              const state: Filter = { kind: "state", state: "approaching", span: of.span };
              const approaching = { ...of, filters: [...of.filters, state] };
              return (
                existsOf(approaching, span) ??
                g.fail("「…がアプローチしている状態で」 needs an owner")
              );
            }
            if (of.kind !== "Query" || !of.owner || of.quantity)
              return g.fail("「…がN枚以上/以下いる状態で」 counts cards of one player");
            return { kind: "Count", of, op: count.op, value: count.n, span };
          });
        },
      },
    ]);
  });

  /** The state as the event happens: a card state (stateWhile) or coins the player holds. */
  rules.whileCondition = g.define("whileCondition", (): Condition =>
    g.choiceByGates([
      // 自分が経験コインを2個以上持つ状態で: coins the player holds (conditions.ts)
      { GATE: g.backtrack(rules.coinsWhile), ALT: () => g.rule(rules.coinsWhile) },
      { ALT: () => g.rule(rules.stateWhile) },
    ]),
  );

  /**
   * The card arriving in a pile is that pile's owner's: 自分のポイント置き場にカードが置かれた is
   * `a card of yours`; このカード only arrives in its own player's pile.
   */
  function pileSubject(who: Selector, pile: Owner): Selector {
    if (who.kind === "This")
      return pile === "your" ? who : g.fail("this card goes to its owner's point pile");
    if (who.kind !== "Query")
      return g.fail("a point pile arrival needs this card or a card description");
    if (who.owner && who.owner !== pile) return g.fail("a card goes to its owner's point pile");
    if (who.zone) return g.fail("the arriving card has no zone");
    return anyOne({ ...who, owner: pile });
  }
}

/** A trigger subject without a number is "any one such card": 自分のキャラが登場するごとに. */
export function anyOne(s: Selector): Selector {
  if (s.kind !== "Query" || s.quantity) return s;
  return { ...s, quantity: { kind: "any" } };
}

/** The event is about `it` (そのキャラ, 指定したキャラ): its subject, or the card whose approach it is. */
export function aboutIt(t: TriggerEvent): boolean {
  if ("subject" in t && t.subject.kind === "It") return true;
  return "approachOf" in t && t.approachOf?.kind === "It";
}
