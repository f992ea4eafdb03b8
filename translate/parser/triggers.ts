// Trigger clauses: <subject>が <event> 場合 (once per turn, mode "if") or するごとに (every time,
// mode "eachTime"). The subject may be left out when the sentence has a topic: in
// 「このカードは、アプローチに参加した場合、…」 the topic このカード is the one who approaches.
// Several events make one trigger: 「このカードが登場、またはアプローチに参加した場合」 (the events
// share the subject and the ending) or 「…登場した場合、またはこのカードにレベルアップした場合」.
import type { Condition, Selector, SubjectEvent, TriggerEvent } from "../../grammar/ast.ts";
import { existsOf } from "./conditions.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import type { Owner } from "./selectors.ts";

export type Mode = "if" | "eachTime";

export interface ParsedTrigger {
  trigger: TriggerEvent;
  mode: Mode;
  /** 自分の「X」がいる状態で登場した場合: a condition written inside the trigger clause. */
  condition?: Condition;
}

export type EventOut = {
  event: SubjectEvent | "cardPlayed";
  mode: Mode;
  byApproach?: boolean;
  /** ポイント置き場に置かれた: whose point pile (the arriving card's owner). */
  pile?: Owner;
  /** 『T』のキャラのコストとして使用された: the kind of card the payment plays. */
  paying?: Selector;
};

/** 〔相手のアプローチによって〕自分のポイント置き場に: the pile's owner and whether by an approach. */
export type PileOut = { pile: Owner; byApproach: boolean };

const other = (o: Owner): Owner => (o === "your" ? "opponent's" : "your");

export function defineTriggers(g: ParserBase): void {
  const r = g.r;

  /** した場合 → if, するごとに → eachTime. */
  const modeOf = (idx: number): Mode =>
    g.alt(idx + 10, [
      {
        ALT: () => {
          g.c(idx * 2 + 60, T.ShitaBaai);
          return "if" as const;
        },
      },
      {
        ALT: () => {
          g.c(idx * 2 + 61, T.SuruGotoni);
          return "eachTime" as const;
        },
      },
    ]);

  /** 置かれた場合 → if, 置かれるごとに → eachTime. */
  const putMode = (idx: number): Mode =>
    g.alt(idx + 30, [
      {
        ALT: () => {
          g.c(idx * 2 + 90, T.OkaretaBaai);
          return "if" as const;
        },
      },
      {
        ALT: () => {
          g.c(idx * 2 + 91, T.OkareruGotoni);
          return "eachTime" as const;
        },
      },
    ]);

  r.event = g.def("event", (): EventOut =>
    g.alt<EventOut>(0, [
      {
        ALT: () => {
          g.c(0, T.Touzyou);
          return { event: "enters" as const, mode: modeOf(0) };
        },
      },
      {
        ALT: () => {
          g.c(1, T.EitherSanka);
          return { event: "approachesOrBlocks" as const, mode: modeOf(1) };
        },
      },
      {
        ALT: () => {
          g.c(2, T.ApproachSanka);
          return { event: "approaches" as const, mode: modeOf(2) };
        },
      },
      {
        ALT: () => {
          g.c(3, T.BlockSanka);
          return { event: "blocks" as const, mode: modeOf(3) };
        },
      },
      {
        ALT: () => {
          g.c(4, T.Taijou);
          return { event: "leaves" as const, mode: modeOf(4) };
        },
      },
      {
        ALT: () => {
          g.c(5, T.Block);
          g.c(6, T.SaretaBaai);
          return { event: "isBlocked" as const, mode: "if" as const };
        },
      },
      {
        ALT: () => {
          g.c(7, T.Block);
          return { event: "blocks" as const, mode: modeOf(5) };
        },
      },
      {
        ALT: () => {
          // アプローチでポイントを与えた場合 / アプローチによって…: only a point given by approaching
          const byApproach = g.opt(0, () => {
            g.c(8, T.Approach);
            g.alt(6, [{ ALT: () => g.c(9, T.De) }, { ALT: () => g.c(10, T.Yotte) }]);
            return true;
          });
          const mode = g.alt(7, [
            {
              ALT: () => {
                g.c(11, T.PointGave);
                return "if" as const;
              },
            },
            {
              ALT: () => {
                g.c(12, T.PointGives);
                return "eachTime" as const;
              },
            },
          ]);
          return byApproach
            ? { event: "givesPoint" as const, mode, byApproach }
            : { event: "givesPoint" as const, mode };
        },
      },
      {
        ALT: () => {
          g.c(13, T.Approach);
          return { event: "approaches" as const, mode: modeOf(8) };
        },
      },
      {
        ALT: () => {
          g.c(14, T.PutOnField);
          return { event: "putOntoField" as const, mode: "if" as const };
        },
      },
      {
        ALT: () => {
          g.c(15, T.PlayedIf);
          return { event: "cardPlayed" as const, mode: "if" as const };
        },
      },
      // (『T』のキャラの)コストとして使用された場合
      {
        GATE: g.bt(r.costFor),
        ALT: () => {
          const paying = g.s(1, r.costFor);
          return { event: "usedAsCost" as const, mode: "if" as const, paying };
        },
      },
      {
        ALT: () => {
          g.c(16, T.CostUsedIf);
          return { event: "usedAsCost" as const, mode: "if" as const };
        },
      },
      {
        ALT: () => {
          // (相手のアプローチによって)自分のポイント置き場に置かれた場合
          const p = g.s(0, r.pileEvent);
          const mode = putMode(0);
          return {
            event: "putIntoPointPile" as const,
            mode,
            pile: p.pile,
            ...(p.byApproach ? { byApproach: true } : {}),
          };
        },
      },
    ]),
  );

  /** An event without its ending, before 、または: 「このカードが登場、またはアプローチに参加した場合」. */
  r.eventStem = g.def("eventStem", (): SubjectEvent =>
    g.alt(0, [
      {
        ALT: () => {
          g.c(0, T.Touzyou);
          return "enters" as const;
        },
      },
      {
        ALT: () => {
          g.c(1, T.EitherSanka);
          return "approachesOrBlocks" as const;
        },
      },
      {
        ALT: () => {
          g.c(2, T.ApproachSanka);
          return "approaches" as const;
        },
      },
      {
        ALT: () => {
          g.c(3, T.BlockSanka);
          return "blocks" as const;
        },
      },
      {
        ALT: () => {
          g.c(4, T.Taijou);
          return "leaves" as const;
        },
      },
    ]),
  );

  /** 相手のアプローチによって — by an approach of that player. */
  r.approachBy = g.def("approachBy", (): Owner => {
    const who = g.s(0, r.owner);
    g.c(0, T.No);
    g.c(1, T.Approach);
    g.c(2, T.Yotte);
    return who;
  });

  /** 自分のポイント置き場に — whose pile. */
  r.pileOf = g.def("pileOf", (): Owner => {
    const who = g.s(0, r.owner);
    g.c(0, T.No);
    g.c(1, T.PointPile);
    g.c(2, T.Ni);
    return who;
  });

  /** 〔相手のアプローチによって〕自分のポイント置き場に: a card's pile is its owner's; the approach is the other player's (8.6). */
  r.pileEvent = g.def("pileEvent", (): PileOut => {
    const by = g.opt(0, () => g.s(0, r.approachBy));
    const pile = g.s(1, r.pileOf);
    return g.act(() => {
      if (by && by !== other(pile))
        return g.fail("a point is put into a pile by the other player's approach");
      return { pile, byApproach: by !== undefined };
    });
  });

  /** 『T』のキャラのコストとして使用された場合: the card the payment plays (no owner: your own). */
  r.costFor = g.def("costFor", (): Selector => {
    const s = g.s(0, r.query);
    g.c(0, T.No);
    g.c(1, T.CostUsedIf);
    return g.act(() =>
      s.owner || s.zone || s.quantity
        ? g.fail("the card paid for is one kind of card you play")
        : anyOne(s),
    );
  });

  /** One trigger, or several joined by 、または (one text firing on any of them). */
  r.trigger = g.def("trigger", (topic: Selector | undefined): ParsedTrigger => {
    const start = g.la(1);
    const first = g.s(0, r.oneTrigger, topic);
    const more: ParsedTrigger[] = [];
    // The gate looks past the comma: a trigger ends at 「、」 and the effect follows.
    g.repG(
      0,
      () => g.la(1).tokenType === T.Comma && g.la(2).tokenType === T.Mataha,
      () => {
        g.c(0, T.Comma);
        g.c(1, T.Mataha);
        // 「このカードが登場した場合、またはこのカードにレベルアップした場合」: each has its own subject,
        // or shares the sentence's topic.
        const next = g.s(1, r.oneTrigger, topic);
        g.act(() => more.push(next));
      },
    );
    return g.act(() => {
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
   */
  r.oneTrigger = g.def("oneTrigger", (topic: Selector | undefined): ParsedTrigger => {
    const start = g.la(1);
    const inHand = g.opt(0, () => {
      g.c(0, T.ThisCard);
      g.c(1, T.Ga);
      g.c(2, T.InHandState);
      g.c(3, T.Comma);
      return true;
    });
    const t = g.s(0, r.oneTriggerBody, topic);
    return g.act((): ParsedTrigger => {
      if (!inHand) return t;
      if (t.condition) return g.fail("two trigger conditions");
      const span = g.spanFrom(start);
      return {
        ...t,
        condition: { kind: "Is", subject: { kind: "This", span }, state: "inHand", span },
      };
    });
  });

  r.oneTriggerBody = g.def("oneTriggerBody", (topic: Selector | undefined): ParsedTrigger =>
    g.altG(0, [
      { GATE: g.when([T.LevelUp], r.levelUpTrigger), ALT: () => g.s(0, r.levelUpTrigger) },
      { GATE: g.when([T.Approach], r.approachOfTrigger), ALT: () => g.s(1, r.approachOfTrigger) },
      { GATE: g.when([T.PointPile], r.pileFirstTrigger), ALT: () => g.s(2, r.pileFirstTrigger) },
      {
        ALT: () => {
          const start = g.la(1);
          const subject = g.optG(0, g.bt(r.triggerSubject), () => g.s(3, r.triggerSubject));
          const condition = g.optG(1, g.bt(r.whileCondition), () => g.s(4, r.whileCondition));
          // 登場、または…: events sharing the subject and the ending of the last one
          const stems: SubjectEvent[] = [];
          g.repG(
            0,
            () => g.la(2).tokenType === T.Comma && g.la(3).tokenType === T.Mataha,
            () => {
              const st = g.s(5, r.eventStem);
              g.c(0, T.Comma);
              g.c(1, T.Mataha);
              g.act(() => stems.push(st));
            },
          );
          const ev = g.s(6, r.event);
          const out = g.act((): ParsedTrigger => {
            const who = subject ?? topic;
            if (!who) return g.fail("a trigger needs a subject");
            const span = g.spanFrom(start);
            if (ev.event === "cardPlayed") {
              // 相手のイベントカードがプレイされた場合: the owner is the player who plays it
              if (who.kind !== "Query" || !who.owner || !subject || stems.length > 0)
                return g.fail("a played card needs an owner");
              const { owner, ...card } = who;
              return {
                trigger: {
                  event: "cardPlayed",
                  player: owner === "your" ? "you" : "opponent",
                  card: anyOne(card),
                  span,
                },
                mode: ev.mode,
              };
            }
            const main: TriggerEvent = {
              event: ev.event,
              subject: ev.pile ? pileSubject(who, ev.pile) : anyOne(who),
              span,
            };
            if (ev.byApproach) main.byApproach = true;
            if (ev.paying) main.paying = ev.paying;
            if (stems.length === 0) return { trigger: main, mode: ev.mode };
            const events: TriggerEvent[] = stems.map((event) => ({
              event,
              subject: anyOne(who),
              span,
            }));
            return { trigger: { event: "anyOf", events: [...events, main], span }, mode: ev.mode };
          });
          return g.act(() => (condition ? { ...out, condition } : out));
        },
      },
    ]),
  );

  /** このカードにレベルアップした場合 (〔レベルアップ〕, rule 7.11): you level up into the card. */
  r.levelUpTrigger = g.def("levelUpTrigger", (): ParsedTrigger => {
    const start = g.la(1);
    const card = g.s(0, r.selector);
    g.c(0, T.Ni);
    g.c(1, T.LevelUp);
    const mode = modeOf(20);
    return g.act(() => ({
      trigger: {
        event: "levelUp" as const,
        player: "you" as const,
        card: anyOne(card),
        span: g.spanFrom(start),
      },
      mode,
    }));
  });

  /** このカードのアプローチで — the approach in whose battle the subject leaves (8.5). */
  r.approachOfPrefix = g.def("approachOfPrefix", (): Selector => {
    const s = g.s(0, r.selector);
    g.c(0, T.No);
    g.c(1, T.Approach);
    g.c(2, T.De);
    return s;
  });

  /**
   * このカードのアプローチで相手のキャラが退場した場合 / そのキャラのアプローチで相手のキャラを
   * 退場させた場合: the subject leaves in the battle of that card's approach.
   */
  r.approachOfTrigger = g.def("approachOfTrigger", (): ParsedTrigger => {
    const start = g.la(1);
    const approachOf = g.s(0, r.approachOfPrefix);
    const subject = g.s(1, r.selector);
    const mode = g.alt(0, [
      {
        ALT: () => {
          g.c(0, T.Ga);
          g.c(1, T.Taijou);
          return modeOf(21);
        },
      },
      {
        ALT: () => {
          g.c(2, T.Wo);
          g.c(3, T.TaijouSasetaBaai);
          return "if" as const;
        },
      },
    ]);
    return g.act(() => ({
      trigger: {
        event: "leaves" as const,
        subject: anyOne(subject),
        approachOf,
        span: g.spanFrom(start),
      },
      mode,
    }));
  });

  /** 自分のポイント置き場に「X」が置かれるごとに: the pile first, then the arriving card. */
  r.pileFirstTrigger = g.def("pileFirstTrigger", (): ParsedTrigger => {
    const start = g.la(1);
    const p = g.s(0, r.pileEvent);
    const who = g.s(1, r.triggerSubject);
    const mode = putMode(1);
    return g.act((): ParsedTrigger => {
      const trigger: TriggerEvent = {
        event: "putIntoPointPile",
        subject: pileSubject(who, p.pile),
        span: g.spanFrom(start),
      };
      if (p.byApproach) trigger.byApproach = true;
      return { trigger, mode };
    });
  });

  /** <selector>が[、] — the subject of a trigger. */
  r.triggerSubject = g.def("triggerSubject", (): Selector => {
    const s = g.s(0, r.selector);
    g.c(0, T.Ga);
    g.opt(0, () => g.c(1, T.Comma));
    return s;
  });

  /** 自分の「X」がいる状態で — you have X when the event happens. */
  r.whileCondition = g.def("whileCondition", (): Condition => {
    const start = g.la(1);
    const of = g.s(0, r.selector);
    g.c(0, T.Ga);
    g.c(1, T.IruJoutaiDe);
    return g.act(
      () => existsOf(of, g.spanFrom(start)) ?? g.fail("「…がいる状態で」 needs an owner"),
    );
  });

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
