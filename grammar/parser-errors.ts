// The base of the parser layers: Chevrotain's CstParser with its error messages cached. On every
// syntax error Chevrotain recomputes the lookahead paths of the failing choice to say what was
// expected (its own source: "consider caching"); for the large choices of this grammar that cost
// 100–150 ms per error, so a file of half-typed cards took seconds. The message depends only on
// the grammar position (rule, kind of production, occurrence), so it is computed once per
// position and process; the exception thrown and saved is the one Chevrotain would throw.
import {
  CstParser,
  EarlyExitException,
  NoViableAltException,
  type IParserConfig,
  type IRecognitionException,
  type IToken,
  type TokenVocabulary,
} from "./chevrotain.ts";

/** The internals this class relies on (chevrotain 11's error_handler and recognizer traits). */
interface Internals {
  getCurrRuleFullName(): string;
  SAVE_ERROR(error: IRecognitionException): IRecognitionException;
  LA(howMuch: number): IToken;
  raiseNoAltException(occurrence: number, errMsgTypes: string | undefined): never;
  raiseEarlyExitException(occurrence: number, prodType: number, userMsg: string | undefined): never;
}

const chevrotain = CstParser.prototype as unknown as Internals;

/** Expected-text messages by grammar position, shared by every parser instance of this grammar. */
const messages = new Map<string, string>();

/** The first time: Chevrotain computes (and throws); its message is kept for the next times. */
function computed(key: string, raise: () => never): never {
  try {
    raise();
  } catch (e) {
    if (e instanceof Error) messages.set(key, e.message);
    throw e;
  }
}

export class CachedErrorParser extends CstParser {
  constructor(tokens: TokenVocabulary, config: IParserConfig) {
    super(tokens, config);
  }

  raiseNoAltException(occurrence: number, errMsgTypes: string | undefined): never {
    const self = this as unknown as Internals;
    const key = `alt ${self.getCurrRuleFullName()} ${occurrence}`;
    const message = messages.get(key);
    if (message === undefined) {
      return computed(key, () =>
        chevrotain.raiseNoAltException.call(this, occurrence, errMsgTypes),
      );
    }
    throw self.SAVE_ERROR(new NoViableAltException(message, self.LA(1), self.LA(0)));
  }

  raiseEarlyExitException(
    occurrence: number,
    prodType: number,
    userMsg: string | undefined,
  ): never {
    const self = this as unknown as Internals;
    const key = `repeat ${self.getCurrRuleFullName()} ${prodType} ${occurrence}`;
    const message = messages.get(key);
    if (message === undefined) {
      return computed(key, () =>
        chevrotain.raiseEarlyExitException.call(this, occurrence, prodType, userMsg),
      );
    }
    throw self.SAVE_ERROR(new EarlyExitException(message, self.LA(1), self.LA(0)));
  }
}

/**
 * `run` with no stack trace captured for the Errors it throws. Chevrotain reports a syntax error
 * (and a backtracking attempt) by throwing, and each Error captured a stack through the deep rule
 * recursion; nothing reads those stacks (an internal error reports its message only). Used by the
 * card parser and the translator, where it was a quarter of the time.
 */
export function withoutStackTraces<T>(run: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return run();
  } finally {
    Error.stackTraceLimit = limit;
  }
}
