// Sentence shapes that continue or close an ability: the rest of a look (PutRest), linked
// continuations (その場合 / その後 / または), a trigger created for this turn, free entry, and the
// end-of-turn abilities (ターン終了時に、… / このカードは、ターン終了時に…).
import type {
  EffectStep,
  NameOrTrait,
  Selector,
  StaticEffect,
  TriggeredAbility,
} from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import type { DoneStep, ParsedSentence } from "./sentences.ts";

export function defineSentencePieces(g: ParserBase): void {
  const r = g.r;

  /** [その後、]残りのカードを[任意の順番で]デッキの下(上)に移す: the looked-at cards not taken. */
  r.restToBottom = g.def("restToBottom", (): ParsedSentence => {
    const start = g.la(1);
    const then =
      g.opt(0, () => {
        g.c(0, T.SonoAto);
        g.c(1, T.Comma);
        return true;
      }) ?? false;
    g.c(2, T.Nokori);
    g.c(3, T.Wo);
    const before =
      g.opt(2, () => {
        g.c(4, T.AnyOrder);
        return true;
      }) ?? false;
    const to = g.alt(0, [
      {
        ALT: () => {
          g.c(5, T.DeckBottom);
          return "deckBottom" as const;
        },
      },
      {
        ALT: () => {
          g.c(6, T.DeckTop);
          return "deckTop" as const;
        },
      },
    ]);
    g.c(7, T.Ni);
    const after =
      g.opt(1, () => {
        g.c(9, T.AnyOrder);
        return true;
      }) ?? false;
    g.c(10, T.Utsusu);
    return g.act(() => {
      // 任意の順番で: the player orders them; without it the deck order is kept
      const step: EffectStep = {
        kind: "PutRest",
        to,
        order: before || after ? "chosen" : "kept",
        span: g.spanFrom(start),
      };
      return {
        type: "restToBottom" as const,
        link: then ? ("then" as const) : ("none" as const),
        step,
      };
    });
  });

  r.linked = g.def("linked", (): ParsedSentence => {
    // 置き換えた場合 / 捨て札にした場合 / 手札に戻した場合 / 取り除いた場合 (if you swapped / trashed /
    // returned / removed the coins):
    // その場合 said of the step it names; the assembler checks that step comes right before
    let after: DoneStep | undefined;
    const link = g.alt(0, [
      {
        ALT: () => {
          g.c(4, T.OkikaetaBaai);
          after = "Swap";
          return "ifYouDo" as const;
        },
      },
      {
        ALT: () => {
          g.c(5, T.TrashedIf);
          after = "Trash";
          return "ifYouDo" as const;
        },
      },
      {
        ALT: () => {
          g.c(6, T.ReturnedHandIf);
          after = "ReturnToHand";
          return "ifYouDo" as const;
        },
      },
      {
        ALT: () => {
          g.c(7, T.RemovedCoinsIf);
          after = "RemoveCoins";
          return "ifYouDo" as const;
        },
      },
      {
        ALT: () => {
          g.c(0, T.SonoBaai);
          return "ifYouDo" as const;
        },
      },
      {
        ALT: () => {
          g.c(1, T.SonoAto);
          return "then" as const;
        },
      },
      {
        ALT: () => {
          g.c(2, T.Mataha);
          return "or" as const;
        },
      },
    ]);
    g.c(3, T.Comma);
    const effect = g.s(0, r.body, undefined);
    return g.act((): ParsedSentence =>
      after
        ? { type: "continuation", link, effect, after }
        : { type: "continuation", link, effect },
    );
  });

  /** このターン、<trigger>場合、<effect>: a trigger the effect creates for this turn. */
  r.createTrigger = g.def("createTrigger", (): ParsedSentence => {
    const start = g.la(1);
    g.c(0, T.ThisTurn);
    g.c(1, T.Comma);
    const t = g.s(0, r.trigger, undefined);
    g.c(2, T.Comma);
    const effect = g.s(1, r.body, undefined);
    return g.act(() => {
      const step: EffectStep = {
        kind: "CreateTrigger",
        trigger: t.trigger,
        mode: t.mode,
        effect,
        span: g.spanFrom(start),
      };
      return {
        type: "continuation" as const,
        link: "none" as const,
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
  r.freeEntry = g.def("freeEntry", (): ParsedSentence => {
    const start = g.la(1);
    g.c(0, T.ThisCard);
    const topic = g.act((): Selector => ({ kind: "This", span: g.spanFrom(start) }));
    g.c(1, T.Ha);
    g.opt(0, () => g.c(2, T.Comma));
    g.opt(1, () => {
      g.c(4, T.InHandState);
      g.c(5, T.Comma);
    });
    const cond = g.optG(
      2,
      () => g.la(1).tokenType !== T.FreeEntry,
      () => {
        const c = g.s(0, r.condition, topic);
        g.c(6, T.Comma);
        return c;
      },
    );
    g.c(3, T.FreeEntry);
    return g.act((): ParsedSentence => {
      const span = g.spanFrom(start);
      if (!cond)
        return { type: "ability", ability: { kind: "Keyword", keyword: "freeEntry", span } };
      if (cond.nara) return g.fail("なら belongs to a trigger");
      const effect: StaticEffect = {
        kind: "Gets",
        target: topic,
        keywords: [{ keyword: "freeEntry" }],
        span,
      };
      return {
        type: "ability",
        ability: { kind: "Continuous", condition: cond.condition, effect, span },
      };
    });
  });

  /**
   * このカードは、「平沢 唯」[または【制服】を持つキャラ]にのみセットできる: a support card that may
   * be attached only to such characters (rule 6.4; the card language's `attach to 「平沢 唯」 or
   * 【制服】`). The corpus prints no such text: the form is the one the card files keep for ギー太
   * (rulebook-examples 01-120), in the corpus's words (このカードがセットされているキャラ).
   */
  r.attachRestriction = g.def("attachRestriction", (): ParsedSentence => {
    const start = g.la(1);
    g.c(0, T.ThisCard);
    g.c(1, T.Ha);
    g.opt(0, () => g.c(2, T.Comma));
    const to: NameOrTrait[] = [g.s(0, r.attachTarget)];
    g.rep(0, () => {
      g.c(3, T.Mataha);
      const t = g.s(1, r.attachTarget);
      g.act(() => to.push(t));
    });
    g.c(4, T.OnlySet);
    return g.act(() => ({
      type: "ability" as const,
      ability: { kind: "AttachRestriction" as const, to, span: g.spanFrom(start) },
    }));
  });

  /** 「平沢 唯」, 【制服】を持つキャラ or 【制服】: a character a support card may be attached to. */
  r.attachTarget = g.def("attachTarget", (): NameOrTrait =>
    g.alt<NameOrTrait>(0, [
      {
        ALT: () => {
          const n = g.c(0, T.NameLit);
          return g.act(() => ({ name: n.image.slice(1, -1) }));
        },
      },
      {
        ALT: () => {
          const t = g.c(1, T.TraitLit);
          g.opt(0, () => {
            g.c(2, T.WoMotsu);
            g.c(3, T.Chara);
          });
          return g.act(() => ({ trait: t.image.slice(1, -1) }));
        },
      },
    ]),
  );

  /** ターン終了時に、<effect> (with the comma): an "at end of turn" ability. */
  r.atEnd = g.def("atEnd", (): ParsedSentence => {
    const start = g.la(1);
    g.c(0, T.AtEot);
    g.c(1, T.Comma);
    const cond = g.optG(0, g.bt(r.condition, undefined), () => {
      const c = g.s(1, r.condition, undefined);
      g.c(2, T.Comma);
      return c;
    });
    const effect = g.s(0, r.body, undefined);
    return g.act(() => {
      if (cond && !cond.nara) return g.fail("an effect condition is read as a conditional step");
      const span = g.spanFrom(start);
      const ability: TriggeredAbility = {
        kind: "Triggered",
        mode: "at",
        trigger: { event: "turnEnd", span },
        effect,
        span,
      };
      if (cond) ability.condition = cond.condition;
      return { type: "ability" as const, ability };
    });
  });

  /** 自分の/相手のアプローチ(メイン)フェイズ開始時に[、]<effect>: an "at start of … phase" ability. */
  r.atPhaseStart = g.def("atPhaseStart", (): ParsedSentence => {
    const start = g.la(1);
    const whose = g.s(0, r.owner);
    g.c(0, T.No);
    const phase = g.alt(0, [
      {
        ALT: () => {
          g.c(1, T.MainPhaseStart);
          return "main" as const;
        },
      },
      {
        ALT: () => {
          g.c(2, T.ApproachPhaseStart);
          return "approach" as const;
        },
      },
    ]);
    g.opt(0, () => g.c(3, T.Comma));
    const effect = g.s(1, r.body, undefined);
    return g.act(() => {
      const span = g.spanFrom(start);
      const ability: TriggeredAbility = {
        kind: "Triggered",
        mode: "at",
        trigger: { event: "phaseStart", phase, whose, span },
        effect,
        span,
      };
      return { type: "ability" as const, ability };
    });
  });

  /**
   * このカードは、ターン終了時に[…がいない場合、]手札に戻る: an end-of-turn ability written with a
   * topic. After another ability's sentences it could also be a delayed step of that ability; the
   * assembler refuses it there rather than guess (type atEndTopic).
   */
  r.atEndTopic = g.def("atEndTopic", (): ParsedSentence => {
    const start = g.la(1);
    const topic = g.s(0, r.topic);
    g.c(0, T.AtEot);
    const cond = g.optG(0, g.bt(r.condition, topic), () => {
      const c = g.s(1, r.condition, topic);
      g.c(1, T.Comma);
      return c;
    });
    const effect = g.s(2, r.body, topic);
    return g.act(() => {
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
