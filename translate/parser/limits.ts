// What a player may not do, or may not make its cards do, for a while (issue 13, the family of
// limits and permissions):
//   [このターン、]相手は、指定されたキャラを妨害に参加させることができない (SEKN 01-001): the
//     restriction on those cards (`it cannot block this turn`);
//   [このターン、]相手は、キャラを3枚以上アプローチに参加させることができない (AW 01-110): a limit on
//     how many of that player's characters take part in approaches (ApproachLimit);
//   全てのプレイヤーは、このターンのアプローチフェイズで手札からイベントカードをプレイすることが
//     できない (PM_K-ON_Part2 02-013): a play ban in this turn's approach phase, on plays from the
//     hand only, for each player — said from each one's side, yours then the opponent's, as
//     全てのプレイヤーは、<step> is (sentences.ts everyPlayer).
// The plain play ban (このターン、相手は、…をプレイできない) stays later.ts playBan: this rule takes only
// what that one does not read.
import type {
  Condition,
  ContinuousAbility,
  Duration,
  EffectStep,
  QuerySelector,
  Selector,
} from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import { turnRound } from "../perspective.ts";
import type { ParserBase } from "./base.ts";
import type { ParsedCondition, ParsedSentence, Who } from "./results.ts";

type Ending = "play" | "block" | "approach";

export function defineLimits(g: ParserBase): void {
  const { rules } = g;

  /**
   * このカードが〔ブレイク〕している場合 (AW 01-110) / このカードが手札以外からプレイされた場合
   * (KGY 01-099, SG 01-110): in an event's text, it was played by break (rule 7.5; PlayedFrom).
   */
  rules.playedFromCondition = g.define("playedFromCondition", (): ParsedCondition => {
    const start = g.lookahead(1);
    const subject = g.token(T.ThisCard);
    g.token(T.Ga);
    const how = g.choice<"break" | "notFromHand">([
      {
        ALT: () => {
          const tag = g.token(T.TagLit);
          g.token(T.ShiteiruBaai);
          return g.action(() =>
            tag.image === "〔ブレイク〕" ? ("break" as const) : g.fail("〔ブレイク〕している"),
          );
        },
      },
      {
        ALT: () => {
          g.token(T.HandIgaiKara);
          g.token(T.PlayedIf);
          return "notFromHand" as const;
        },
      },
    ]);
    return g.action(() => ({
      condition: {
        kind: "PlayedFrom" as const,
        subject: { kind: "This" as const, span: g.spanFrom(subject) },
        how,
        span: g.spanFrom(start),
      },
      nara: false,
    }));
  });

  /** Whom a limit or ban names: 自分 / 相手, or 全てのプレイヤー (each player). */
  rules.limitedPlayers = g.define("limitedPlayers", (): Who =>
    g.choice<Who>([
      { ALT: () => g.rule(rules.owner) },
      {
        ALT: () => {
          g.token(T.AllPlayers);
          return "each" as const;
        },
      },
    ]),
  );

  /**
   * 自分の「X」がアプローチしている間、全てのプレイヤーは、使用コストが0のカードをプレイできない
   * (GPFN 04-010) / …、相手は、キャラを場に出すことができない (SG 01-001's 逆境 text): a continuous
   * text (rule 7.2) banning players while the condition holds — `while you have an approaching
   * 「X」: you and the opponent cannot play cards with cost == 0`. The cards are a kind (no number),
   * said from the banned player's side (自分 after 相手は、 = the opponent's), as a play ban step's.
   */
  rules.standingBan = g.define("standingBan", (): ParsedSentence => {
    const start = g.lookahead(1);
    // …がアプローチしている間、 or any condition of a continuous text (…場合、: the canonical form)
    const condition = g.choiceByGates<Condition>([
      {
        GATE: g.backtrackIfAhead([T.ShiteiruAida], rules.approachingWhileLead),
        ALT: () => g.rule(rules.approachingWhileLead),
      },
      {
        ALT: () => {
          const c = g.rule(rules.conditionComma, [undefined]);
          return g.action(() => (c.nara ? g.fail("なら belongs to a trigger") : c.condition));
        },
      },
    ]);
    const who = g.rule(rules.limitedPlayers);
    g.token(T.Ha);
    g.optional(() => g.token(T.Comma));
    const cards = g.rule(rules.selector);
    g.token(T.Wo);
    const onto = g.oneOf(
      [
        [T.CannotPlay, false],
        [T.CannotPlayLong, false],
        [T.CannotPutOntoField, true],
      ],
      4,
    );
    return g.action((): ParsedSentence => {
      if (cards.kind !== "Query" || cards.quantity) return g.fail("a ban on a kind of card");
      // 場に出す is said of characters (rule 6.1): キャラ, not a name that may be any card's
      if (onto && cards.noun.kind !== "character") return g.fail("場に出す is said of characters");
      const players = who === "each" ? (["you", "opponent"] as const) : [playerOf(who)];
      const span = g.spanFrom(start);
      // one player: the cards from the text's side, as the step's (相手は、自分の… = the opponent's)
      const card = players.length === 1 && players[0] === "opponent" ? turnRound(cards) : cards;
      const ability: ContinuousAbility = {
        kind: "Continuous",
        condition,
        effect: {
          kind: "PlayBan",
          players: [...players],
          card,
          ...(onto ? { onto: "field" as const } : {}),
          span,
        },
        span,
      };
      return { type: "ability" as const, ability };
    });
  });

  rules.playerLimit = g.define("playerLimit", (): EffectStep[] => {
    const start = g.lookahead(1);
    const lead = g.optional(() => {
      const d = g.oneOf([
        [T.ThisTurnMainPhase, "endOfMainPhase"],
        [T.ThisTurn, "endOfTurn"],
      ]);
      g.token(T.Comma);
      return d;
    });
    // each choice its own occurrence: oneOf and anyToken are choices too (base.ts)
    const who = g.rule(rules.limitedPlayers);
    g.token(T.Ha);
    g.optional(() => g.token(T.Comma, 2), 2);
    const trailing = g.optional(() => {
      g.token(T.UntilEot);
      g.optional(() => g.token(T.Comma, 3), 4);
      return "endOfTurn" as const;
    }, 3);
    const inApproach = g.optional(() => g.token(T.ThisTurnApproachPhaseDe), 5);
    const fromHand = g.optional(() => g.token(T.HandKara), 6);
    // キャラを3枚以上 (the limit) or the cards themselves
    const object = g.choice<{ count: number } | { cards: Selector }>(
      [
        {
          GATE: () => g.lookahead(1).tokenType === T.Chara && g.lookahead(3).tokenType === T.Num,
          ALT: () => {
            g.token(T.Chara);
            g.token(T.Wo);
            const n = g.token(T.Num);
            g.token(T.MaiIjou);
            return { count: Number(n.image) };
          },
        },
        {
          ALT: () => {
            const cards = g.rule(rules.selector);
            g.token(T.Wo, 2);
            return { cards };
          },
        },
      ],
      3,
    );
    const ending = g.choice<Ending>(
      [
        {
          ALT: () => {
            g.anyToken([T.CannotPlay, T.CannotPlayLong], 5);
            return "play" as const;
          },
        },
        {
          ALT: () => {
            const what = g.oneOf(
              [
                [T.BlockSanka, "block"],
                [T.ApproachSanka, "approach"],
              ],
              6,
            );
            g.token(T.SaseruCannot);
            return what;
          },
        },
      ],
      4,
    );
    return g.action((): EffectStep[] => {
      const span = g.spanFrom(start);
      if (lead && trailing) return g.fail("a limit says how long, once");
      const players = who === "each" ? (["you", "opponent"] as const) : [playerOf(who)];
      if (ending === "play") {
        if (!("cards" in object) || object.cards.kind !== "Query" || object.cards.quantity)
          return g.fail("a play ban on a kind of card");
        // the plain ban (one player, no phase, no 手札から) is later.ts playBan's
        if (who !== "each" && !inApproach && !fromHand) return g.fail("a plain play ban");
        if (inApproach && (lead || trailing)) return g.fail("a play ban says how long, once");
        const until = inApproach ? "inApproachPhase" : (lead ?? trailing);
        if (!until) return g.fail("a play ban says how long");
        const cards: QuerySelector = object.cards;
        return players.map((player) => ({
          kind: "PlayBan" as const,
          player,
          card: player === "opponent" ? turnRound(cards) : cards,
          until,
          ...(fromHand ? { from: "hand" as const } : {}),
          span,
        }));
      }
      if (inApproach || fromHand)
        return g.fail("アプローチフェイズで / 手札から belong to a play ban");
      if (lead === "endOfMainPhase") return g.fail("a limit until the end of the main phase");
      const duration: Duration | undefined = lead
        ? { kind: "thisTurn" }
        : trailing
          ? { kind: "untilEndOfTurn" }
          : undefined;
      if ("count" in object) {
        if (ending !== "approach") return g.fail("a number of characters limits approaches");
        return players.map((player) => ({
          kind: "ApproachLimit" as const,
          player,
          count: object.count,
          ...(duration ? { duration } : {}),
          span,
        }));
      }
      // 相手は、指定されたキャラを妨害に参加させることができない: those cards cannot block
      if (who === "each") return g.fail("全てのプレイヤーは、<cards>を…させることができない");
      const restriction = ending === "block" ? "cannotBlock" : "cannotApproach";
      // a player makes only its own characters block or approach: キャラ is that player's
      const said = object.cards;
      const own = said.kind === "Query" && !said.owner ? { ...said, owner: "your" as const } : said;
      const cards = who === "opponent's" ? turnRound(own) : own;
      return [
        {
          kind: "Restrict" as const,
          target: cards,
          restriction: { kind: restriction },
          ...(duration ? { duration } : {}),
          span,
        },
      ];
    });
  });
}

const playerOf = (o: "your" | "opponent's") =>
  o === "your" ? ("you" as const) : ("opponent" as const);
