// The messages between the page and the language worker (worker.ts). Each request carries an id;
// the worker answers it once, in order. Positions and diagnostics are the language services' own
// LSP shapes (services/types.ts): 0-based lines, UTF-16 characters.
import type {
  CompletionItem,
  Hover,
  LspDiagnostic,
  LspPosition,
  TextEdit,
} from "../../services/types.ts";
import type { CardFile } from "../../grammar/ast.ts";
import type { Diagnostic } from "../../grammar/diagnostics.ts";

export type { CompletionItem, Hover, LspDiagnostic, LspPosition, TextEdit };

/** A quick fix of one diagnostic (its index in Analysis.diagnostics). */
export interface Fix {
  diagnostic: number;
  title: string;
  edits: TextEdit[];
}

/** A token to colour: where it is and its semantic token type (keyword, string, type, …). */
export interface Highlight {
  line: number;
  character: number;
  length: number;
  type: string;
}

/** What an edit produces: the document's diagnostics, fixes and highlighting, for one version. */
export interface Analysis {
  uri: string;
  version: number;
  /** "syntax" before the workspace's card files are loaded, "full" (parse and check) after. */
  depth: "syntax" | "full";
  diagnostics: LspDiagnostic[];
  fixes: Fix[];
  /** The lexer's tokens that have a colour (the services' semantic tokens). */
  tokens: Highlight[];
  /** Milliseconds the worker spent on this analysis. */
  ms: number;
}

/** A card face's data, from the card's declaration, with its abilities rendered. */
export interface CardFace {
  number: string;
  name: string;
  kind: "character" | "event" | "support";
  color: string;
  cost: number;
  source: number;
  ap?: number;
  dp?: number;
  traits: string[];
  title?: string;
  rarity?: string;
  printed?: string;
  flavor?: string;
  /** The abilities rendered (one line each); a rendering that failed says why. */
  en: string[];
  ja: string[];
  /** 1-based line of the card's declaration in its file. */
  line: number;
}

export interface Translated {
  /** The card language of a card holding the text, with a TODO comment per unread sentence. */
  cards: string;
  english: string;
  japanese: string;
  /** The pasted text, escaped, with each unread sentence in <mark class="unread" title=reason>. */
  highlighted: string;
  complete: boolean;
  unread: number;
  ms: number;
}

export type Request =
  | { kind: "analyse"; uri: string; text: string; version: number }
  // Hover and completion carry the text they were asked on: the analysis of the latest edit may
  // not have been sent yet (one analysis is in flight at a time, editor.ts).
  | { kind: "hover"; uri: string; text: string; position: LspPosition }
  | { kind: "complete"; uri: string; text: string; position: LspPosition }
  | { kind: "faces"; uri: string }
  | { kind: "translate"; text: string }
  | { kind: "warm" }
  | { kind: "text"; uri: string };

export interface Answers {
  analyse: Analysis;
  hover: Hover | null;
  complete: CompletionItem[];
  faces: CardFace[];
  translate: Translated;
  warm: null;
  text: string | null;
}

export type Reply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/** A card file as /api/cardtext serves it: its text, and its parse when the server made it. */
export interface CardtextFile {
  path: string;
  text: string;
  ast?: CardFile;
  diagnostics: Diagnostic[];
}

/** What the worker says unasked: the workspace loaded (diagnostics may have changed). */
export interface WorkspaceLoaded {
  event: "workspace";
  /** The card files loaded (their paths under the project root: `cardtext/ahb.cards`). */
  files: string[];
  ms: number;
  error?: string;
}

/** The figures the page keeps on `window.studio` for the bench and the browser tests. */
export interface StudioFigures {
  /** ms from navigation start to the first diagnostics shown, and to the first full (checked) ones. */
  firstDiagnostics?: number;
  firstFullDiagnostics?: number;
  /** The last analysis shown: its version, depth, round trip and the worker's share. */
  last?: { version: number; depth: string; roundTripMs: number; workerMs: number };
  workspace?: { files: number; ms: number; error?: string };
  /** How long the translator's warm-up took (its parser's lookahead, built once). */
  translatorWarmMs?: number;
  /** Each ruling step drawn by the rulings pane: board, log and script marks, layout included. */
  rulingStepsMs?: number[];
}
