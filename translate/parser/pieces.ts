// Sentence shapes that continue or close an ability: the rest of a look (PutRest), linked
// continuations (その場合 / その後 / または), a trigger created for this turn, free entry, and the
// abilities of a moment (ターン終了時に、… / 自分のメインフェイズ開始時に、… / このカードは、ターン終了時に…).
import type {
  Effect,
  EffectStep,
  Keyword,
  NameOrTrait,
  PhaseTiming,
  Selector,
  Span,
  StaticEffect,
  TriggeredAbility,
  TriggerEvent,
} from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { CARRIED_TOPIC } from "./carried.ts";
import { optionalCondition } from "./conditions.ts";
import { aboutIt } from "./triggers.ts";
import { UNDATED_CREATED_TRIGGER_LASTS_THIS_TURN } from "../../runtime/rules/project-rulings.ts";
import type { DoneStep, Owner, ParsedCondition, ParsedSentence } from "./results.ts";

type PutRestTo = Extract<EffectStep, { kind: "PutRest" }>["to"];

export function defineSentencePieces(g: ParserBase): void {
  const { rules } = g;

  /** [その後、]残りのカードを[任意の順番で]デッキの下(上)に移す: the looked-at cards not taken. */
  rules.restToBottom = g.define("restToBottom", (): ParsedSentence => {
    const start = g.lookahead(1);
    const then =
      g.optional(() => {
        g.token(T.SonoAto);
        g.token(T.Comma);
        return true;
      }) ?? false;
    g.token(T.Nokori);
    g.token(T.Wo);
    const { to, chosen } = g.choice<{ to: PutRestTo; chosen: boolean }>(
      [
        {
          ALT: () => {
            const before =
              g.optional(() => {
                g.token(T.AnyOrder);
                return true;
              }, 2) ?? false;
            const to = g.oneOf([
              [T.DeckBottom, "deckBottom"],
              [T.DeckTop, "deckTop"],
              // 残りのカードを任意の順番でデッキの上または下に移す: each card to either end
              [T.DeckTopOrBottom, "deckTopOrBottom"],
            ]);
            g.token(T.Ni);
            const after =
              g.optional(() => {
                g.token(T.AnyOrder, 2);
                return true;
              }, 3) ?? false;
            g.anyToken([T.Utsusu, T.Modosu], 3);
            // 任意の順番で: the player orders them; without it the deck order is kept
            return { to, chosen: before || after };
          },
        },
        // into a pile, which keeps no order: 捨て札にする / 手札に加える / ゲームから取り除く
        {
          ALT: () => ({
            to: g.oneOf(
              [
                [T.TrashSuru, "trash"],
                [T.AddHand, "hand"],
                [T.Exile, "exile"],
              ],
              2,
            ),
            chosen: false,
          }),
        },
      ],
      4,
    );
    return g.action(() => {
      const step: EffectStep = {
        kind: "PutRest",
        to,
        order: chosen ? "chosen" : "kept",
        span: g.spanFrom(start),
      };
      return {
        type: "restToBottom" as const,
        link: then ? ("then" as const) : ("none" as const),
        step,
      };
    });
  });

  /**
   * <condition>場合、代わりに<effect> (DNMC2 01-101c 「自分が経験コインを5個以上持つ場合、代わりに
   * カードを2枚引く」): when the condition holds the effect replaces the previous step, else that
   * step happens — the assembler makes it `if <condition>, <effect> otherwise <previous step>`.
   */
  rules.instead = g.define("instead", (): ParsedSentence => {
    const start = g.lookahead(1);
    const c = g.rule(rules.conditionComma, [undefined]);
    g.token(T.Kawarini);
    const effect = g.rule(rules.body, [undefined]);
    return g.action((): ParsedSentence => {
      if (c.nara) return g.fail("なら belongs to a trigger");
      if (effect.steps.some((s) => s.link !== "none"))
        return g.fail("代わりに before steps that are not one clause");
      const [only, ...more] = effect.steps.map((s) => s.step);
      const then: EffectStep =
        more.length === 0 ? only! : { kind: "Group", steps: [only!, ...more], span: effect.span };
      const step: EffectStep = {
        kind: "Conditional",
        condition: c.condition,
        effect: then,
        span: g.spanFrom(start),
      };
      return {
        type: "continuation",
        link: "instead",
        effect: { steps: [{ link: "none", step }], span: step.span },
      };
    });
  });

  rules.linked = g.define("linked", (): ParsedSentence => {
    // 置き換えた場合 / 捨て札にした場合 / 手札に戻した場合 / 取り除いた場合 (if you swapped / trashed /
    // returned / removed the coins):
    // その場合 said of the step it names; the assembler checks that step comes right before
    let after: DoneStep | undefined;
    const link = g.choice([
      {
        ALT: () => {
          g.token(T.OkikaetaBaai);
          after = "Swap";
          return "ifYouDo" as const;
        },
      },
      {
        ALT: () => {
          g.token(T.TrashedIf);
          after = "Trash";
          return "ifYouDo" as const;
        },
      },
      {
        ALT: () => {
          g.token(T.ReturnedHandIf);
          after = "ReturnToHand";
          return "ifYouDo" as const;
        },
      },
      // 戻せない場合 (SG 01-054) / そうできない場合: if the step before did nothing
      {
        ALT: () => {
          g.token(T.CannotReturnIf);
          after = "ReturnToHand";
          return "ifYouCannot" as const;
        },
      },
      {
        ALT: () => {
          g.token(T.CannotDoIf);
          return "ifYouCannot" as const;
        },
      },
      {
        ALT: () => {
          g.token(T.RemovedCoinsIf);
          after = "RemoveCoins";
          return "ifYouDo" as const;
        },
      },
      {
        ALT: () => {
          g.token(T.SonoBaai);
          return "ifYouDo" as const;
        },
      },
      // 裏向きにした場合 / 表向きにした場合 (FA 01-075): if the step before turned point cards over
      {
        ALT: () => {
          g.token(T.FaceDownDoneIf);
          after = "TurnPoints";
          return "ifYouDo" as const;
        },
      },
      {
        ALT: () => {
          g.token(T.FaceUpDoneIf);
          after = "TurnPoints";
          return "ifYouDo" as const;
        },
      },
      // 手札に移した場合 (BBD 01-066): if the step before moved cards into the hand
      {
        ALT: () => {
          g.token(T.MovedToHandIf);
          after = "ToHand";
          return "ifYouDo" as const;
        },
      },
      // この効果で場に出た場合 (SG 01-077): if the step before put the card onto the field
      {
        ALT: () => {
          g.token(T.PutByThisEffectIf);
          after = "PutOntoField";
          return "ifYouDo" as const;
        },
      },
      {
        ALT: () => {
          g.token(T.SonoAto);
          return "then" as const;
        },
      },
      {
        ALT: () => {
          g.token(T.SoreIgaiBaai);
          return "otherwise" as const;
        },
      },
      {
        ALT: () => {
          g.token(T.Mataha);
          return "or" as const;
        },
      },
    ]);
    g.token(T.Comma);
    // または、活動状態になる: the subject is the previous step's (carried.ts)
    const effect = g.rule(rules.body, [link === "or" ? CARRIED_TOPIC : undefined]);
    return g.action((): ParsedSentence =>
      after
        ? { type: "continuation", link, effect, after }
        : { type: "continuation", link, effect },
    );
  });

  /** このターン、<trigger>場合、<effect>: a trigger the effect creates for this turn. */
  rules.createTrigger = g.define("createTrigger", (): ParsedSentence => {
    const start = g.lookahead(1);
    // その場合、そのキャラのアプローチで…した場合、 (hyakka 01-095): no duration printed, created if
    // the step before was done (UNDATED_CREATED_TRIGGER_LASTS_THIS_TURN)
    // (その場合、このターン、…: the canonical Japanese of `if you do, this turn, if …`)
    const lead = g.choice<{ link: "none" | "ifYouDo"; dated: boolean; next?: true }>([
      {
        ALT: () => {
          g.token(T.ThisTurn);
          g.token(T.Comma);
          // 次に (AW P-004): the next such event — what an `if` text created for the turn waits
          // for, as it fires once (rule 4.5); only with した場合 (checked below)
          const next = g.optional(() => g.token(T.Tsugini), 6);
          return { link: "none" as const, dated: true, ...(next ? { next: true } : {}) };
        },
      },
      {
        ALT: () => {
          g.token(T.SonoBaai);
          g.token(T.Comma, 3);
          const dated = g.optional(() => {
            g.token(T.ThisTurn, 2);
            g.token(T.Comma, 4);
            return true;
          });
          return { link: "ifYouDo" as const, dated: dated === true };
        },
      },
    ]);
    const t = g.rule(rules.trigger, [undefined]);
    g.token(T.Comma, 2);
    // …いるなら、: the created trigger's condition (the card files' `if <event> and <condition>`)
    const cond = g.rule(rules.naraConditionIfAny);
    // このターン、…する場合、代わりに…: a replacement created for the turn
    const instead = g.optional(() => g.token(T.Kawarini, 2), 5);
    const effect = g.rule(rules.body, [undefined]);
    return g.action(() => {
      if (cond && t.condition) return g.fail("two trigger conditions");
      if ((t.mode === "instead") !== (instead !== undefined))
        return g.fail("代わりに goes with an event before it happens (する場合)");
      if (lead.next && t.mode !== "if") return g.fail("次に goes with した場合 (one event)");
      const { link, dated } = lead;
      if (!dated && !(UNDATED_CREATED_TRIGGER_LASTS_THIS_TURN && aboutIt(t.trigger)))
        return g.fail("a trigger after その場合 is about the card just chosen (そのキャラ)");
      const step: EffectStep = {
        kind: "CreateTrigger",
        trigger: t.trigger,
        mode: t.mode,
        effect,
        span: g.spanFrom(start),
      };
      // the trigger's own condition (…がいる状態で…した場合) or the one after it (…いるなら、)
      const condition = t.condition ?? cond?.condition;
      if (condition) step.condition = condition;
      return {
        type: "continuation" as const,
        link,
        effect: { steps: [{ link: "none" as const, step }], span: step.span },
      };
    });
  });

  /**
   * このカードは、自分のメインフェイズ以外でも登場させることができる = free entry. With a condition
   * (このカードは、手札にある状態で、自分の「X」がいる場合、…) it is free entry only while the
   * condition holds: the continuous text `while …: this gets free entry`, as the card files write it
   * (手札にある状態で says where the text works, which free entry needs anyway).
   */
  rules.freeEntry = g.define("freeEntry", (): ParsedSentence => {
    const start = g.lookahead(1);
    g.token(T.ThisCard);
    const topic = g.action((): Selector => ({ kind: "This", span: g.spanFrom(start) }));
    g.token(T.Ha);
    g.optional(() => g.token(T.Comma));
    g.optional(() => {
      g.token(T.InHandState);
      g.token(T.Comma, 2);
    }, 2);
    const phaseAhead = g.backtrack(rules.entryPhase);
    const cond = g.optionalIf(
      () => g.lookahead(1).tokenType !== T.FreeEntry && !phaseAhead(),
      () => g.rule(rules.conditionComma, [topic]),
      3,
    );
    const phases = g.choice<PhaseTiming[] | undefined>([
      {
        ALT: () => {
          g.token(T.FreeEntry);
          return undefined;
        },
      },
      { ALT: () => [g.rule(rules.entryPhase)] },
    ]);
    return g.action((): ParsedSentence => {
      const span = g.spanFrom(start);
      const keyword: Keyword = phases ? { keyword: "freeEntry", phases } : { keyword: "freeEntry" };
      if (!cond) return { type: "ability", ability: { kind: "Keyword", ...keyword, span } };
      if (cond.nara) return g.fail("なら belongs to a trigger");
      const effect: StaticEffect = {
        kind: "Gets",
        target: topic,
        keywords: [keyword],
        span,
      };
      return {
        type: "ability",
        ability: { kind: "Continuous", condition: cond.condition, effect, span },
      };
    });
  });

  /**
   * [自分の|相手の](メイン|アプローチ)フェイズ(にも|でも)登場(させることが)できる: free entry in that
   * phase only (rule 6.6); with no player, in either player's phase of that name.
   */
  rules.entryPhase = g.define("entryPhase", (): PhaseTiming => {
    const phase = g.rule(rules.phaseAlso);
    g.anyToken([T.CanEnterLong, T.CanEnterShort]);
    return phase;
  });

  /**
   * [自分の|相手の]メインフェイズにもレベルアップを行うことができる (DDH 02-010): a 〔レベルアップ〕
   * permission in one more phase (rule 7.11).
   */
  rules.levelUpPhase = g.define("levelUpPhase", (): PhaseTiming => {
    const phase = g.rule(rules.phaseAlso);
    g.token(T.LevelUpOkonauDekiru);
    return phase;
  });

  /** [自分の|相手の](メイン|アプローチ)フェイズ(にも|でも): one more phase; no player: either's. */
  rules.phaseAlso = g.define("phaseAlso", (): PhaseTiming => {
    const who = g.optional(() => {
      const o = g.rule(rules.owner);
      g.token(T.No);
      return o;
    });
    const phase = g.oneOf([
      [T.MainPhaseAlso, "main"],
      [T.MainPhaseEven, "main"],
      [T.ApproachPhaseAlso, "approach"],
      [T.ApproachPhaseEven, "approach"],
    ]);
    const player = who === "your" ? "own" : who === "opponent's" ? "opponent" : "both";
    return { phase, player };
  });

  /**
   * このカードは、「平沢 唯」[または【制服】を持つキャラ]にのみセットできる: a support card that may
   * be attached only to such characters (rule 6.4; the card language's `attach to 「平沢 唯」 or
   * 【制服】`). The corpus prints no such text: the form is the one the card files keep for ギー太
   * (rulebook-examples 01-120), in the corpus's words (このカードがセットされているキャラ).
   */
  rules.attachRestriction = g.define("attachRestriction", (): ParsedSentence => {
    const start = g.lookahead(1);
    g.token(T.ThisCard);
    g.token(T.Ha);
    g.optional(() => g.token(T.Comma));
    const to: NameOrTrait[] = [g.rule(rules.attachTarget)];
    g.repeat(() => {
      g.token(T.Mataha);
      const t = g.rule(rules.attachTarget, 2);
      g.action(() => to.push(t));
    });
    g.token(T.OnlySet);
    return g.action(() => ({
      type: "ability" as const,
      ability: { kind: "AttachRestriction" as const, to, span: g.spanFrom(start) },
    }));
  });

  /** 「平沢 唯」, 【制服】を持つキャラ or 【制服】: a character a support card may be attached to. */
  rules.attachTarget = g.define("attachTarget", (): NameOrTrait =>
    g.choice<NameOrTrait>([
      {
        ALT: () => {
          const n = g.token(T.NameLit);
          return g.action(() => ({ name: n.image.slice(1, -1) }));
        },
      },
      {
        ALT: () => {
          const t = g.token(T.TraitLit);
          g.optional(() => {
            g.token(T.WoMotsu);
            g.token(T.Chara);
          });
          return g.action(() => ({ trait: t.image.slice(1, -1) }));
        },
      },
    ]),
  );

  /** 自分の / 相手の before a moment: whose turn or phase it is. */
  rules.whoseMoment = g.define("whoseMoment", (): Owner => {
    const o = g.rule(rules.owner);
    g.token(T.No);
    return o;
  });

  /** An `at` ability: the moment, its trigger condition (…いるなら) if any, and the effect. */
  const atMoment = (
    trigger: Extract<TriggerEvent, { event: "turnStart" | "turnEnd" | "phaseStart" }>,
    cond: ParsedCondition | undefined,
    effect: Effect,
    span: Span,
  ): ParsedSentence => {
    const ability: TriggeredAbility = { kind: "Triggered", mode: "at", trigger, effect, span };
    if (cond) ability.condition = cond.condition;
    return { type: "ability", ability };
  };

  /**
   * [自分の|相手の]ターン終了時に、<effect> (with the comma): an "at end of turn" ability;
   * ターン開始時に、… (at start of turn: no card prints it, the card files' form reads back).
   */
  rules.atTurn = g.define("atTurn", (): ParsedSentence => {
    const start = g.lookahead(1);
    const whose = g.optionalIf(
      () => g.lookahead(2).tokenType === T.No,
      () => g.rule(rules.whoseMoment),
    );
    const event = g.oneOf([
      [T.AtEot, "turnEnd"],
      [T.Eot, "turnEnd"],
      [T.AtTurnStart, "turnStart"],
    ]);
    g.token(T.Comma);
    // …いるなら、 is the trigger's condition; …いる場合、 (OREG3 03-025) opens a conditional step
    const cond = g.rule(rules.naraConditionIfAny);
    const effect = g.rule(rules.body, [undefined]);
    return g.action(() => {
      const span = g.spanFrom(start);
      return atMoment({ event, ...(whose ? { whose } : {}), span }, cond, effect, span);
    });
  });

  /**
   * 自分の/相手のアプローチ(メイン)フェイズ開始時に[、][<condition>なら、]<effect>: an "at start of …
   * phase" ability (without 自分の/相手の: every player's phase; with a なら-condition: the card
   * files' forms, which no card prints).
   */
  rules.atPhaseStart = g.define("atPhaseStart", (): ParsedSentence => {
    const start = g.lookahead(1);
    const whose = g.optionalIf(
      () => g.lookahead(2).tokenType === T.No,
      () => g.rule(rules.whoseMoment),
    );
    const phase = g.oneOf([
      [T.MainPhaseStart, "main"],
      [T.ApproachPhaseStart, "approach"],
    ]);
    g.optional(() => g.token(T.Comma), 2);
    const cond = g.rule(rules.naraConditionIfAny);
    const effect = g.rule(rules.body, [undefined]);
    return g.action(() => {
      const span = g.spanFrom(start);
      return atMoment(
        { event: "phaseStart", phase, ...(whose ? { whose } : {}), span },
        cond,
        effect,
        span,
      );
    });
  });

  /** <condition>なら: the condition of a trigger, never an effect's (…場合 is a conditional step). */
  rules.naraCondition = g.define("naraCondition", (): ParsedCondition => {
    const c = g.rule(rules.condition, [undefined]);
    return g.action(() =>
      c.nara ? c : g.fail("an effect condition is read as a conditional step"),
    );
  });

  /**
   * このカードは、ターン終了時に[…がいない場合、]手札に戻る: an end-of-turn ability written with a
   * topic. After another ability's sentences it could also be a delayed step of that ability; the
   * assembler refuses it there rather than guess (type atEndTopic).
   */
  rules.atEndTopic = g.define("atEndTopic", (): ParsedSentence => {
    const start = g.lookahead(1);
    const topic = g.rule(rules.topic);
    g.token(T.AtEot);
    const cond = optionalCondition(g, topic);
    const effect = g.rule(rules.body, [topic]);
    return g.action(() => {
      if (cond?.nara) return g.fail("なら after ターン終了時に");
      const span = g.spanFrom(start);
      const ability: TriggeredAbility = {
        kind: "Triggered",
        mode: "at",
        trigger: { event: "turnEnd", span },
        effect,
        span,
      };
      if (cond) ability.condition = cond.condition;
      return { type: "atEndTopic" as const, ability };
    });
  });
}
