// Parser layer 6 (the top): abilities, costs, card headers and bodies, title directives; and the
// ONE shared parser instance. `item` is the entry rule: parse.ts splits the token stream at card
// and title keywords and parses each item on its own, so one broken card never hides the next.
import * as T from "./tokens.ts";
import { alt, type CardParserOptions } from "./parser-selectors.ts";
import { StepRules } from "./parser-steps.ts";
import { CachedErrorParser } from "./parser-errors.ts";
import { GRAMMAR_CACHE } from "./grammar-cache.ts";
import { BUILT_GRAMMAR_KEY, BUILT_GRAMMAR_KEY_MARKER } from "./grammar-cache-built.ts";
import { deserializeRules, grammarKey, serializeRules, useKeptRules } from "./recorded-grammar.ts";
import type { Rule } from "chevrotain";
import { grammarText, type LazyLookaheadStrategy } from "./lazy-lookahead.ts";

const { K } = T;

class CardParser extends StepRules {
  item = this.RULE("item", () => {
    this.OR([alt(() => this.SUBRULE(this.titleDirective)), alt(() => this.SUBRULE(this.card))]);
  });

  titleDirective = this.RULE("titleDirective", () => {
    this.CONSUME(K.Title);
    this.SUBRULE(this.titleRef);
    // `also 『A』 『B』`: the further titles a set's cards carry (a set spanning two series).
    this.OPTION(() => {
      this.CONSUME(K.Also);
      this.AT_LEAST_ONE(() => this.SUBRULE2(this.titleRef));
    });
  });

  card = this.RULE("card", () => {
    this.OR([
      alt(() => this.CONSUME(K.Character)),
      alt(() => this.CONSUME(K.Event)),
      alt(() => this.CONSUME(K.Support)),
    ]);
    this.CONSUME(T.CardNumber);
    this.SUBRULE(this.nameRef);
    this.MANY(() => this.SUBRULE(this.headerField));
    this.OPTION(() => this.SUBRULE(this.body));
  });

  /** Header fields in any order; parse.ts reports missing, doubled and inconsistent ones. */
  headerField = this.RULE("headerField", () => {
    this.OR([
      alt(() => this.CONSUME(T.ColorTok)),
      alt(() => {
        this.CONSUME(K.Cost);
        this.CONSUME(T.NumberLit);
      }),
      alt(() => {
        this.CONSUME(K.Source);
        this.CONSUME2(T.NumberLit);
      }),
      alt(() => {
        this.CONSUME(K.Ap);
        this.CONSUME3(T.NumberLit);
      }),
      alt(() => {
        this.CONSUME(K.Dp);
        this.CONSUME4(T.NumberLit);
      }),
      alt(() => this.SUBRULE(this.traitRef)),
      alt(() => {
        this.CONSUME(K.Rarity);
        this.OR2([
          { ALT: () => this.CONSUME(T.Identifier) },
          { ALT: () => this.CONSUME(T.StringLit) },
          { ALT: () => this.CONSUME5(T.NumberLit) },
        ]);
      }),
    ]);
  });

  body = this.RULE("body", () => {
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.bodyItem));
    this.CONSUME(T.RCurly);
  });

  /** The body items on one line: used to check later lines of a card once one line failed. */
  bodyLine = this.RULE("bodyLine", () => {
    this.MANY(() => this.SUBRULE(this.bodyItem));
  });

  bodyItem = this.RULE("bodyItem", () => {
    this.OR([
      alt(() => {
        this.CONSUME(K.Printed);
        this.CONSUME(T.StringLit);
      }),
      alt(() => {
        this.CONSUME(K.Flavor);
        this.CONSUME2(T.StringLit);
      }),
      alt(() => this.SUBRULE(this.ability)),
    ]);
  });

  ability = this.RULE("ability", () => {
    this.OR([
      alt(() => this.SUBRULE(this.keyword)),
      alt(() => this.SUBRULE(this.activated)),
      alt(() => this.SUBRULE(this.triggered)),
      alt(() => this.SUBRULE(this.continuous)),
      alt(() => this.SUBRULE(this.attachRestriction)),
      alt(() => this.SUBRULE(this.gyakkyou)),
      alt(() => this.SUBRULE(this.levelText)),
      alt(() => this.SUBRULE(this.playRequirement)),
      alt(() => this.SUBRULE(this.reminder)),
    ]);
  });

  activated = this.RULE("activated", () => {
    // `mode [main/opponent]: …`: one of an event's modes (以下から1つ選択する。・…・…)
    this.OPTION4(() => this.CONSUME(K.Mode));
    this.SUBRULE(this.timing);
    this.OPTION(() => {
      this.SUBRULE(this.costItem);
      this.MANY(() => {
        this.CONSUME(T.Comma);
        this.SUBRULE2(this.costItem);
      });
    });
    // a use condition (このテキストは、…場合にのみ使用できる), as an event's `requires`
    this.OPTION2(() => {
      this.CONSUME(K.Requires);
      this.SUBRULE(this.condition);
    });
    this.CONSUME(T.Colon);
    // `「X」 ▶` before the effect (rule 7.11: kept, warned, refused)
    this.OPTION3(() => {
      this.SUBRULE(this.nameRef);
      this.CONSUME(T.Arrow);
    });
    this.SUBRULE(this.effect);
  });

  costItem = this.RULE("costItem", () => {
    this.OR([
      alt(() => {
        this.CONSUME(T.LBracket);
        this.OPTION(() => this.CONSUME(T.ColorTok));
        this.CONSUME(T.NumberLit);
        this.CONSUME(T.RBracket);
      }),
      alt(() => this.CONSUME(T.CostBox)),
      alt(() => this.CONSUME(T.RestSymbol)),
      alt(() => this.SUBRULE(this.verbStep)),
    ]);
  });

  triggered = this.RULE("triggered", () => {
    this.OR([
      alt(() => this.CONSUME(K.If)),
      alt(() => {
        this.CONSUME(K.Each);
        this.CONSUME(K.Time);
      }),
      alt(() => this.CONSUME(K.At)),
    ]);
    this.SUBRULE(this.triggerEvent);
    this.OPTION(() => {
      this.CONSUME(K.And);
      this.SUBRULE(this.condition);
    });
    this.CONSUME(T.Colon);
    this.SUBRULE(this.effect);
  });

  continuous = this.RULE("continuous", () => {
    this.OPTION(() => {
      this.CONSUME(K.While);
      this.SUBRULE(this.condition);
      this.CONSUME(T.Colon);
    });
    this.OR2([
      // `instead of <event>: <effect>` (…する場合、代わりに…): a replacement (REPLACEMENT_EFFECTS)
      alt(() => this.SUBRULE(this.replacement)),
      alt(() => this.SUBRULE(this.staticEffect)),
      // `the opponent cannot play …` (…は、…をプレイできない): a ban on players
      alt(() => this.SUBRULE(this.playerBan)),
    ]);
  });

  attachRestriction = this.RULE("attachRestriction", () => {
    this.CONSUME(K.Attach);
    this.CONSUME(K.To);
    this.SUBRULE(this.nameOrTrait);
    this.MANY(() => {
      this.CONSUME(K.Or);
      this.SUBRULE2(this.nameOrTrait);
    });
  });

  nameOrTrait = this.RULE("nameOrTrait", () => {
    this.OR([alt(() => this.SUBRULE(this.nameRef)), alt(() => this.SUBRULE(this.traitRef))]);
  });

  gyakkyou = this.RULE("gyakkyou", () => {
    this.CONSUME(K.Gyakkyou);
    this.CONSUME(T.NumberLit);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.ability);
  });

  /** `level 3: <ability>`: 《LV3》 before a text (rule 7.11: a card's level has no known rules). */
  levelText = this.RULE("levelText", () => {
    this.CONSUME(K.Level);
    this.CONSUME(T.NumberLit);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.ability);
  });

  /** `reminder 〔我慢〕`: a keyword's printed reminder text (no ability of its own). */
  reminder = this.RULE("reminder", () => {
    this.CONSUME(K.Reminder);
    this.SUBRULE(this.keyword);
  });

  playRequirement = this.RULE("playRequirement", () => {
    this.CONSUME(K.Requires);
    this.SUBRULE(this.condition);
  });

  /** Whether the grammar tree was kept (grammar/grammar-cache.ts) or recorded in this process. */
  readonly grammarFrom: "kept" | "recorded";

  constructor(options: CardParserOptions = {}) {
    super(options);
    // The kept grammar tree instead of recording it (recorded-grammar.ts), when it was recorded
    // for this very code; never when validating.
    const kept =
      options.validate !== true &&
      options.grammar !== "recorded" &&
      (options.grammar === "kept" || keyIsCertified(this)) &&
      useKeptRules(this, deserializeRules(GRAMMAR_CACHE.rules, T.allTokens));
    // Kept rules serialize to the kept text: the lookahead cache's check need not serialize them.
    if (kept) lookaheadStrategyOf(this).rulesAre(GRAMMAR_CACHE.grammar);
    this.grammarFrom = kept ? "kept" : "recorded";
    this.performSelfAnalysis();
  }
}

function lookaheadStrategyOf(parser: object): LazyLookaheadStrategy {
  return (parser as { lookaheadStrategy: LazyLookaheadStrategy }).lookaheadStrategy;
}

/** The key of the card grammar as this process runs it (its parser layers' code and tokens). */
export function cardGrammarKey(parser: object): string {
  return grammarKey(parser, CachedErrorParser, { helpers: [alt], tokenSpaces: [T, T.K] });
}

/** The card grammar as Chevrotain records it in this process: the key of this process's code, the
 * rules as grammar/grammar-cache.ts keeps them, and whether they are the kept ones (a build
 * certifies its key with it, scripts/bundle-cli.ts; the cache's generator writes them). */
export function recordCardGrammar(): {
  key: string;
  rules: string;
  grammar: string;
  matchesKept: boolean;
} {
  const parser = buildCardParser({ grammar: "recorded" });
  const recorded = Object.values(parser.getGAstProductions()) as Rule[];
  const rules = serializeRules(recorded);
  const grammar = grammarText(recorded, lookaheadStrategyOf(parser).k);
  const matchesKept = rules === GRAMMAR_CACHE.rules && grammar === GRAMMAR_CACHE.grammar;
  return { key: cardGrammarKey(parser), rules, grammar, matchesKept };
}

function keyIsCertified(parser: object): boolean {
  const key = cardGrammarKey(parser);
  return GRAMMAR_CACHE.keys.includes(key) || BUILT_GRAMMAR_KEY === BUILT_GRAMMAR_KEY_MARKER + key;
}

/** A fresh parser; `validate` runs Chevrotain's grammar checks (a test does, see CardParserOptions). */
export function buildCardParser(options: CardParserOptions = {}): CardParser {
  return new CardParser(options);
}

let instance: CardParser | undefined;

/** The one reused parser, built on the first parse (commands that never parse never pay for it). */
export function cardParser(): CardParser {
  instance ??= buildCardParser();
  return instance;
}
