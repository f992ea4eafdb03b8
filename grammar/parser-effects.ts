// Parser layer 4: the verbs of effect steps, gains, destinations and continuous (static) effects.
import type { CstNode, ParserMethod } from "chevrotain";
import { tokenMatcher } from "./chevrotain.ts";
import * as T from "./tokens.ts";
import { alt } from "./parser-selectors.ts";
import { TriggerRules } from "./parser-triggers.ts";

const { K } = T;

export class EffectRules extends TriggerRules {
  /**
   * The step layer's rule (parser-steps.ts), read by a granted text (`gets text (if …: <effect>)`):
   * declared here, defined there; rules are recorded after every layer is built.
   */
  declare effect: ParserMethod<[], CstNode>;

  /** `+10/+10 and active`, `cost +2`, keywords. */
  gains = this.RULE("gains", () => {
    this.SUBRULE(this.gainItem);
    this.MANY(() => {
      this.CONSUME(K.And);
      this.SUBRULE2(this.gainItem);
    });
  });

  gainItem = this.RULE("gainItem", () => {
    this.OR([
      alt(() => this.CONSUME(T.Stat)),
      alt(() => {
        this.CONSUME(K.Cost);
        this.CONSUME(T.SignedNumber);
      }),
      // `tennen +2` (〔天然+2〕): a change of the tennen number, before the keyword `tennen 2`
      {
        GATE: () => tokenMatcher(this.LA(2), T.SignedNumber),
        ALT: () => {
          this.CONSUME(K.Tennen);
          this.CONSUME2(T.SignedNumber);
        },
      },
      alt(() => this.SUBRULE(this.keyword)),
      // `gets 【音楽】`: a trait
      alt(() => this.SUBRULE(this.traitRef)),
    ]);
  });

  /** `for each <selector>` after a stat change. */
  perEach = this.RULE("perEach", () => {
    this.CONSUME(K.For);
    this.CONSUME(K.Each);
    this.SUBRULE(this.selector);
  });

  /** Steps that start with a verb; also the extra costs of an activated text. */
  verbStep = this.RULE("verbStep", () => {
    this.OR([
      alt(() => {
        this.CONSUME(K.Draw);
        this.SUBRULE(this.amount);
      }),
      alt(() => {
        this.CONSUME(K.Trash);
        this.SUBRULE(this.selector);
      }),
      alt(() => {
        this.CONSUME(K.Return);
        this.SUBRULE2(this.selector);
        this.CONSUME(K.To);
        this.OPTION(() => this.SUBRULE(this.playerPossessive));
        this.CONSUME(K.Hand);
      }),
      alt(() => {
        this.CONSUME(K.Rest);
        this.SUBRULE3(this.selector);
      }),
      alt(() => {
        this.CONSUME(K.Ready);
        this.SUBRULE4(this.selector);
      }),
      alt(() => {
        this.CONSUME(K.Put);
        this.OR2([
          { ALT: () => this.SUBRULE(this.putRest) },
          {
            ALT: () => {
              this.SUBRULE2(this.amount);
              // `put 3 "タコスコイン" coins on this`: a coin other than the +10/+10 coin
              this.OPTION6(() => this.CONSUME(T.StringLit));
              this.CONSUME(K.Coin);
              this.CONSUME(K.On);
              this.SUBRULE5(this.selector);
            },
          },
          // `put count(…) …` opens both the coins above and a counted quantity of cards (`count(it)
          // of`); no k tokens tell them apart, so the order decides: it reads as coins, and a counted
          // number of cards is written with another verb (`trash count(it) of …`).
          {
            IGNORE_AMBIGUITIES: true,
            ALT: () => {
              this.SUBRULE6(this.selector);
              this.SUBRULE(this.destination);
              this.OPTION2(() => {
                this.CONSUME(K.Face);
                this.OR3([{ ALT: () => this.CONSUME(K.Down) }, { ALT: () => this.CONSUME(K.Up) }]);
              });
              this.OPTION3(() => this.CONSUME(K.Rested));
            },
          },
        ]);
      }),
      alt(() => {
        this.CONSUME(K.Remove);
        this.SUBRULE3(this.amount);
        this.OPTION7(() => this.CONSUME2(T.StringLit));
        this.CONSUME2(K.Coin);
        this.CONSUME(K.From);
        this.SUBRULE7(this.selector);
      }),
      alt(() => {
        this.CONSUME(K.Look);
        this.CONSUME(K.At);
        this.CONSUME(K.The);
        // `look at the bottom 2 cards of your deck` (デッキの下のカード2枚を見る): the other end
        this.OR8([alt(() => this.CONSUME(K.Top)), alt(() => this.CONSUME(K.Bottom))]);
        this.SUBRULE4(this.amount);
        this.CONSUME(K.Card);
        this.CONSUME(K.Of);
        this.SUBRULE2(this.playerPossessive);
        this.CONSUME(K.Deck);
      }),
      alt(() => this.searchBody()),
      // `perform "改変"`: a later action by its printed name (rule 7.11); `perform "〔POP〕" on <cards>`
      alt(() => {
        this.CONSUME(K.Perform);
        this.CONSUME3(T.StringLit);
        this.OPTION9(() => this.SUBRULE(this.performOn));
      }),
      alt(() => {
        this.CONSUME(K.Shuffle);
        this.SUBRULE4(this.playerPossessive);
        this.CONSUME3(K.Deck);
      }),
      alt(() => {
        this.CONSUME(K.Give);
        this.SUBRULE5(this.amount);
        this.CONSUME(K.Point);
        this.CONSUME2(K.To);
        this.SUBRULE(this.playerRef);
      }),
      alt(() => {
        this.CONSUME(K.Turn);
        this.SUBRULE9(this.selector);
        this.CONSUME2(K.Face);
        this.OR4([{ ALT: () => this.CONSUME2(K.Up) }, { ALT: () => this.CONSUME2(K.Down) }]);
      }),
      alt(() => {
        this.CONSUME(K.Exile);
        this.SUBRULE(this.exileTarget);
      }),
      alt(() => this.SUBRULE(this.nextCardCost)),
      alt(() => this.SUBRULE(this.setStat)),
      alt(() => this.SUBRULE(this.resetStat)),
      alt(() => this.SUBRULE(this.negate)),
      alt(() => this.SUBRULE(this.swapStats)),
      alt(() => this.SUBRULE(this.swap)),
      alt(() => this.SUBRULE(this.reveal)),
      alt(() => this.SUBRULE(this.designate)),
      alt(() => this.SUBRULE(this.attachStep)),
      alt(() => this.SUBRULE(this.levelUpStep)),
      alt(() => this.SUBRULE(this.increaseCoins)),
    ]);
  });

  /**
   * `search [the top|bottom N cards of] <player's> [ex] deck for <selector> [and reveal it]`: an
   * alternative of verbStep, kept apart so verbStep stays short (its tokens stay verbStep's).
   */
  private searchBody(): void {
    this.CONSUME(K.Search);
    this.OPTION5(() => {
      // `search the top 5 cards of your deck for …`: zone.top on the target (`bottom`: zone.end)
      this.CONSUME2(K.The);
      this.OR7([alt(() => this.CONSUME2(K.Top)), alt(() => this.CONSUME2(K.Bottom))]);
      this.CONSUME(T.NumberLit);
      this.CONSUME2(K.Card);
      this.CONSUME2(K.Of);
    });
    this.SUBRULE3(this.playerPossessive);
    // `search your ex deck for …`: the EX deck (rule 7.11)
    this.OPTION8(() => this.CONSUME(K.Ex));
    this.CONSUME2(K.Deck);
    this.CONSUME(K.For);
    this.SUBRULE8(this.selector);
    this.OPTION4(() => {
      this.CONSUME(K.And);
      this.CONSUME(K.Reveal);
      this.CONSUME(K.It);
    });
  }

  /** `on <selector>` after `perform "〔POP〕"`: the cards a keyword action acts on (rule 7.11). */
  performOn = this.RULE("performOn", () => {
    this.CONSUME(K.On);
    this.SUBRULE(this.selector);
  });

  /** `attach <card> to <character>` (…にセットする): a card attached by an effect (refused). */
  attachStep = this.RULE("attachStep", () => {
    this.CONSUME(K.Attach);
    this.SUBRULE(this.selector);
    this.CONSUME(K.To);
    this.SUBRULE2(this.selector);
  });

  /**
   * `level up <card> from <character> [by name]` (〔レベルアップ〕, rule 7.11; `by name`: 本来の名称が
   * 同じ — not `of the same name`, which a query's `of yours` would start to read).
   */
  levelUpStep = this.RULE("levelUpStep", () => {
    this.CONSUME(K.Level);
    this.CONSUME(K.Up);
    this.SUBRULE(this.selector);
    this.CONSUME(K.From);
    this.SUBRULE2(this.selector);
    this.OPTION(() => {
      this.CONSUME(K.By);
      this.CONSUME(K.Name);
    });
  });

  /** `increase your coins by 1` (自分が持つコイン、または自分のカードの上に乗っているコインを1個増やす). */
  increaseCoins = this.RULE("increaseCoins", () => {
    this.CONSUME(K.Increase);
    this.SUBRULE(this.playerPossessive);
    this.CONSUME(K.Coin);
    this.CONSUME(K.By);
    this.SUBRULE(this.amount);
  });

  /** `the rest on the bottom of your deck in any order` (after `put`). */
  putRest = this.RULE("putRest", () => {
    this.CONSUME(K.The);
    this.CONSUME(K.Rest);
    this.OR([
      alt(() => {
        this.CONSUME(K.On);
        this.CONSUME2(K.The);
        this.OR2([
          {
            // `top or bottom` (SZ2 01-026): each card to either end
            ALT: () => {
              this.CONSUME(K.Top);
              this.OPTION(() => {
                this.CONSUME(K.Or);
                this.CONSUME2(K.Bottom);
              });
            },
          },
          { ALT: () => this.CONSUME(K.Bottom) },
        ]);
        this.CONSUME(K.Of);
        this.CONSUME(K.Your);
        this.CONSUME(K.Deck);
        this.CONSUME(K.In);
        this.OR3([
          {
            ALT: () => {
              this.CONSUME(K.Any);
              this.CONSUME(K.Order);
            },
          },
          {
            ALT: () => {
              this.CONSUME3(K.The);
              this.CONSUME(K.Same);
              this.CONSUME2(K.Order);
            },
          },
        ]);
      }),
      alt(() => {
        this.CONSUME(K.Into);
        this.OR4([
          alt(() => {
            this.CONSUME2(K.Your);
            this.OR5([alt(() => this.CONSUME(K.Trash)), alt(() => this.CONSUME(K.Hand))]);
          }),
          alt(() => this.CONSUME(K.Exile)),
        ]);
      }),
    ]);
  });

  /** `reset the ap/dp of X`, `reset the ap of X`, `reset the dp of X` (元に戻す). */
  resetStat = this.RULE("resetStat", () => {
    this.CONSUME(K.Reset);
    this.CONSUME(K.The);
    this.OR([
      alt(() => {
        this.CONSUME(K.Ap);
        this.OPTION(() => {
          this.CONSUME(T.Slash);
          this.CONSUME(K.Dp);
        });
      }),
      alt(() => this.CONSUME2(K.Dp)),
    ]);
    this.CONSUME(K.Of);
    this.SUBRULE(this.selector);
  });

  /**
   * `negate the opponent's event|text|declaration` (無効にする), `negate an event` (either player's,
   * SEKN 01-042), each with filters on the negated card (`… with the same name as …`).
   */
  negate = this.RULE("negate", () => {
    this.CONSUME(K.Negate);
    this.OR([
      alt(() => {
        this.CONSUME(K.The);
        this.CONSUME(K.OpponentS);
        this.OR2([
          alt(() => this.CONSUME(K.Event)),
          alt(() => this.CONSUME(K.Text)),
          alt(() => this.CONSUME(K.Declaration)),
        ]);
      }),
      alt(() => {
        this.CONSUME(K.An);
        this.CONSUME2(K.Event);
      }),
    ]);
    this.MANY(() => this.SUBRULE(this.filter));
  });

  /** `gives 2 points by approach [until end of turn]` after a subject (SG 01-027, rule 8.6). */
  dealsPoints = this.RULE("dealsPoints", () => {
    this.OR([alt(() => this.CONSUME(K.Gives)), alt(() => this.CONSUME(K.Give))]);
    this.CONSUME(T.NumberLit);
    this.CONSUME(K.Point);
    this.CONSUME(K.By);
    this.CONSUME(K.Approach);
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  /** `swap the ap and dp of this until end of turn` (APとDPを入れ替える). */
  swapStats = this.RULE("swapStats", () => {
    this.CONSUME(K.Swap);
    this.CONSUME(K.The);
    this.CONSUME(K.Ap);
    this.CONSUME(K.And);
    this.CONSUME(K.Dp);
    this.CONSUME(K.Of);
    this.SUBRULE(this.selector);
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  /** `swap 1 card in your hand with 1 card in your point pile` (置き換える). */
  swap = this.RULE("swap", () => {
    this.CONSUME(K.Swap);
    this.SUBRULE(this.selector);
    this.CONSUME(K.With);
    this.SUBRULE2(this.selector);
  });

  /** `reveal the top 1 card of your deck` (表にする): shown to both players, `it` later. */
  reveal = this.RULE("reveal", () => {
    this.CONSUME(K.Reveal);
    this.SUBRULE(this.selector);
  });

  /** `choose 1 of your 「X」` (指定する): chosen now, `it` later. */
  designate = this.RULE("designate", () => {
    this.CONSUME(K.Choose);
    this.SUBRULE(this.selector);
  });

  // Split off so verbStep stays within Chevrotain's 9 SUBRULE occurrences per rule.
  exileTarget = this.RULE("exileTarget", () => this.SUBRULE(this.selector));

  /** `the next 「X」 you play this turn gets cost -3`. */
  nextCardCost = this.RULE("nextCardCost", () => {
    this.CONSUME(K.The);
    this.CONSUME(K.Next);
    this.SUBRULE(this.selector);
    this.SUBRULE(this.playerRef);
    this.CONSUME(K.Play);
    this.CONSUME(K.This);
    this.CONSUME(K.Turn);
    this.CONSUME(K.Gets);
    this.CONSUME(K.Cost);
    this.CONSUME(T.SignedNumber);
    // `for each <selector>`: the delta once per card, counted on resolution (SEKN 01-112)
    this.OPTION(() => this.SUBRULE(this.perEach));
    // `and cost -1 more if it is a 「X」`: a further change when that card fits (GG 01-088)
    this.OPTION2(() => {
      this.CONSUME(K.And);
      this.CONSUME2(K.Cost);
      this.CONSUME2(T.SignedNumber);
      this.CONSUME(K.More);
      this.CONSUME(K.If);
      this.CONSUME(K.It);
      this.CONSUME(K.Is);
      this.SUBRULE(this.query);
    });
  });

  /**
   * `the ap/dp of X becomes 20/20 until end of turn`, `the dp of X becomes 0 …` (one stat), `the ap
   * of X becomes the ap of 1 of your 「Y」 …` (one stat, measured on resolution).
   */
  setStat = this.RULE("setStat", () => {
    this.CONSUME(K.The);
    this.OR([
      alt(() => {
        this.CONSUME(K.Ap);
        this.CONSUME(T.Slash);
        this.CONSUME(K.Dp);
        this.CONSUME(K.Of);
        this.SUBRULE(this.selector);
        this.CONSUME(K.Becomes);
        this.CONSUME(T.Stat);
      }),
      alt(() => {
        this.OR2([alt(() => this.CONSUME2(K.Ap)), alt(() => this.CONSUME2(K.Dp))]);
        this.CONSUME2(K.Of);
        this.SUBRULE2(this.selector);
        this.CONSUME2(K.Becomes);
        // a number, or a measured value (`the ap of 1 of your 「X」`, YRYR 01-051)
        this.OR3([alt(() => this.CONSUME(T.NumberLit)), alt(() => this.SUBRULE(this.measure))]);
      }),
    ]);
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  destination = this.RULE("destination", () => {
    this.OR([
      alt(() => this.CONSUME(K.Onto)),
      alt(() => this.CONSUME(K.Into)),
      alt(() => this.CONSUME(K.On)),
      alt(() => this.CONSUME(K.To)),
    ]);
    this.OR2([
      alt(() => {
        this.CONSUME(K.The);
        this.OR3([{ ALT: () => this.CONSUME(K.Top) }, { ALT: () => this.CONSUME(K.Bottom) }]);
        this.CONSUME(K.Of);
        this.SUBRULE(this.playerPossessive);
        this.CONSUME(K.Deck);
      }),
      alt(() => {
        this.SUBRULE2(this.playerPossessive);
        this.SUBRULE(this.zoneName);
      }),
    ]);
  });

  /** Steps that start with their subject: `X gets …`, `X may approach again`, `X battles Y`. */
  /**
   * `(if this leaves: put this in your trash onto your field)`: the triggered text a card gets
   * (`X gets text (…) until end of turn`), written as in a card's body between brackets.
   */
  grantedText = this.RULE("grantedText", () => {
    this.CONSUME(T.LParen);
    this.OR([
      alt(() => this.CONSUME(K.If)),
      alt(() => {
        this.CONSUME(K.Each);
        this.CONSUME(K.Time);
      }),
    ]);
    this.SUBRULE(this.triggerEvent);
    this.OPTION(() => {
      this.CONSUME(K.And);
      this.SUBRULE(this.condition);
    });
    this.CONSUME(T.Colon);
    this.SUBRULE(this.effect);
    this.CONSUME(T.RParen);
  });

  subjectStep = this.RULE("subjectStep", () => {
    this.SUBRULE(this.selector);
    this.OR([
      alt(() => {
        this.CONSUME(K.Gets);
        this.SUBRULE(this.gains);
        this.OPTION(() => this.SUBRULE(this.perEach));
        this.OPTION2(() => this.SUBRULE(this.duration));
      }),
      alt(() => {
        this.CONSUME(K.May);
        this.CONSUME(K.Approach);
        this.CONSUME(K.Again);
      }),
      alt(() => {
        this.CONSUME(K.Battle);
        this.SUBRULE2(this.selector);
      }),
      alt(() => {
        // A one-shot restriction: `X cannot block this turn`.
        this.CONSUME(K.Cannot);
        this.SUBRULE(this.cannotWhat);
        this.OPTION3(() => this.SUBRULE2(this.duration));
      }),
      alt(() => {
        // `X gets text (if <event>: <effect>) until end of turn` (以下のテキストを得る, SAGA 01-072)
        this.CONSUME2(K.Gets);
        this.CONSUME2(K.Text);
        this.SUBRULE(this.grantedText);
        this.OPTION9(() => this.SUBRULE6(this.duration));
      }),
      // `X gives 2 points by approach until end of turn` (…アプローチで与えるポイントは2点になる)
      alt(() => this.SUBRULE(this.dealsPoints)),
      alt(() => {
        // `X loses texts until end of turn` (…のテキストは、ターン終了時まで無効になる)
        this.CONSUME(K.Loses);
        this.CONSUME(K.Text);
        this.OPTION7(() => this.SUBRULE5(this.duration));
      }),
      alt(() => {
        // A one-shot obligation: `it must approach this turn` (可能な限りアプローチしなくてはならない).
        this.CONSUME(K.Must);
        this.CONSUME2(K.Approach);
        this.OPTION5(() => this.SUBRULE4(this.duration));
      }),
      alt(() => {
        // `X does not leave until end of turn` (cannotLeave); `X does not ready [at start of turn]
        // until end of the opponent's next turn` (doesNotReady, 活動状態にならない).
        this.OR2([{ ALT: () => this.CONSUME(K.Does) }, { ALT: () => this.CONSUME(K.Do) }]);
        this.CONSUME(K.Not);
        this.OR3([
          {
            ALT: () => {
              this.CONSUME(K.Leave);
              // `X does not leave in battle until end of turn` (アプローチでは退場しない, PM_K-ON 01-110)
              this.OPTION8(() => {
                this.CONSUME(K.In);
                this.CONSUME2(K.Battle);
              });
            },
          },
          {
            ALT: () => {
              this.CONSUME(K.Ready);
              this.OPTION6(() => {
                this.CONSUME(K.At);
                this.CONSUME(K.Start);
                this.CONSUME3(K.Of);
                this.CONSUME3(K.Turn);
              });
            },
          },
        ]);
        this.OPTION4(() => this.SUBRULE3(this.duration));
      }),
    ]);
  });

  /** The effect of a continuous text: a standing state. */
  staticEffect = this.RULE("staticEffect", () => {
    this.SUBRULE(this.selector);
    this.OR([
      alt(() => {
        this.CONSUME(K.Gets);
        this.OR2([
          {
            ALT: () => {
              this.CONSUME(K.Source);
              // `source 4`: the source becomes 4 for that payment (発生コストが4に変更される)
              this.OR6([
                { ALT: () => this.CONSUME(T.SignedNumber) },
                { ALT: () => this.CONSUME2(T.NumberLit) },
              ]);
              this.CONSUME(K.When);
              this.CONSUME(K.Paying);
              this.CONSUME(K.For);
              this.SUBRULE2(this.selector);
            },
          },
          {
            ALT: () => {
              this.SUBRULE(this.gains);
              this.OPTION(() => this.SUBRULE(this.perEach));
            },
          },
        ]);
      }),
      alt(() => {
        this.CONSUME(K.Count);
        this.CONSUME(K.As);
        this.SUBRULE(this.nameRef);
        // `counts as 「A」 and 「B」 everywhere` (BBD P-003): several names, in every zone
        this.MANY(() => {
          this.CONSUME(K.And);
          this.SUBRULE2(this.nameRef);
        });
        this.OPTION9(() => this.CONSUME(K.Everywhere));
      }),
      alt(() => {
        this.CONSUME(K.Cannot);
        this.SUBRULE(this.cannotWhat);
      }),
      alt(() => {
        this.CONSUME(K.Can);
        this.CONSUME(K.Block);
        this.CONSUME(K.While);
        this.CONSUME(K.Rested);
      }),
      alt(() => {
        this.CONSUME(K.Must);
        this.CONSUME(K.Approach);
      }),
      // `may level up [without paying its cost | into the same card]` (〔レベルアップ〕, rule 7.11)
      alt(() => {
        this.CONSUME(K.May);
        this.CONSUME(K.Level);
        this.CONSUME(K.Up);
        this.OPTION5(() => {
          this.OR5([
            alt(() => {
              this.CONSUME(K.Without);
              this.CONSUME2(K.Paying);
              this.CONSUME(K.Its);
              this.CONSUME(K.Cost);
            }),
            alt(() => {
              this.CONSUME(K.Into);
              this.CONSUME(K.The);
              this.CONSUME(K.Same);
              this.CONSUME(K.Card);
            }),
            // `in [main/opponent]`: also in that phase (DDH 02-010)
            alt(() => {
              this.CONSUME3(K.In);
              this.SUBRULE(this.timing);
            }),
          ]);
        });
      }),
      // `may be in the ex deck any number of times` (EXデッキに何枚でも入れることができる, 7.11)
      alt(() => {
        this.CONSUME2(K.May);
        this.CONSUME(K.Be);
        this.CONSUME2(K.In);
        this.CONSUME2(K.The);
        this.CONSUME(K.Ex);
        this.CONSUME(K.Deck);
        this.CONSUME(K.Any);
        this.CONSUME(K.NumberWord);
        this.CONSUME(K.Of);
        this.CONSUME(K.Time);
      }),
      // `may be played from exile` (ゲームから取り除かれている状態でもプレイできる, SG 01-050)
      alt(() => {
        this.CONSUME3(K.May);
        this.CONSUME2(K.Be);
        this.CONSUME(K.Played);
        this.CONSUME(K.From);
        this.CONSUME(K.Exile);
      }),
      // `enters rested` (登場する場合、休息状態で場に出る, rule 6.1)
      alt(() => {
        this.CONSUME(K.Enters);
        this.CONSUME2(K.Rested);
      }),
      // `gives 2 points by approach` (アプローチで与えるポイントが2点になる, rule 8.6)
      alt(() => {
        this.OR4([alt(() => this.CONSUME(K.Gives)), alt(() => this.CONSUME(K.Give))]);
        this.CONSUME(T.NumberLit);
        this.CONSUME(K.Point);
        this.CONSUME2(K.By);
        this.CONSUME3(K.Approach);
      }),
      alt(() => this.doesNotLeave()),
    ]);
  });

  /**
   * `you and the opponent cannot play <cards>` / `the opponent cannot put <characters> onto the
   * field`: a continuous ban on players (GPFN 04-010, SG 01-001), the standing form of the play ban
   * step (no duration: it holds while its text applies).
   */
  playerBan = this.RULE("playerBan", () => {
    this.SUBRULE(this.playerRef);
    this.OPTION(() => {
      this.CONSUME(K.And);
      this.SUBRULE2(this.playerRef);
    });
    this.CONSUME(K.Cannot);
    this.OR([
      alt(() => {
        this.CONSUME(K.Play);
        this.SUBRULE(this.selector);
      }),
      alt(() => {
        this.CONSUME(K.Put);
        this.SUBRULE2(this.selector);
        this.CONSUME(K.Onto);
        this.CONSUME(K.The);
        this.CONSUME(K.Field);
      }),
    ]);
  });

  /** `does not leave [when blocking | when blocked | in battle]` (one alternative of staticEffect). */
  private doesNotLeave(): void {
    this.CONSUME(K.Does);
    this.CONSUME(K.Not);
    this.CONSUME(K.Leave);
    this.OPTION2(() => {
      this.OR3([
        {
          ALT: () => {
            this.CONSUME2(K.When);
            this.CONSUME(K.Blocking);
          },
        },
        {
          ALT: () => {
            this.CONSUME3(K.When);
            this.CONSUME(K.Blocked);
          },
        },
        {
          ALT: () => {
            this.CONSUME(K.In);
            this.CONSUME2(K.Battle);
          },
        },
      ]);
    });
  }

  cannotWhat = this.RULE("cannotWhat", () => {
    this.OR([
      alt(() => {
        this.CONSUME(K.Be);
        this.CONSUME(K.Blocked);
        // `cannot be blocked except by X` (X以外には妨害されない): only X may block it
        this.OPTION(() => {
          this.OPTION5(() => this.CONSUME(K.Except));
          this.CONSUME(K.By);
          this.SUBRULE(this.selector);
        });
      }),
      alt(() => {
        this.CONSUME(K.Block);
        this.OPTION2(() => {
          this.CONSUME(K.The);
          this.CONSUME(K.Approach);
          this.CONSUME(K.Of);
          this.SUBRULE2(this.selector);
        });
      }),
      alt(() => {
        this.CONSUME2(K.Approach);
        // `cannot approach or block` (アプローチと妨害に参加できない); `or` then anything else is
        // not this restriction's
        this.OPTION3({
          GATE: () => this.LA(2).tokenType === K.Block,
          DEF: () => {
            this.CONSUME(K.Or);
            this.CONSUME2(K.Block);
          },
        });
      }),
      alt(() => {
        // `cannot use texts` (テキストを使用することができない)
        this.CONSUME(K.Use);
        this.CONSUME(K.Text);
      }),
      alt(() => {
        // `cannot be targeted by the opponent's events` (相手のイベントカードの効果の対象にならない)
        this.CONSUME2(K.Be);
        this.CONSUME(K.Targeted);
        this.CONSUME3(K.By);
        this.SUBRULE3(this.selector);
      }),
      alt(() => {
        // `cannot enter [the main area | the support area]` (「[メインエリアに / サポートエリアに]登場
        // させることができない」, rule 6.1)
        this.CONSUME(K.Enters);
        this.OPTION4(() => {
          this.CONSUME2(K.The);
          this.OR5([{ ALT: () => this.CONSUME(K.Main) }, { ALT: () => this.CONSUME(K.Support) }]);
          this.CONSUME(K.Area);
        });
      }),
      alt(() => {
        // `cannot give points by approach` (アプローチでポイントを与えることができない)
        this.CONSUME(K.Give);
        this.CONSUME(K.Point);
        this.CONSUME4(K.By);
        this.CONSUME3(K.Approach);
      }),
    ]);
  });
}
