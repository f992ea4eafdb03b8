// The Chevrotain parser base: public, indexed wrappers over Chevrotain's protected DSL so that the
// grammar can live in several small files (selectors, conditions, effects, sentences), each adding
// its rules to `r`. Rules call each other through `r` lazily, so definition order does not matter.
//
// Japanese is head-final: a long selector comes before the particle that says what it is
// (…キャラ1枚は / を / が). Where alternatives share such a prefix the grammar uses ordered choice
// with backtracking (`bt`), i.e. PEG semantics; everywhere else plain LL(k).
import {
  EarlyExitException,
  EmbeddedActionsParser,
  EOF,
  MismatchedTokenException,
  NoViableAltException,
  type IOrAlt,
  type IToken,
  type ParserMethod,
  type TokenType,
} from "chevrotain";
import type { Span } from "../../grammar/ast.ts";
import { allTokens } from "../tokens.ts";
import type { Rules } from "./rules.ts";

export type Rule<R, A extends unknown[] = []> = ParserMethod<A, R>;

const NO_SPAN: Span = {
  file: "",
  start: { offset: 0, line: 1, column: 1 },
  end: { offset: 0, line: 1, column: 1 },
};

export class ParserBase extends EmbeddedActionsParser {
  readonly r = {} as Rules;
  /** Set per parse: maps a normalised range to a span in the printed text. */
  spanOf: (start: number, end: number) => Span = () => NO_SPAN;
  /** Offset of the parsed segment in the normalised text. */
  base = 0;

  constructor() {
    // Three tokens of lookahead; longer common prefixes are resolved by gates (`bt`, `ahead`).
    // A larger k makes the one-time grammar analysis much slower.
    super(allTokens, { maxLookahead: 3, recoveryEnabled: false });
  }

  /** End offset of the furthest token any attempt consumed: where reading really stopped. */
  furthest = 0;

  c(idx: number, t: TokenType): IToken {
    const tok = this.consume(idx, t);
    if (Number.isFinite(tok.startOffset))
      this.furthest = Math.max(this.furthest, tok.startOffset + tok.image.length);
    return tok;
  }
  s<R, A extends unknown[]>(idx: number, rule: Rule<R, A>, ...args: A): R {
    return this.subrule(idx, rule, { ARGS: args });
  }
  opt<R>(idx: number, fn: () => R): R | undefined {
    return this.option(idx, fn);
  }
  /**
   * An option taken only when `gate` holds (a backtracking gate for a selector-led prefix). The
   * gate decides, so one token of lookahead is enough: computing LL(3) paths through selectors is
   * what made the grammar analysis slow (bench/translate.ts).
   */
  optG<R>(idx: number, gate: () => boolean, fn: () => R): R | undefined {
    return this.option(idx, { GATE: gate, DEF: fn, MAX_LOOKAHEAD: 1 });
  }
  alt<R>(idx: number, alts: IOrAlt<R>[]): R {
    return this.or(idx, { DEF: alts, IGNORE_AMBIGUITIES: true });
  }
  /**
   * A choice between long constructs that each start with a selector, decided by the gates
   * (backtracking or a telling token) and by one token of lookahead: LL(3) paths through every
   * selector of every alternative are what made the grammar analysis slow.
   */
  altG<R>(idx: number, alts: IOrAlt<R>[]): R {
    return this.or(idx, { DEF: alts, IGNORE_AMBIGUITIES: true, MAX_LOOKAHEAD: 1 });
  }
  rep(idx: number, fn: () => void): void {
    this.many(idx, fn);
  }
  repG(idx: number, gate: () => boolean, fn: () => void): void {
    this.many(idx, { GATE: gate, DEF: fn });
  }
  /** A verb in its plain form (休息状態にする) or its joining form (休息状態にし、…). */
  verb(k: number, plain: TokenType, joining: TokenType): void {
    this.or(50 + k, [
      { ALT: () => this.c(100 + 2 * k, plain) },
      { ALT: () => this.c(101 + 2 * k, joining) },
    ]);
  }
  /** A gate that tries `rule` without consuming input: ordered choice with backtracking. */
  bt<A extends unknown[]>(rule: Rule<unknown, A>, ...args: A): () => boolean {
    return this.BACKTRACK(rule, args);
  }
  /**
   * Whether one of `types` occurs in the rest of the sentence: a cheap test run before a
   * backtracking gate, so that alternatives that cannot match are not tried at all.
   */
  ahead(...types: TokenType[]): boolean {
    for (let i = 1; ; i++) {
      const t = this.LA(i);
      if (t.tokenType === EOF) return false;
      if (types.includes(t.tokenType)) return true;
    }
  }
  /** `ahead(...)` then backtracking: the usual gate of an alternative with a long prefix. */
  when<A extends unknown[]>(types: TokenType[], rule: Rule<unknown, A>, ...args: A): () => boolean {
    const bt = this.BACKTRACK(rule, args);
    // Chevrotain's backtracking function reads `this`: call it on the parser.
    return () => this.ahead(...types) && bt.call(this);
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

  act<R>(fn: () => R): R {
    return this.ACTION(fn);
  }
  la(n: number): IToken {
    return this.LA(n);
  }
  def<R, A extends unknown[]>(name: string, impl: (...args: A) => R): Rule<R, A> {
    return this.RULE(name, impl) as Rule<R, A>;
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
