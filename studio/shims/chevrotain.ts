// The browser build's grammar/chevrotain.ts (studio/vite.config.ts aliases it here). The Node module
// finds Chevrotain's one-file bundle with import.meta.resolve and a top-level await, which a browser
// worker has no use for: here the same bundle (lib/chevrotain.mjs, aliased as "chevrotain" by the
// config) is imported statically, and vite bundles it. The exports are the Node module's, so every
// import of grammar/chevrotain.ts reads the same names from one copy of Chevrotain.
import * as api from "chevrotain";

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
export type Lexer = api.Lexer;
export type CstParser = api.CstParser;
export type EmbeddedActionsParser = api.EmbeddedActionsParser;
export type EarlyExitException = api.EarlyExitException;
export type MismatchedTokenException = api.MismatchedTokenException;
export type NoViableAltException = api.NoViableAltException;
export type {
  CstNode,
  IOrAlt,
  IParserConfig,
  IParserErrorMessageProvider,
  IRecognitionException,
  IToken,
  ParserMethod,
  TokenType,
  TokenVocabulary,
} from "chevrotain";
