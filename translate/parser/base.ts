// The Chevrotain parser base: readable, public wrappers over Chevrotain's protected DSL, so that
// the grammar can live in several small files (selectors, conditions, effects, sentences), each
// adding its rules to `rules`. Rules call each other through `rules` lazily, so definition order
// does not matter. A grammar file reads:
//
//   rules.topic = g.define("topic", (): Selector => {
//     const s = g.rule(rules.selector);   // another rule
//     g.token(T.Ha);                       // one token (は)
//     g.optional(() => g.token(T.Comma));  // 、 or nothing
//     return s;
//   });
//
// Japanese is head-final: a long selector comes before the particle that says what it is
// (…キャラ1枚は / を / が). Where alternatives share such a prefix the grammar uses ordered choice
// with backtracking (`backtrack`), i.e. PEG semantics; everywhere else plain LL(k).
//
// Occurrences. Chevrotain builds the grammar by running every rule once ("recording") and then
// finds each choice's lookahead by a key made of the rule, the kind of call and a number; so two
// calls of the same kind in one rule must carry different numbers — two `token(T.No)`, two
// `rule(rules.query)`, two `choice`s, `optional`s or `repeat`s. A number cannot be given
// automatically: at parse time the calls of a rule run in an order that depends on the input
// (alternatives skipped, loops repeated), so only the place in the source identifies a call. The
// first call of a kind needs no number; each other one carries a number of its own, 2, 3, …:
// `g.token(T.No, 2)`, `g.rule(rules.query, 2)`, `g.choice([...], 3)`. Tokens and rules are
// counted each on their own (a `token(T.Ga)` and a `token(T.No)` are both first calls); `verb`,
// `oneOf`, `anyToken` and the small helpers that make several calls (`ending`, `modeOf`,
// `optionalQuantity`, …) take one number for all of theirs. A repeated number is reported when
// the parser is built, as the reason of every sentence ("internal error: Parser Definition Errors
// detected: ->CONSUME1<- with argument: ->Ga<- appears more than once … in the top level rule:
// ->existsCondition<-"), so every test run catches it.
import {
  EarlyExitException,
  EmbeddedActionsParser,
  EOF,
  MismatchedTokenException,
  NoViableAltException,
  type IOrAlt,
  type IToken,
  type TokenType,
} from "../../grammar/chevrotain.ts";
import type { Span } from "../../grammar/ast.ts";
import { LazyLookaheadStrategy } from "../../grammar/lazy-lookahead.ts";
import { allTokens } from "../tokens.ts";
import { LOOKAHEAD_CACHE } from "./lookahead-cache.ts";
import type { Rule, Rules } from "./rules.ts";

const NO_SPAN: Span = {
  file: "",
  start: { offset: 0, line: 1, column: 1 },
  end: { offset: 0, line: 1, column: 1 },
};

export class ParserBase extends EmbeddedActionsParser {
  /** Every rule of the grammar, filled in by the grammar files (rules.ts lists them). */
  readonly rules = {} as Rules;
  /** Set per parse: maps a normalised range to a span in the printed text. */
  spanOf: (start: number, end: number) => Span = () => NO_SPAN;
  /** Offset of the parsed segment in the normalised text. */
  base = 0;

  /**
   * `validate`: run Chevrotain's grammar checks (a repeated occurrence number, see the header; an
   * ambiguity) — test/translate/parser-validations.test.ts does, and fails on any; every other
   * process skips them, as the card parser does (they cost seconds).
   */
  constructor(options: { validate?: boolean } = {}) {
    // Three tokens of lookahead; longer common prefixes are resolved by gates (`backtrack`,
    // `occursAhead`). A larger k makes the one-time grammar analysis much slower. Each choice's
    // lookahead is built when first reached, from paths kept for this grammar
    // (translate/parser/lookahead-cache.ts; grammar/lazy-lookahead.ts says how).
    super(allTokens, {
      maxLookahead: 3,
      recoveryEnabled: false,
      skipValidations: options.validate !== true,
      lookaheadStrategy: new LazyLookaheadStrategy({ maxLookahead: 3 }, allTokens, LOOKAHEAD_CACHE),
    });
  }

  /** End offset of the furthest token any attempt consumed: where reading really stopped. */
  furthest = 0;

  /**
   * The last refusal made because the card language has no form for what was read (`lacks`):
   * where that attempt had read to, and why. index.ts reports it when no attempt read further.
   */
  gap: { at: number; message: string } | undefined;

  /** Define a rule: `rules.x = g.define("x", (…args) => …)`. */
  define<R, A extends unknown[]>(name: string, impl: (...args: A) => R): Rule<R, A> {
    return this.RULE(name, impl) as Rule<R, A>;
  }

  /** Read one token of `type` (the `occurrence`-th such call in this rule; see the header). */
  token(type: TokenType, occurrence = 1): IToken {
    const tok = this.consume(occurrence, type);
    if (Number.isFinite(tok.startOffset))
      this.furthest = Math.max(this.furthest, tok.startOffset + tok.image.length);
    return tok;
  }

  /** Read another rule, with its arguments if it takes any: `g.rule(rules.step, [topic])`. */
  rule<R>(rule: Rule<R, []>, occurrence?: number): R;
  rule<R, A extends unknown[]>(rule: Rule<R, A>, args: A, occurrence?: number): R;
  rule<R, A extends unknown[]>(rule: Rule<R, A>, args?: A | number, occurrence = 1): R {
    if (typeof args === "number") return this.subrule(args, rule, { ARGS: [] as unknown as A });
    return this.subrule(occurrence, rule, { ARGS: args ?? ([] as unknown as A) });
  }

  /** `fn`'s words, or nothing (then undefined). */
  optional<R>(fn: () => R, occurrence = 1): R | undefined {
    return this.option(occurrence, fn);
  }

  /**
   * An option taken only when `gate` holds (a backtracking gate for a selector-led prefix). The
   * gate decides, so one token of lookahead is enough: computing LL(3) paths through selectors is
   * what made the grammar analysis slow (bench/translate.ts).
   */
  optionalIf<R>(gate: () => boolean, fn: () => R, occurrence = 1): R | undefined {
    return this.option(occurrence, { GATE: gate, DEF: fn, MAX_LOOKAHEAD: 1 });
  }

  /** The first alternative that matches, told apart by up to three tokens of lookahead and gates. */
  choice<R>(alternatives: IOrAlt<R>[], occurrence = 1): R {
    return this.or(occurrence, { DEF: alternatives, IGNORE_AMBIGUITIES: true });
  }

  /**
   * One of several tokens, each standing for a value:
   * `g.oneOf([[T.Own, "your"], [T.Opp, "opponent's"]])` (one choice, each token its `occurrence`).
   */
  oneOf<const V>(tokens: readonly (readonly [TokenType, V])[], occurrence = 1): V {
    return this.choice(
      tokens.map(([type, value]) => ({
        ALT: () => {
          this.token(type, occurrence);
          return value;
        },
      })),
      occurrence,
    );
  }

  /** One of several tokens, whichever comes (`g.anyToken([T.NiAru, T.NiIru])`). */
  anyToken(types: readonly TokenType[], occurrence = 1): IToken {
    return this.choice(
      types.map((type) => ({ ALT: () => this.token(type, occurrence) })),
      occurrence,
    );
  }

  /**
   * A choice between long constructs that each start with a selector, decided by the gates
   * (backtracking or a telling token) and by one token of lookahead: LL(3) paths through every
   * selector of every alternative are what made the grammar analysis slow.
   */
  choiceByGates<R>(alternatives: IOrAlt<R>[], occurrence = 1): R {
    return this.or(occurrence, { DEF: alternatives, IGNORE_AMBIGUITIES: true, MAX_LOOKAHEAD: 1 });
  }

  /** `fn` as many times as it matches (zero or more). */
  repeat(fn: () => void, occurrence = 1): void {
    this.many(occurrence, fn);
  }

  /** `fn` again and again while `gate` holds before each round. */
  repeatWhile(gate: () => boolean, fn: () => void, occurrence = 1): void {
    this.many(occurrence, { GATE: gate, DEF: fn });
  }

  /**
   * `fn` again and again while a backtracking `gate` (which tries `fn` itself) holds: the gate
   * decides, so one token of lookahead is enough. A repetition that starts with a selector and is
   * followed by one (「AとBを…」) made Chevrotain compute LL(3) paths through every selector: the
   * grammar analysis went from 2 s to 38 s.
   */
  repeatWhileBacktracking(gate: () => boolean, fn: () => void, occurrence = 1): void {
    this.many(occurrence, { GATE: gate, DEF: fn, MAX_LOOKAHEAD: 1 });
  }

  /** A verb in its plain form (休息状態にする) or its joining form (休息状態にし、…). */
  verb(plain: TokenType, joining: TokenType, occurrence = 1): void {
    this.choice(
      [
        { ALT: () => this.token(plain, occurrence) },
        { ALT: () => this.token(joining, occurrence) },
      ],
      occurrence,
    );
  }

  /**
   * A verb in its plain or joining form, or its short potential form (捨て札にできる = 捨て札にする
   * ことができる); true for the potential form, which makes the step a `may`.
   */
  verbOrCan(plain: TokenType, joining: TokenType, can: TokenType, occurrence = 1): boolean {
    return this.choice(
      [
        { ALT: () => (this.token(plain, occurrence), false) },
        { ALT: () => (this.token(joining, occurrence), false) },
        { ALT: () => (this.token(can, occurrence), true) },
      ],
      occurrence,
    );
  }

  /**
   * A gate that tries `rule` here without consuming input: ordered choice with backtracking
   * (`GATE: g.backtrack(rules.deckTop)`, or called at once: `g.backtrack(rules.topic)()`).
   */
  backtrack<A extends unknown[]>(rule: Rule<unknown, A>, ...args: A): () => boolean {
    const attempt = this.BACKTRACK(rule, args);
    // Chevrotain's backtracking function reads `this`: call it on the parser.
    return () => attempt.call(this);
  }

  /**
   * Whether one of `types` occurs in the rest of the sentence: a cheap test run before a
   * backtracking gate, so that alternatives that cannot match are not tried at all.
   */
  occursAhead(...types: TokenType[]): boolean {
    for (let i = 1; ; i++) {
      const t = this.LA(i);
      if (t.tokenType === EOF) return false;
      if (types.includes(t.tokenType)) return true;
    }
  }

  /** `occursAhead(...types)` then backtracking: the usual gate of an alternative with a long prefix. */
  backtrackIfAhead<A extends unknown[]>(
    types: TokenType[],
    rule: Rule<unknown, A>,
    ...args: A
  ): () => boolean {
    const attempt = this.backtrack(rule, ...args);
    return () => this.occursAhead(...types) && attempt();
  }

  /**
   * Chevrotain words a "no viable alternative" error from every lookahead path of the choice; a
   * backtracking parser raises one at each failed attempt, and with selector-led alternatives
   * (「X」を妨害している…) building those paths dominated the parse. Reasons are told from
   * `furthest` (index.ts), never from this message, so it is left short.
   */
  raiseNoAltException(_occurrence: number, _errMsgTypes: string | undefined): never {
    throw (this as unknown as { SAVE_ERROR(e: Error): Error }).SAVE_ERROR(
      new NoViableAltException("no alternative matches", this.LA(1), this.LA(0)),
    );
  }

  /**
   * Code that builds the result: run when parsing, skipped while Chevrotain records the grammar
   * (then the values read are placeholders).
   */
  action<R>(fn: () => R): R {
    return this.ACTION(fn);
  }

  /** The token `n` ahead: 1 is the next one, 0 the one just read. */
  lookahead(n: number): IToken {
    return this.LA(n);
  }

  /** Span from `start` to the last consumed token. */
  spanFrom(start: IToken): Span {
    const end = this.LA(0);
    const s = Number.isFinite(start.startOffset) ? start.startOffset : 0;
    const eTok = Number.isFinite(end.startOffset) ? end : start;
    const e = eTok.startOffset + eTok.image.length;
    return this.spanOf(this.base + s, this.base + Math.max(e, s + 1));
  }
  /**
   * Reject the current alternative for a semantic reason (a missing subject, a quantity where
   * none may be). Thrown as a recognition error, so backtracking treats it as "does not match"
   * and a top-level parse reports it instead of crashing.
   */
  fail(message: string): never {
    throw new MismatchedTokenException(message, this.LA(1), this.LA(0));
  }
  /**
   * Reject the current alternative because the card language (grammar/ast.ts) has no node that
   * could hold what was read — not a gap of the translator's templates. Recorded in `gap`.
   */
  lacks(message: string): never {
    const last = this.LA(0);
    const at = Number.isFinite(last.startOffset) ? last.startOffset + last.image.length : 0;
    this.gap = { at, message };
    return this.fail(message);
  }
  analyse(): void {
    this.performSelfAnalysis();
  }
}

/**
 * A failed sentence is reported by where reading stopped (`furthest`), never by Chevrotain's
 * message. Building that message computes every lookahead path of the failing rule (to depth 3)
 * on each failed alternative, most of them inside backtracking gates: with the selector's
 * modifiers that dominated the time of a sentence that does not parse. The errors keep their types.
 */
interface ErrorRaising {
  raiseNoAltException(): never;
  raiseEarlyExitException(): never;
  SAVE_ERROR(e: Error): Error;
  LA(n: number): import("chevrotain").IToken;
}
const raising = ParserBase.prototype as unknown as ErrorRaising;
raising.raiseNoAltException = function (this: ErrorRaising): never {
  throw this.SAVE_ERROR(new NoViableAltException("no viable alternative", this.LA(1), this.LA(0)));
};
raising.raiseEarlyExitException = function (this: ErrorRaising): never {
  throw this.SAVE_ERROR(
    new EarlyExitException("expected at least one iteration", this.LA(1), this.LA(0)),
  );
};
