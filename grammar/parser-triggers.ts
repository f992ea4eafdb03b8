// Parser layer 3: keywords, timings, trigger events, amounts and durations.
import * as T from "./tokens.ts";
import { alt } from "./parser-selectors.ts";
import { ConditionRules } from "./parser-conditions.ts";

const { K } = T;

export class TriggerRules extends ConditionRules {
  keyword = this.RULE("keyword", () => {
    this.OR([
      alt(() => this.CONSUME(K.Active)),
      alt(() => {
        this.CONSUME(K.Tennen);
        this.CONSUME(T.NumberLit);
      }),
      alt(() => this.CONSUME(K.Break)),
      alt(() => this.CONSUME(K.Combi)),
      alt(() => this.CONSUME(K.Coin)),
      alt(() => {
        this.CONSUME(K.Free);
        this.CONSUME(K.Entry);
        this.OPTION(() => {
          this.CONSUME(K.In);
          this.SUBRULE(this.timing);
          this.MANY(() => {
            this.CONSUME(T.Comma);
            this.SUBRULE2(this.timing);
          });
        });
      }),
      alt(() => {
        this.CONSUME(K.TeamUp);
        this.CONSUME(K.With);
        this.OR2([
          { ALT: () => this.SUBRULE(this.nameRef) },
          { ALT: () => this.SUBRULE(this.traitRef) },
        ]);
      }),
      alt(() => {
        this.CONSUME(T.KeywordLit);
        this.OPTION2(() => {
          this.CONSUME(T.Arrow);
          this.CONSUME(T.StringLit);
        });
      }),
    ]);
  });

  timing = this.RULE("timing", () => {
    this.CONSUME(T.LBracket);
    this.OR([alt(() => this.CONSUME(K.Main)), alt(() => this.CONSUME(K.Approach))]);
    this.CONSUME(T.Slash);
    this.OR2([
      alt(() => this.CONSUME(K.Own)),
      alt(() => this.CONSUME(K.Opponent)),
      alt(() => this.CONSUME(K.Both)),
      alt(() => this.CONSUME(K.Interrupt)),
    ]);
    this.CONSUME(T.RBracket);
  });

  /** One event, or several joined by `or` (one text that fires on any of them). */
  triggerEvent = this.RULE("triggerEvent", () => {
    this.SUBRULE(this.oneTriggerEvent);
    this.MANY(() => {
      this.CONSUME(K.Or);
      this.SUBRULE2(this.oneTriggerEvent);
    });
  });

  override oneTriggerEvent = this.RULE("oneTriggerEvent", () => {
    this.OR([
      alt(() => {
        this.OR2([{ ALT: () => this.CONSUME(K.Start) }, { ALT: () => this.CONSUME(K.End) }]);
        this.CONSUME(K.Of);
        this.OPTION(() => this.SUBRULE(this.whoseTurn));
        this.OR3([
          { ALT: () => this.CONSUME(K.Turn) },
          {
            ALT: () => {
              this.OR4([
                { ALT: () => this.CONSUME(K.Main) },
                { ALT: () => this.CONSUME(K.Approach) },
              ]);
              this.CONSUME(K.Phase);
            },
          },
        ]);
      }),
      alt(() => {
        this.SUBRULE(this.playerRef);
        this.OR5([
          {
            ALT: () => {
              this.CONSUME(K.Play);
              this.SUBRULE(this.selector);
              // `not from hand` (手札以外から): a play from any other zone
              this.OPTION5(() => {
                this.CONSUME2(K.Not);
                this.CONSUME(K.From);
                this.CONSUME(K.Hand);
              });
            },
          },
          {
            // `the opponent looks at a deck [by an effect]` (FA 01-050): kept, not run
            ALT: () => {
              this.CONSUME(K.Look);
              this.CONSUME2(K.At);
              this.CONSUME2(K.A);
              this.CONSUME(K.Deck);
              this.OPTION6(() => {
                this.CONSUME(K.By);
                this.CONSUME(K.An);
                this.CONSUME(K.Effect);
              });
            },
          },
          {
            ALT: () => {
              this.CONSUME(K.Receive);
              this.SUBRULE(this.aPoint);
            },
          },
          {
            // `you draw [not at start of turn]`: a draw, but the start phase's (rule 3.1)
            ALT: () => {
              this.CONSUME(K.Draw);
              this.OPTION3(() => {
                this.CONSUME(K.Not);
                this.CONSUME(K.At);
                this.CONSUME2(K.Start);
                this.CONSUME2(K.Of);
                this.CONSUME3(K.Turn);
              });
            },
          },
          {
            ALT: () => {
              this.CONSUME(K.Level);
              this.CONSUME(K.Up);
              this.CONSUME(K.Into);
              this.SUBRULE3(this.selector);
            },
          },
          {
            // `you perform "改変"`: a later action (rule 7.11)
            ALT: () => {
              this.CONSUME(K.Perform);
              this.CONSUME(T.StringLit);
            },
          },
        ]);
      }),
      // `a text of the opponent's is used`: that player declares an activated text (7.1)
      alt(() => {
        this.CONSUME(K.A);
        this.CONSUME(K.Text);
        this.SUBRULE(this.ofOwner);
        this.CONSUME(K.Is);
        this.CONSUME(K.Used);
      }),
      alt(() => {
        this.SUBRULE2(this.selector);
        this.SUBRULE(this.subjectEvent);
        // `… by an effect of the opponent's`: what moved the card (カードの効果で, …によって)
        this.OPTION4(() => this.SUBRULE(this.moveCause));
        // `… enters 2 times this turn`: the Nth such event of the turn (同じターンの間に…N枚以上)
        this.OPTION2(() => {
          this.CONSUME(T.NumberLit);
          this.CONSUME(K.Time);
          this.CONSUME(K.This);
          this.CONSUME2(K.Turn);
        });
      }),
    ]);
  });

  /**
   * `by an effect`, `by an effect of yours`, `by an effect of the opponent's` (a text or a played
   * card resolving); `by a card of yours`, `by a card of the opponent's` (that, or an approach).
   */
  moveCause = this.RULE("moveCause", () => {
    this.CONSUME(K.By);
    this.OR([
      alt(() => {
        this.CONSUME(K.An);
        this.CONSUME(K.Effect);
        // `of yours`, `of the opponent's`: whose text, card or approach moved the card
        this.OPTION(() => this.SUBRULE(this.ofOwner));
      }),
      alt(() => {
        this.CONSUME(K.A);
        this.CONSUME(K.Card);
        this.SUBRULE2(this.ofOwner);
      }),
    ]);
  });

  aPoint = this.RULE("aPoint", () => {
    this.OR([alt(() => this.CONSUME(K.A)), alt(() => this.CONSUME(T.NumberLit))]);
    this.CONSUME(K.Point);
  });

  subjectEvent = this.RULE("subjectEvent", () => {
    this.OR([
      alt(() => {
        this.CONSUME(K.Enters);
        // `enters the support area` (サポートエリアに登場): an entry into that area only
        this.OPTION6(() => {
          this.CONSUME4(K.The);
          this.OR3([{ ALT: () => this.CONSUME(K.Main) }, { ALT: () => this.CONSUME(K.Support) }]);
          this.CONSUME(K.Area);
        });
      }),
      alt(() => {
        this.CONSUME(K.Is);
        this.OR2([
          {
            ALT: () => {
              this.CONSUME(K.Put);
              this.CONSUME(K.Onto);
              this.CONSUME(K.The);
              this.CONSUME(K.Field);
            },
          },
          {
            // `is blocked [by <selector>]`: only a block by such a character
            ALT: () => {
              this.CONSUME(K.Blocked);
              this.OPTION7(() => {
                this.CONSUME4(K.By);
                this.SUBRULE4(this.selector);
              });
            },
          },
          {
            ALT: () => {
              this.CONSUME(K.Returned);
              this.CONSUME(K.To);
              this.CONSUME(K.Hand);
            },
          },
          {
            ALT: () => {
              this.CONSUME(K.Used);
              this.CONSUME(K.As);
              this.CONSUME(K.A);
              this.CONSUME(K.Cost);
              // `from hand` (手札から): paid with the card from the hand, rule 5.1
              this.OPTION8(() => {
                this.CONSUME(K.From);
                this.CONSUME2(K.Hand);
              });
              this.OPTION5(() => {
                this.CONSUME(K.For);
                this.SUBRULE2(this.selector);
              });
            },
          },
          {
            ALT: () => {
              this.CONSUME2(K.Put);
              this.CONSUME(K.Into);
              this.CONSUME2(K.The);
              this.OR5([
                {
                  ALT: () => {
                    this.CONSUME(K.Point);
                    this.CONSUME(K.Pile);
                    // the gate leaves `by a card of …` (moveCause) to the rule after the event
                    this.OPTION3({
                      GATE: () => this.LA(2).tokenType === K.Approach,
                      DEF: () => {
                        this.CONSUME2(K.By);
                        this.CONSUME2(K.Approach);
                      },
                    });
                  },
                },
                // `is put into the trash` (捨て札置き場に置かれた): arrives there from any other zone
                { ALT: () => this.CONSUME(K.Trash) },
              ]);
            },
          },
        ]);
      }),
      alt(() => {
        this.CONSUME(K.Approaches);
        // `approaches or block`, not `approaches or <another event>` (several events).
        this.OPTION({
          GATE: () => this.LA(2).tokenType === K.Block,
          DEF: () => {
            this.CONSUME(K.Or);
            this.CONSUME(K.Block);
          },
        });
      }),
      alt(() => this.CONSUME2(K.Block)),
      alt(() => {
        this.CONSUME(K.Gives);
        this.SUBRULE(this.aPoint);
        this.OPTION2(() => {
          this.CONSUME(K.By);
          this.CONSUME(K.Approach);
        });
      }),
      // `becomes rested` (休息状態になった場合, PM_KG 01-055): goes from ready to rested on the field
      alt(() => [this.CONSUME(K.Becomes), this.CONSUME(K.Rested)]),
      // `levels up` (レベルアップした場合): 〔レベルアップ〕, rule 7.11
      alt(() => {
        this.CONSUME2(K.Level);
        this.CONSUME(K.Up);
      }),
      // `moves from the support area to the main area` (サポートエリアからメインエリアに移った)
      alt(() => this.SUBRULE(this.areaMove)),
      // `leaves the field` (場から離れた): to any other zone; `leaves` alone is 退場 (to the trash)
      alt(() => {
        this.CONSUME2(K.Leaves);
        this.CONSUME5(K.The);
        this.CONSUME2(K.Field);
      }),
      alt(() => {
        this.CONSUME(K.Leaves);
        // `by a card …` / `by an effect` after it is the move's cause (oneTriggerEvent)
        this.OPTION4({
          GATE: () => this.LA(2).tokenType !== K.An && this.LA(2).tokenType !== K.A,
          DEF: () => this.SUBRULE(this.leavesBy),
        });
      }),
    ]);
  });

  /**
   * `moves from the support area to the main area`, or the other way: a character changing area
   * on the field (the two areas differ, by the syntax).
   */
  areaMove = this.RULE("areaMove", () => {
    this.CONSUME(K.Moves);
    this.CONSUME(K.From);
    this.CONSUME(K.The);
    this.OR([
      alt(() => {
        this.CONSUME(K.Support);
        this.CONSUME(K.Area);
        this.CONSUME(K.To);
        this.CONSUME2(K.The);
        this.CONSUME(K.Main);
      }),
      alt(() => {
        this.CONSUME2(K.Main);
        this.CONSUME2(K.Area);
        this.CONSUME2(K.To);
        this.CONSUME3(K.The);
        this.CONSUME2(K.Support);
      }),
    ]);
    this.CONSUME3(K.Area);
  });

  /** `by approach` (any approach's battle) or `by the approach of <card>` after `leaves`. */
  leavesBy = this.RULE("leavesBy", () => {
    this.CONSUME(K.By);
    this.OR([
      alt(() => this.CONSUME(K.Approach)),
      alt(() => {
        this.CONSUME(K.The);
        this.CONSUME2(K.Approach);
        this.CONSUME(K.Of);
        this.SUBRULE(this.selector);
      }),
    ]);
  });

  amount = this.RULE("amount", () => {
    this.OR([
      alt(() => this.CONSUME(T.NumberLit)),
      alt(() => {
        this.CONSUME(K.Count);
        this.CONSUME(T.LParen);
        this.SUBRULE(this.selector);
        this.CONSUME(T.RParen);
        // `count(X) / 10`: one for every 10 cards (10枚につき)
        this.OPTION(() => {
          this.CONSUME(T.Slash);
          this.CONSUME2(T.NumberLit);
        });
      }),
      // `until your hand is 2`: what that hand lacks of 2 cards (手札が2枚になるまで)
      alt(() => {
        this.CONSUME(K.Until);
        this.SUBRULE(this.playerPossessive);
        this.CONSUME(K.Hand);
        this.CONSUME(K.Is);
        this.SUBRULE(this.amount);
      }),
    ]);
  });

  /**
   * `until end of turn`, `this turn`, `until end of the opponent's [next] turn`, `until end of your
   * [next] turn`, `until end of the next battle [this turn]`, `until end of main phase`.
   */
  duration = this.RULE("duration", () => {
    this.OR([
      alt(() => {
        this.CONSUME(K.Until);
        this.CONSUME(K.End);
        this.CONSUME(K.Of);
        this.OR2([
          { ALT: () => this.CONSUME(K.Turn) },
          {
            ALT: () => {
              this.CONSUME(K.Main);
              this.CONSUME(K.Phase);
            },
          },
          {
            ALT: () => {
              this.CONSUME(K.Your);
              this.OPTION3(() => this.CONSUME3(K.Next));
              this.CONSUME5(K.Turn);
            },
          },
          {
            ALT: () => {
              this.CONSUME(K.The);
              this.OR3([
                {
                  ALT: () => {
                    this.CONSUME(K.OpponentS);
                    this.OPTION(() => this.CONSUME(K.Next));
                    this.CONSUME3(K.Turn);
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME2(K.Next);
                    this.CONSUME(K.Battle);
                    this.OPTION2(() => {
                      this.CONSUME2(K.This);
                      this.CONSUME4(K.Turn);
                    });
                  },
                },
              ]);
            },
          },
        ]);
      }),
      alt(() => {
        this.CONSUME(K.This);
        this.CONSUME2(K.Turn);
      }),
    ]);
  });
}
