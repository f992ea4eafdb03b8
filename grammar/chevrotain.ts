// Chevrotain, loaded from the one-file bundle its package ships (lib/chevrotain.mjs) instead of the
// package entry (lib/src/api.js). Why: the entry is ~100 ES modules that import lodash-es one
// function per file, ~600 modules in all; Node resolves, reads and links each one, which cost
// ~550 ms CPU per process on this machine against ~25 ms for the bundle (the same 11.2.0 code, built
// by Chevrotain's release). Every `memoria` command that lexes or parses paid it (issue 15).
// The package's `exports` map does not list the bundle, so it is found beside the resolved entry.
// If it is missing (another Chevrotain layout), the package entry is used: slower, same behaviour.
//
// EVERY value import of Chevrotain in this repository goes through this module: token types,
// parsers and exceptions from two copies would not mix (`instanceof NoViableAltException`, token
// indices). Type-only imports may name "chevrotain" directly.
import type * as Api from "chevrotain";

async function load(): Promise<typeof Api> {
  try {
    const bundle = new URL("../chevrotain.mjs", import.meta.resolve("chevrotain"));
    return (await import(bundle.href)) as typeof Api;
  } catch {
    return await import("chevrotain");
  }
}

const api = await load();

export const {
  createToken,
  tokenLabel,
  tokenMatcher,
  EOF,
  Lexer,
  CstParser,
  EmbeddedActionsParser,
  LLkLookaheadStrategy,
  EarlyExitException,
  MismatchedTokenException,
  NoViableAltException,
  getLookaheadPaths,
  serializeGrammar,
  VERSION,
  Rule,
  NonTerminal,
  Terminal,
  Alternation,
  Alternative,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionWithSeparator,
  RepetitionMandatoryWithSeparator,
} = api;
// The classes above are values here; their instance types keep their names for annotations.
export type Lexer = Api.Lexer;
export type CstParser = Api.CstParser;
export type EmbeddedActionsParser = Api.EmbeddedActionsParser;
export type EarlyExitException = Api.EarlyExitException;
export type MismatchedTokenException = Api.MismatchedTokenException;
export type NoViableAltException = Api.NoViableAltException;
export type {
  CstNode,
  IOrAlt,
  IParserConfig,
  ILexingResult,
  IParserErrorMessageProvider,
  IRecognitionException,
  IToken,
  ParserMethod,
  TokenType,
  TokenVocabulary,
} from "chevrotain";
