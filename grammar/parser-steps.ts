// Parser layer 5: effects as steps joined by `;`, `; then`, `; if you do`, and `or` choices; the
// step forms that wrap other steps (may, conditional, delayed, trigger for this turn).
import * as T from "./tokens.ts";
import { alt } from "./parser-selectors.ts";
import { EffectRules } from "./parser-effects.ts";

const { K } = T;

export class StepRules extends EffectRules {
  override effect = this.RULE("effect", () => {
    this.SUBRULE(this.choiceStep);
    this.MANY(() => this.SUBRULE(this.effectLink));
  });

  effectLink = this.RULE("effectLink", () => {
    this.CONSUME(T.Semicolon);
    this.OPTION(() => {
      this.OR([
        alt(() => this.CONSUME(K.Then)),
        alt(() => {
          this.CONSUME(K.If);
          this.CONSUME(K.You);
          this.CONSUME(K.Do);
          this.OPTION2(() => this.CONSUME(T.Comma));
        }),
        // `; if you cannot, …` (戻せない場合、…, SG 01-054): only when the step before did nothing
        alt(() => {
          this.CONSUME2(K.If);
          this.CONSUME2(K.You);
          this.CONSUME(K.Cannot);
          this.OPTION3(() => this.CONSUME2(T.Comma));
        }),
      ]);
    });
    this.SUBRULE(this.choiceStep);
  });

  /** `instead of <event>: <effect>`: what happens instead of the event (continuous or created). */
  replacement = this.RULE("replacement", () => {
    this.CONSUME(K.Instead);
    this.CONSUME(K.Of);
    this.SUBRULE(this.triggerEvent);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.effect);
  });

  choiceStep = this.RULE("choiceStep", () => {
    this.SUBRULE(this.simpleStep);
    this.MANY(() => {
      this.CONSUME(K.Or);
      this.SUBRULE2(this.simpleStep);
    });
  });

  simpleStep = this.RULE("simpleStep", () => {
    this.OR([
      alt(() => {
        // `(A)` brackets a choice option; `(A; B)` groups steps said in one clause
        this.CONSUME(T.LParen);
        this.SUBRULE(this.choiceStep);
        this.MANY(() => {
          this.CONSUME(T.Semicolon);
          this.SUBRULE2(this.choiceStep);
        });
        this.CONSUME(T.RParen);
      }),
      alt(() => {
        this.CONSUME(K.If);
        this.SUBRULE(this.condition);
        this.CONSUME(T.Comma);
        this.SUBRULE(this.simpleStep);
        // `if C, A otherwise B`: one decision, B when C does not hold (the innermost `if` takes it)
        this.OPTION4(() => {
          this.CONSUME(K.Otherwise);
          this.SUBRULE3(this.simpleStep);
        });
      }),
      alt(() => {
        // `repeat count(X) / 3 times, <step>`
        this.CONSUME(K.Repeat);
        this.SUBRULE(this.amount);
        this.CONSUME2(K.Time);
        this.CONSUME4(T.Comma);
        this.SUBRULE4(this.simpleStep);
      }),
      alt(() => {
        this.CONSUME(K.At);
        this.CONSUME(K.End);
        this.CONSUME(K.Of);
        this.CONSUME(K.Turn);
        this.CONSUME2(T.Comma);
        this.SUBRULE2(this.simpleStep);
      }),
      alt(() => {
        this.CONSUME(K.This);
        this.CONSUME2(K.Turn);
        this.CONSUME3(T.Comma);
        this.OR2([
          { ALT: () => this.CONSUME2(K.If) },
          {
            ALT: () => {
              this.CONSUME(K.Each);
              this.CONSUME(K.Time);
            },
          },
          // `this turn, instead of <event>: (…)`: a replacement created for the turn
          {
            ALT: () => {
              this.CONSUME(K.Instead);
              this.CONSUME2(K.Of);
            },
          },
        ]);
        this.SUBRULE(this.triggerEvent);
        this.OPTION3(() => {
          this.CONSUME(K.And);
          this.SUBRULE2(this.condition);
        });
        this.CONSUME(T.Colon);
        this.CONSUME2(T.LParen);
        this.SUBRULE(this.effect);
        this.CONSUME2(T.RParen);
      }),
      alt(() => {
        this.CONSUME(K.Todo);
        this.CONSUME(T.StringLit);
      }),
      alt(() => {
        // `choose 2: A or B or C` (以下から2つ選択する): several of the options, each at most once
        this.CONSUME(K.Choose);
        this.CONSUME(T.NumberLit);
        this.CONSUME5(T.Colon);
        this.SUBRULE3(this.choiceStep);
      }),
      alt(() => {
        this.SUBRULE(this.playerRef);
        this.SUBRULE(this.playerStep);
      }),
      alt(() => this.SUBRULE(this.verbStep), true),
      alt(() => this.SUBRULE(this.subjectStep)),
    ]);
  });

  /**
   * `may pay (<cost>) to <step>` (「XすることでYすることができる」): the cost is always bracketed, so
   * where it ends never depends on the steps inside it.
   */
  mayPay = this.RULE("mayPay", () => {
    this.CONSUME(K.May);
    this.CONSUME(K.Pay);
    this.CONSUME(T.LParen);
    this.SUBRULE(this.choiceStep);
    this.MANY(() => {
      this.CONSUME(T.Semicolon);
      this.SUBRULE2(this.choiceStep);
    });
    this.CONSUME(T.RParen);
    this.CONSUME(K.To);
    this.SUBRULE(this.simpleStep);
  });

  playerStep = this.RULE("playerStep", () => {
    this.OR([
      alt(() => this.SUBRULE(this.mayPay)),
      alt(() => {
        this.CONSUME(K.May);
        this.SUBRULE(this.simpleStep);
      }),
      alt(() => {
        this.CONSUME(K.Draw);
        this.SUBRULE(this.amount);
      }),
      alt(() => {
        // `you get 1 "ジョーロコイン" coin`: coins the player holds (not on a card)
        this.CONSUME(K.Gets);
        this.SUBRULE2(this.amount);
        this.CONSUME(T.StringLit);
        this.CONSUME(K.Coin);
      }),
      alt(() => {
        // `you set "クエストコイン" coins to 3`: the player holds exactly that many from now on
        this.CONSUME(K.Set);
        this.CONSUME2(T.StringLit);
        this.CONSUME2(K.Coin);
        this.CONSUME(K.To);
        this.SUBRULE3(this.amount);
      }),
      alt(() => {
        // `the opponent must trash 1 card in the opponent's hand` (the player makes the choices).
        this.CONSUME(K.Must);
        this.SUBRULE2(this.simpleStep);
      }),
      alt(() => {
        // `the opponent cannot play events with cost == 0 until end of main phase | turn`, or past
        // this turn: `until end of the opponent's [next] turn | your [next] turn`
        this.CONSUME(K.Cannot);
        this.CONSUME(K.Play);
        this.SUBRULE(this.selector);
        this.OR3([
          {
            ALT: () => {
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
                    this.OPTION3(() => this.CONSUME(K.Next));
                    this.CONSUME3(K.Turn);
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME(K.The);
                    this.CONSUME(K.OpponentS);
                    this.OPTION4(() => this.CONSUME2(K.Next));
                    this.CONSUME4(K.Turn);
                  },
                },
              ]);
            },
          },
          {
            // `at approach phase` (このターンのアプローチフェイズで): only during it (`in` would
            // read as the zone of the cards)
            ALT: () => {
              this.CONSUME(K.At);
              this.CONSUME(K.Approach);
              this.CONSUME2(K.Phase);
            },
          },
        ]);
        // `from hand` (手札から): a break, played from the point pile, is not banned. After the
        // window: right after the cards, `from` would read as the filter `from 『title』`.
        this.OPTION(() => {
          this.CONSUME(K.From);
          this.CONSUME(K.Hand);
        });
      }),
      alt(() => {
        // `you can play characters with 【X】 outside main phase this turn` (「このターン、自分は、
        // メインフェイズ以外でも…を登場させることができる」, AHB P-011): a permission for the turn
        this.CONSUME(K.Can);
        this.CONSUME2(K.Play);
        this.SUBRULE2(this.selector);
        this.CONSUME(K.Outside);
        this.CONSUME2(K.Main);
        this.CONSUME3(K.Phase);
        this.CONSUME(K.This);
        this.CONSUME2(K.Turn);
      }),
      alt(() => {
        // `the opponent cannot approach with 3 or more characters this turn` (AW 01-110)
        this.CONSUME2(K.Cannot);
        this.CONSUME2(K.Approach);
        this.CONSUME(K.With);
        this.CONSUME(T.NumberLit);
        this.CONSUME(K.Or);
        this.CONSUME(K.More);
        this.CONSUME(K.Character);
        this.OPTION2(() => this.SUBRULE(this.duration));
      }),
    ]);
  });
}
