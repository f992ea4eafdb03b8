// Parser layer 1: literals and selectors. Layers are subclasses (selectors ← conditions ←
// triggers ← effects ← steps ← cards) so each file stays one concern; the rules are typed class
// fields, and the one instance (parser.ts) runs performSelfAnalysis after every layer is declared.
import { tokenMatcher, type IOrAlt, type IParserConfig } from "./chevrotain.ts";
import { CachedErrorParser } from "./parser-errors.ts";
import { LazyLookaheadStrategy } from "./lazy-lookahead.ts";
import { LOOKAHEAD_CACHE } from "./lookahead-cache.ts";
import * as T from "./tokens.ts";
import { messageProvider } from "./parser-messages.ts";

const { K } = T;

/**
 * Words after which `it` is a reference nested in a filter or a measure (`the cost of it`, `as it`,
 * `blocking it`, `blocked by it`, `carrying it`, `except it`, `count(it`, `for each it`): a zone
 * that follows is the outer query's, never `it in <zone>`.
 */
const NESTING_WORDS: ReadonlySet<unknown> = new Set([
  K.Of,
  K.As,
  K.Blocking,
  K.By,
  K.Carrying,
  K.Except,
  K.Each,
  T.LParen,
]);

/**
 * The grammar's own checks (left recursion, ambiguous alternatives, …) take half of the parser's
 * construction and say nothing new once the grammar is right; they are skipped in every process
 * but the test that runs them (test/grammar/parser-validations.test.ts), which fails on a grammar
 * error. Lookahead functions are computed either way.
 */
export interface CardParserOptions {
  validate?: boolean;
  /**
   * Where the grammar tree comes from (grammar/recorded-grammar.ts): by default the kept one when
   * grammar/grammar-cache.ts was recorded for this code, else Chevrotain records it. "recorded"
   * always records (the cache's generator); "kept" always uses the kept tree (its test, which
   * compares the two under vitest, whose code has a key of its own). Validating always records.
   */
  grammar?: "recorded" | "kept";
}

function parserConfig(options: CardParserOptions): IParserConfig {
  return {
    recoveryEnabled: false,
    // 3 tokens tell every choice apart (2 do not: the validations test then fails) and the same
    // trees and messages come out as with 4 on every card, ruling and fixture file; each extra
    // token multiplies the lookahead paths computed at construction (4: 950 ms CPU, 3: 270 ms).
    maxLookahead: 3,
    // Each choice's lookahead function is built when the parser first reaches it (lazy-lookahead.ts).
    lookaheadStrategy: new LazyLookaheadStrategy({ maxLookahead: 3 }, T.allTokens, LOOKAHEAD_CACHE),
    nodeLocationTracking: "onlyOffset",
    errorMessageProvider: messageProvider,
    skipValidations: options.validate !== true,
  };
}

/**
 * One OR alternative. A helper instead of `{ ALT: () => … }` literals: transpilers that keep
 * function names (tsx / esbuild `keepNames`) would otherwise re-name a fresh closure with
 * Object.defineProperty on every call of every rule — measured at a third of the parse time.
 */
export function alt<T>(fn: () => T, ignoreAmbiguities = false): IOrAlt<T> {
  return ignoreAmbiguities ? { ALT: fn, IGNORE_AMBIGUITIES: true } : { ALT: fn };
}

export class SelectorRules extends CachedErrorParser {
  constructor(options: CardParserOptions = {}) {
    super(T.allTokens, parserConfig(options));
  }

  nameRef = this.RULE("nameRef", () => {
    this.OR([
      alt(() => this.CONSUME(T.NameLit)),
      alt(() => {
        this.CONSUME(K.Name);
        this.CONSUME(T.StringLit);
      }),
    ]);
  });

  traitRef = this.RULE("traitRef", () => {
    this.OR([
      alt(() => this.CONSUME(T.TraitLit)),
      alt(() => {
        this.CONSUME(K.Trait);
        this.CONSUME(T.StringLit);
      }),
    ]);
  });

  titleRef = this.RULE("titleRef", () => {
    this.OR([alt(() => this.CONSUME(T.TitleLit)), alt(() => this.CONSUME(T.StringLit))]);
  });

  selector = this.RULE("selector", () => {
    this.OR([
      alt(() => {
        this.CONSUME(K.This);
        // `this in your trash`: this card, only while it is in that zone
        this.OPTION(() => this.SUBRULE(this.zone));
      }),
      alt(() => this.CONSUME(K.Host)),
      alt(() => {
        // `that character`: the characters an earlier choice chose, where `it` has moved on
        this.OR2([
          alt(() => this.CONSUME(K.It)),
          alt(() => {
            this.CONSUME(K.That);
            this.CONSUME(K.Character);
          }),
        ]);
        // `it in your trash`: the card `it` names, only while it is in that zone — not after a
        // word that nests `it` in a filter or a measure (`with cost == the cost of it in your
        // hand`: the zone is the outer query's)
        this.OPTION2({
          GATE: () =>
            !NESTING_WORDS.has(this.LA(this.LA(0).tokenType === K.It ? -1 : -2).tokenType),
          DEF: () => this.SUBRULE2(this.zone),
        });
      }),
      // `drawn cards`: the cards the text's draw steps drew (GG 01-113 引いた枚数)
      alt(() => {
        this.CONSUME(K.Drawn);
        this.CONSUME(K.Card);
      }),
      alt(() => this.SUBRULE(this.query)),
    ]);
  });

  query = this.RULE("query", () => {
    this.OPTION(() => this.SUBRULE(this.quantity));
    this.OR([
      alt(() => this.SUBRULE(this.topOfDeck)),
      alt(() => {
        this.OPTION2(() => this.SUBRULE(this.owner));
        this.MANY(() => this.SUBRULE(this.adjective));
        this.SUBRULE(this.noun);
        this.MANY2(() => this.SUBRULE(this.filter));
        this.OPTION3(() => this.SUBRULE(this.ofOwner));
        this.MANY3(() => this.SUBRULE2(this.filter));
        this.OPTION4(() => this.SUBRULE(this.zone));
        this.OPTION5(() => this.SUBRULE(this.amongIt));
      }),
    ]);
  });

  quantity = this.RULE("quantity", () => {
    this.OR([
      alt(() => {
        this.CONSUME(T.NumberLit);
        // `1 or more of`: at least N, as many as the chooser likes (1枚以上の任意の枚数)
        this.OPTION5(() => {
          this.CONSUME(K.Or);
          this.CONSUME(K.More);
        });
        this.OPTION(() => this.CONSUME(K.Of));
      }),
      alt(() => {
        // `any number of` (任意の枚数): 0 or more
        this.CONSUME(K.Any);
        this.CONSUME(K.NumberWord);
        this.OPTION6(() => this.CONSUME5(K.Of));
      }),
      alt(() => {
        this.CONSUME(K.Up);
        this.CONSUME(K.To);
        this.OR2([
          alt(() => this.CONSUME2(T.NumberLit)),
          // `up to count(it) of`: as many as counted when the step resolves
          alt(() => this.SUBRULE(this.countedQuantity)),
        ]);
        this.OPTION2(() => this.CONSUME2(K.Of));
      }),
      // `count(it) of` (同じ枚数の, GG 01-113): as many as counted when the step resolves
      alt(() => {
        this.SUBRULE2(this.countedQuantity);
        this.OPTION7(() => this.CONSUME6(K.Of));
      }),
      alt(() => {
        this.CONSUME(K.All);
        this.OPTION3(() => this.CONSUME3(K.Of));
      }),
      alt(() => {
        this.CONSUME(K.Each);
        this.OPTION4(() => this.CONSUME4(K.Of));
      }),
      alt(() => this.CONSUME(K.A)),
      alt(() => this.CONSUME(K.An)),
      alt(() => this.CONSUME(K.Another)),
    ]);
  });

  /** `count(<selector>)` as a quantity: the number of cards the selector denotes on resolution. */
  countedQuantity = this.RULE("countedQuantity", () => {
    this.CONSUME(K.Count);
    this.CONSUME(T.LParen);
    this.SUBRULE(this.selector);
    this.CONSUME(T.RParen);
  });

  owner = this.RULE("owner", () => {
    this.OR([
      alt(() => this.CONSUME(K.Your)),
      alt(() => {
        this.CONSUME(K.The);
        this.CONSUME(K.OpponentS);
      }),
    ]);
  });

  ofOwner = this.RULE("ofOwner", () => {
    this.CONSUME(K.Of);
    this.OR([
      alt(() => this.CONSUME(K.Yours)),
      alt(() => {
        this.CONSUME(K.The);
        this.CONSUME(K.OpponentS);
      }),
    ]);
  });

  adjective = this.RULE("adjective", () => {
    this.OR([
      alt(() => this.CONSUME(K.Other)),
      alt(() => this.CONSUME(K.Rested)),
      alt(() => this.CONSUME(K.Ready)),
      alt(() => this.CONSUME(K.Approaching)),
      alt(() => this.CONSUME(K.Blocking)),
      alt(() => this.CONSUME(K.Blocked)),
      alt(() => this.CONSUME(K.FaceUp)),
      alt(() => this.CONSUME(K.FaceDown)),
      alt(() => this.CONSUME(T.ColorTok)),
    ]);
  });

  noun = this.RULE("noun", () => {
    this.OR([
      alt(() => this.CONSUME(K.Character)),
      alt(() => this.CONSUME(K.Card)),
      alt(() => this.CONSUME(K.Event)),
      alt(() => this.CONSUME(K.Support)),
      alt(() => {
        this.SUBRULE(this.nameRef);
        // `「A」 or 「B」`: greedy, so a choice whose next option starts with a bare name needs ().
        this.MANY({
          GATE: () => tokenMatcher(this.LA(2), T.NameLit) || tokenMatcher(this.LA(2), K.Name),
          DEF: () => {
            this.CONSUME(K.Or);
            this.SUBRULE2(this.nameRef);
          },
        });
      }),
    ]);
  });

  /** One filter, or alternatives `named 「A」 or with 【B】` (any one of them). */
  filter = this.RULE("filter", () => {
    this.SUBRULE(this.simpleFilter);
    this.MANY({
      // Greedy like the noun's `or`: only when a filter word follows (never a choice or condition).
      GATE: () =>
        tokenMatcher(this.LA(2), K.Named) ||
        tokenMatcher(this.LA(2), K.With) ||
        tokenMatcher(this.LA(2), K.Without) ||
        tokenMatcher(this.LA(2), K.From),
      DEF: () => {
        this.CONSUME(K.Or);
        this.SUBRULE2(this.simpleFilter);
      },
    });
  });

  simpleFilter = this.RULE("simpleFilter", () => {
    this.OR([
      alt(() => this.withFilter()),
      // `affected by "〔POP〕"` (〔POP〕された): a card a later action was performed on (rule 7.11)
      alt(() => {
        this.CONSUME(K.Affected);
        this.CONSUME4(K.By);
        this.CONSUME(T.StringLit);
      }),
      alt(() => {
        this.CONSUME(K.Without);
        this.OR7([
          { ALT: () => this.SUBRULE2(this.apDp) },
          // `without 〔コンビ〕` (〔コンビ〕を持たない)
          { ALT: () => this.CONSUME2(T.KeywordLit) },
        ]);
      }),
      alt(() => {
        this.CONSUME(K.From);
        this.SUBRULE(this.titleRef);
      }),
      alt(() => {
        // `that entered this turn` (登場した) / `put onto the field this turn` (場に出た)
        this.OR3([
          {
            ALT: () => {
              this.CONSUME(K.That);
              this.CONSUME(K.Entered);
            },
          },
          {
            ALT: () => {
              this.CONSUME(K.Put);
              this.CONSUME(K.Onto);
              this.CONSUME2(K.The);
              this.CONSUME(K.Field);
              // `by an effect` (カードの効果によって場に出ている, FA 01-108): not by being played
              this.OPTION4(() => {
                this.CONSUME2(K.By);
                this.CONSUME(K.An);
                this.CONSUME(K.Effect);
              });
            },
          },
        ]);
        this.CONSUME(K.This);
        this.CONSUME(K.Turn);
      }),
      // `readied by an effect this turn` (readied): made ready by an effect (SG 01-054)
      alt(() => {
        this.CONSUME(K.Readied);
        this.CONSUME3(K.By);
        this.CONSUME2(K.An);
        this.CONSUME2(K.Effect);
        this.CONSUME4(K.This);
        this.CONSUME4(K.Turn);
      }),
      // `drawn this turn` (drawn): a card its owner drew this turn
      alt(() => {
        this.CONSUME(K.Drawn);
        this.CONSUME3(K.This);
        this.CONSUME3(K.Turn);
      }),
      // `that approached [or blocked] this turn` / `that blocked this turn` (participated)
      alt(() => {
        this.CONSUME2(K.That);
        this.OR6([
          {
            ALT: () => {
              this.CONSUME(K.Approached);
              this.OPTION3(() => {
                this.CONSUME2(K.Or);
                this.CONSUME2(K.Blocked);
              });
            },
          },
          { ALT: () => this.CONSUME3(K.Blocked) },
        ]);
        this.CONSUME2(K.This);
        this.CONSUME2(K.Turn);
      }),
      alt(() => {
        this.CONSUME(K.Named);
        this.SUBRULE2(this.nameRef);
      }),
      // `blocking your 「X」`, `blocked by <selector>`: the other side of the current approach
      alt(() => {
        this.CONSUME(K.Blocking);
        this.SUBRULE(this.selector);
      }),
      alt(() => {
        this.CONSUME(K.Blocked);
        this.CONSUME(K.By);
        this.SUBRULE2(this.selector);
      }),
      // `carrying 「X」`: a character with such a support card attached (rule 6.4)
      alt(() => {
        this.CONSUME(K.Carrying);
        this.SUBRULE3(this.selector);
      }),
      // `except it` (そのキャラ以外の): not the card(s) an earlier step chose
      alt(() => {
        this.CONSUME(K.Except);
        this.SUBRULE4(this.reference);
      }),
    ]);
  });

  /**
   * `the cost of this` / `the ap of it` / `the cost of the opponent's blocking characters`,
   * `count(<selector>)` or `the "コイン" coins of this`, then an optional margin `+3`: what
   * `compareWith` and `count(…) <op> …` compare with.
   */
  measure = this.RULE("measure", () => {
    this.OR([
      alt(() => {
        this.CONSUME(K.The);
        this.SUBRULE(this.statName);
        this.CONSUME(K.Of);
        this.SUBRULE(this.selector);
      }),
      alt(() => {
        this.CONSUME2(K.The);
        this.CONSUME(T.StringLit);
        this.CONSUME(K.Coin);
        this.CONSUME2(K.Of);
        this.SUBRULE(this.reference);
      }),
      alt(() => {
        this.CONSUME(K.Count);
        this.CONSUME(T.LParen);
        this.SUBRULE2(this.selector);
        this.CONSUME(T.RParen);
      }),
    ]);
    this.OPTION(() => this.CONSUME(T.SignedNumber));
  });

  apDp = this.RULE("apDp", () => {
    this.CONSUME(K.Ap);
    this.CONSUME(T.Slash);
    this.CONSUME(K.Dp);
  });

  /**
   * `with …`: traits, `ap/dp`, a stat compared, a printed keyword, a level, the same name, trait or
   * color, different names, a name inside the card's name (one alternative of simpleFilter, kept
   * here so that rule stays within the function size the architecture test allows).
   */
  private withFilter(): void {
    this.CONSUME(K.With);
    this.OR2([
      { ALT: () => this.AT_LEAST_ONE(() => this.SUBRULE(this.traitRef)) },
      {
        // `with ap/dp`: the card has AP and DP (rule 1.1)
        GATE: () => tokenMatcher(this.LA(2), T.Slash),
        ALT: () => this.SUBRULE(this.apDp),
      },
      {
        ALT: () => {
          this.SUBRULE(this.statName);
          this.SUBRULE(this.comparison);
          // a number, or a value measured when tested: `the cost of this`, `count(…)`
          this.OR5([
            { ALT: () => this.CONSUME(T.NumberLit) },
            { ALT: () => this.SUBRULE(this.measure) },
          ]);
        },
      },
      // `with 〔EXカード〕`: a card with that printed keyword
      { ALT: () => this.CONSUME(T.KeywordLit) },
      // `with level >= 5` (LV5以上の: rule 7.11)
      {
        ALT: () => {
          this.CONSUME(K.Level);
          this.SUBRULE2(this.comparison);
          this.CONSUME2(T.NumberLit);
        },
      },
      {
        // `with the same name|trait as <selector>`, `with the same color as this`; without
        // `as`, `with the same name|trait` relates the cards chosen together (`together`)
        ALT: () => this.sameFilter(),
      },
      // `with different names` (それぞれ名称の異なる): no two chosen cards share a name
      {
        ALT: () => {
          this.CONSUME(K.Different);
          this.CONSUME3(K.Name);
        },
      },
      {
        // `with 「轟雷」 in its name`
        ALT: () => {
          this.SUBRULE(this.nameRef);
          this.CONSUME(K.In);
          this.CONSUME(K.Its);
          this.CONSUME2(K.Name);
        },
      },
    ]);
  }

  /**
   * `with the same name|trait [as …]` and `with the same color as <reference>` (one alternative
   * of simpleFilter, kept here so that rule stays readable).
   */
  private sameFilter(): void {
    this.CONSUME(K.The);
    this.CONSUME(K.Same);
    this.OR4([
      {
        ALT: () => {
          this.CONSUME(K.Name);
          this.OPTION(() => {
            this.CONSUME(K.As);
            this.sameAsWhat(5);
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.Trait);
          this.OPTION2(() => {
            this.CONSUME2(K.As);
            this.sameAsWhat(6);
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.ColorKw);
          this.CONSUME3(K.As);
          this.SUBRULE(this.reference);
        },
      },
    ]);
  }

  /**
   * What `with the same name|trait as …` compares with: `this`, `it` or `host` is that card (a
   * reference, as before descriptions were allowed: `… as this in your hand` keeps `in your hand`
   * for the outer query), anything else a description (`as a card in the opponent's trash`).
   */
  private sameAsWhat(occurrence: 5 | 6): void {
    const next = this.LA(1).tokenType;
    if (next === K.This || next === K.Host || next === K.It || next === K.That) {
      if (occurrence === 5) this.SUBRULE2(this.reference);
      else this.SUBRULE3(this.reference);
    } else if (occurrence === 5) this.SUBRULE4(this.selector);
    else this.SUBRULE5(this.selector);
  }

  reference = this.RULE("reference", () => {
    this.OR([
      alt(() => this.CONSUME(K.This)),
      alt(() => this.CONSUME(K.Host)),
      alt(() => this.CONSUME(K.It)),
      alt(() => {
        this.CONSUME(K.That);
        this.CONSUME(K.Character);
      }),
    ]);
  });

  statName = this.RULE("statName", () => {
    this.OR([
      alt(() => this.CONSUME(K.Cost)),
      alt(() => {
        this.CONSUME(K.Ap);
        // `ap+dp`: the sum of AP and DP (AP/DPの合計値, SRBK 01-092)
        this.OPTION(() => {
          this.CONSUME(T.Plus);
          this.CONSUME2(K.Dp);
        });
      }),
      alt(() => this.CONSUME(K.Dp)),
      alt(() => this.CONSUME(K.Source)),
      // `with coins == 0`: the +10/+10 coins on the card (rule 7.8)
      alt(() => this.CONSUME(K.Coin)),
    ]);
  });

  comparison = this.RULE("comparison", () => {
    this.OR([
      alt(() => this.CONSUME(T.LE)),
      alt(() => this.CONSUME(T.GE)),
      alt(() => this.CONSUME(T.LT)),
      alt(() => this.CONSUME(T.GT)),
      alt(() => this.CONSUME(T.EQ)),
      alt(() => this.CONSUME(T.NE)),
    ]);
  });

  /** `among it`: a query over the cards an earlier step acted on (その中にある). */
  amongIt = this.RULE("amongIt", () => {
    this.CONSUME(K.Among);
    this.CONSUME(K.It);
  });

  zone = this.RULE("zone", () => {
    this.CONSUME(K.In);
    this.OR([
      alt(() => {
        // `in the top 5 cards of your deck`: the cards looked at (zone.top); `bottom`: from the end
        this.CONSUME(K.The);
        this.OR2([alt(() => this.CONSUME(K.Top)), alt(() => this.CONSUME(K.Bottom))]);
        this.CONSUME(T.NumberLit);
        this.CONSUME(K.Card);
        this.CONSUME(K.Of);
        this.SUBRULE2(this.owner);
        this.CONSUME(K.Deck);
      }),
      alt(() => {
        this.OPTION(() => this.SUBRULE(this.owner));
        this.SUBRULE(this.zoneName);
      }),
    ]);
  });

  zoneName = this.RULE("zoneName", () => {
    this.OR([
      alt(() => this.CONSUME(K.Hand)),
      alt(() => this.CONSUME(K.Deck)),
      alt(() => this.CONSUME(K.Trash)),
      alt(() => {
        this.CONSUME(K.Point);
        this.CONSUME(K.Pile);
      }),
      alt(() => {
        this.CONSUME(K.Main);
        this.CONSUME(K.Area);
      }),
      alt(() => {
        this.CONSUME(K.Support);
        this.CONSUME2(K.Area);
      }),
      alt(() => this.CONSUME(K.Field)),
      // `in exile`: cards removed from the game; `in your ex deck`: the EX deck (rule 7.11)
      alt(() => this.CONSUME(K.Exile)),
      alt(() => {
        this.CONSUME(K.Ex);
        this.CONSUME2(K.Deck);
      }),
    ]);
  });

  topOfDeck = this.RULE("topOfDeck", () => {
    this.CONSUME(K.The);
    this.OR([alt(() => this.CONSUME(K.Top)), alt(() => this.CONSUME(K.Bottom))]);
    this.CONSUME(T.NumberLit);
    this.MANY(() => this.SUBRULE(this.adjective));
    this.SUBRULE(this.noun);
    this.MANY2(() => this.SUBRULE(this.filter));
    this.CONSUME(K.Of);
    this.SUBRULE(this.owner);
    this.CONSUME(K.Deck);
  });
}
