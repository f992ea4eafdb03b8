// Parser layer 2: conditions (or < and < not < atom) and the player words they use.
import type { CstNode, ParserMethod } from "chevrotain";
import * as T from "./tokens.ts";
import { alt, SelectorRules } from "./parser-selectors.ts";

const { K } = T;

export class ConditionRules extends SelectorRules {
  /**
   * The trigger layer's rule (parser-triggers.ts), read by `this turn <event>`: declared here,
   * defined there; rules are recorded after every layer is built, so it exists by then.
   */
  declare oneTriggerEvent: ParserMethod<[], CstNode>;

  condition = this.RULE("condition", () => {
    this.SUBRULE(this.andCondition);
    this.MANY(() => {
      this.CONSUME(K.Or);
      this.SUBRULE2(this.andCondition);
    });
  });

  andCondition = this.RULE("andCondition", () => {
    this.SUBRULE(this.notCondition);
    this.MANY(() => {
      this.CONSUME(K.And);
      this.SUBRULE2(this.notCondition);
    });
  });

  notCondition = this.RULE("notCondition", () => {
    this.OR([
      alt(() => {
        this.CONSUME(K.Not);
        this.SUBRULE(this.notCondition);
      }),
      alt(() => this.SUBRULE(this.atomCondition)),
    ]);
  });

  /** `points >= 5`, `"経験コイン" coins >= 2`: what a player holds, after `your` / `the opponent's`. */
  holding = this.RULE("holding", () => {
    this.OR([
      alt(() => this.CONSUME(K.Point)),
      alt(() => {
        this.CONSUME(T.StringLit);
        this.CONSUME(K.Coin);
      }),
    ]);
    this.SUBRULE(this.comparison);
    this.CONSUME(T.NumberLit);
  });

  atomCondition = this.RULE("atomCondition", () => {
    this.OR([
      alt(() => {
        this.CONSUME(T.LParen);
        this.SUBRULE(this.condition);
        this.CONSUME(T.RParen);
      }),
      alt(() => {
        this.CONSUME(K.Count);
        this.CONSUME2(T.LParen);
        this.SUBRULE(this.selector);
        this.CONSUME2(T.RParen);
        this.SUBRULE(this.comparison);
        // a number, or a measured value: `count(…) > count(…)` (CountVs)
        this.OR3([
          { ALT: () => this.CONSUME(T.NumberLit) },
          { ALT: () => this.SUBRULE(this.measure) },
        ]);
      }),
      alt(() => {
        this.SUBRULE(this.playerRef);
        this.SUBRULE(this.playerCondition);
      }),
      alt(() => {
        this.CONSUME(K.Your);
        this.SUBRULE(this.holding);
      }),
      alt(() => {
        this.CONSUME(K.The);
        this.CONSUME(K.OpponentS);
        this.SUBRULE2(this.holding);
      }),
      alt(() => {
        this.CONSUME(K.It);
        this.CONSUME(K.Is);
        this.OR4([
          alt(() => {
            this.SUBRULE(this.whoseTurn);
            this.CONSUME(K.Turn);
          }),
          // `it is the approach phase` (Phase): of either player's turn
          alt(() => {
            this.CONSUME2(K.The);
            this.OR5([alt(() => this.CONSUME(K.Main)), alt(() => this.CONSUME(K.Approach))]);
            this.CONSUME(K.Phase);
          }),
        ]);
      }),
      // `this turn a character leaves`: an event earlier in this turn (HappenedThisTurn)
      alt(() => {
        this.CONSUME(K.This);
        this.CONSUME2(K.Turn);
        this.SUBRULE(this.oneTriggerEvent);
      }),
      // A selector may open with a counted quantity, `count(it) of …`, which shares `count ( …` with
      // the count comparison above; that one is tried first and a counted quantity means nothing
      // before `is` (a step's number, not a card's): the overlap is ignored, the order decides.
      alt(() => {
        this.SUBRULE2(this.selector);
        this.CONSUME2(K.Is);
        this.OR2([
          alt(() => this.SUBRULE(this.stateWord)),
          alt(() => this.SUBRULE(this.isA)),
          alt(() => this.SUBRULE(this.playedHow)),
        ]);
      }, true),
    ]);
  });

  /** `played by break` / `played not from hand` after `this is` (PlayedFrom). */
  playedHow = this.RULE("playedHow", () => {
    this.CONSUME(K.Played);
    this.OR([
      alt(() => {
        this.CONSUME(K.By);
        this.CONSUME(K.Break);
      }),
      alt(() => {
        this.CONSUME(K.Not);
        this.CONSUME(K.From);
        this.CONSUME(K.Hand);
      }),
    ]);
  });

  /** `a 「X」`, `a card with cost == 0` after `<selector> is`: a description the card fits. */
  isA = this.RULE("isA", () => {
    this.OR([alt(() => this.CONSUME(K.A)), alt(() => this.CONSUME(K.An))]);
    this.SUBRULE(this.query);
  });

  playerCondition = this.RULE("playerCondition", () => {
    this.OR([
      alt(() => {
        this.CONSUME(K.Have);
        this.SUBRULE(this.selector);
      }),
      alt(() => {
        this.CONSUME(K.Played);
        this.SUBRULE2(this.selector);
        this.CONSUME(K.This);
        this.CONSUME(K.Turn);
      }),
    ]);
  });

  /** `you`, `the opponent`, `its owner`, `its controller`. */
  playerRef = this.RULE("playerRef", () => {
    this.OR([
      alt(() => this.CONSUME(K.You)),
      alt(() => {
        this.CONSUME(K.The);
        this.CONSUME(K.Opponent);
      }),
      alt(() => {
        this.CONSUME(K.Its);
        this.OR2([{ ALT: () => this.CONSUME(K.Owner) }, { ALT: () => this.CONSUME(K.Controller) }]);
      }),
    ]);
  });

  /** `your`, `the opponent's`, `its owner's`, `its controller's`. */
  playerPossessive = this.RULE("playerPossessive", () => {
    this.OR([
      alt(() => this.CONSUME(K.Your)),
      alt(() => {
        this.CONSUME(K.The);
        this.CONSUME(K.OpponentS);
      }),
      alt(() => {
        this.CONSUME(K.Its);
        this.OR2([
          { ALT: () => this.CONSUME(K.OwnerS) },
          { ALT: () => this.CONSUME(K.ControllerS) },
        ]);
      }),
    ]);
  });

  whoseTurn = this.RULE("whoseTurn", () => {
    this.OR([
      alt(() => this.CONSUME(K.Your)),
      alt(() => {
        this.CONSUME(K.The);
        this.CONSUME(K.OpponentS);
      }),
    ]);
  });

  stateWord = this.RULE("stateWord", () => {
    this.OR([
      alt(() => this.CONSUME(K.Rested)),
      alt(() => this.CONSUME(K.Ready)),
      alt(() => this.CONSUME(K.Approaching)),
      // `this is blocking <selector>` / `this is blocked by <selector>`: who is on the other side
      alt(() => {
        this.CONSUME(K.Blocking);
        this.OPTION(() => this.SUBRULE(this.selector));
      }),
      alt(() => {
        this.CONSUME(K.Blocked);
        this.OPTION2(() => {
          this.CONSUME(K.By);
          this.SUBRULE2(this.selector);
        });
      }),
      alt(() => this.CONSUME(K.Attached)),
      alt(() => {
        this.CONSUME(K.In);
        this.CONSUME(K.Hand);
      }),
      // `this is in exile` (ゲームから取り除かれている状態で): a text working from the removed zone
      alt(() => {
        this.CONSUME2(K.In);
        this.CONSUME(K.Exile);
      }),
    ]);
  });
}
