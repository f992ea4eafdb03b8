// The language services over one workspace, as plain functions of (uri, position): what lsp/
// serves over the protocol and what a browser studio can call directly. Every request dispatches
// on the document's kind (cards, ruling, deck); positions are LSP positions.
import type { Diagnostic } from "../grammar/diagnostics.ts";
import type { FileResult } from "../ruling-runner/index.ts";
import { quickFixes } from "./code-actions.ts";
import { completeCards, type Completion } from "./completion.ts";
import { deckDiagnostics, hoverDeck } from "./deck.ts";
import { toLspDiagnostic, type DocsLink } from "./diagnostics.ts";
import { formatCards } from "./formatting.ts";
import { hoverCards } from "./hover-cards.ts";
import { hoverCitedRule } from "./hover-rules.ts";
import { deckDefinition, deckEntryName, completeDeck } from "./deck-navigation.ts";
import { definition, references, referencesOfName } from "./navigation.ts";
import { completeRuling, rulingDefinition } from "./ruling-navigation.ts";
import { rulingDiagnostics, rulingLenses, runDiagnostics, type RulingRunner } from "./ruling.ts";
import { semanticTokens } from "./semantic-tokens.ts";
import { documentSymbols } from "./symbols.ts";
import type {
  CodeAction,
  CodeLens,
  DocumentSymbol,
  Hover,
  Location,
  LspDiagnostic,
  LspPosition,
  TextEdit,
} from "./types.ts";
import { Workspace } from "./workspace.ts";

export interface ServiceOptions {
  /** The link of a diagnostic code's row in docs/diagnostics.md. */
  docsLink?: DocsLink;
  /** Runs a ruling file; without it, rulings have no "run" lens. */
  runRulings?: RulingRunner;
  /** Whether a deck's card was compiled (generated/); without it, a card with no `todo` is. */
  isCompiled?: (id: string) => boolean;
}

export class LanguageServices {
  readonly workspace = new Workspace();
  /** The last run of each ruling file, with the text it ran on (dropped once the text changes). */
  private readonly runs = new Map<string, { text: string; result: FileResult; line?: number }>();

  constructor(private readonly options: ServiceOptions = {}) {}

  /** Open or edit a document; loading a file from disk is the same call. */
  setText(uri: string, text: string): void {
    this.workspace.set(uri, text);
  }

  close(uri: string): void {
    this.workspace.delete(uri);
    this.runs.delete(uri);
  }

  private lsp(uri: string, list: readonly Diagnostic[]): LspDiagnostic[] {
    const doc = this.workspace.get(uri)?.doc;
    return doc ? list.map((d) => toLspDiagnostic(d, doc, this.options.docsLink)) : [];
  }

  /** Every card file's diagnostics (cards resolve across files: an edit can change any of them). */
  cardDiagnostics(): Map<string, LspDiagnostic[]> {
    const out = new Map<string, LspDiagnostic[]>();
    for (const [uri, list] of this.workspace.cardDiagnostics()) out.set(uri, this.lsp(uri, list));
    return out;
  }

  /**
   * What can be said of a document before the workspace is indexed: a card file's lexing and
   * parsing diagnostics (they depend on no other file), a ruling's syntax; nothing for a deck.
   */
  syntaxDiagnostics(uri: string): LspDiagnostic[] {
    const document = this.workspace.get(uri);
    if (document?.kind === "cards") return this.lsp(uri, this.workspace.cardDocument(uri)!.parsed);
    if (document?.kind === "ruling") return this.lsp(uri, rulingDiagnostics(uri, document.doc));
    return [];
  }

  /**
   * Whether the last change can have changed other card files' diagnostics: true when it changed a
   * card header (the whole checker ran), false when only the edited files were checked again.
   */
  get othersMayHaveChanged(): boolean {
    this.workspace.cardDiagnostics();
    return this.workspace.lastCheck !== "incremental";
  }

  diagnostics(uri: string): LspDiagnostic[] {
    const document = this.workspace.get(uri);
    if (!document) return [];
    if (document.kind === "cards")
      return this.lsp(uri, this.workspace.cardDiagnostics().get(uri) ?? []);
    if (document.kind === "deck")
      return this.lsp(uri, deckDiagnostics(this.workspace, uri, this.deckOptions()));
    const syntax = rulingDiagnostics(uri, document.doc);
    const run = this.runs.get(uri);
    if (!run || run.text !== document.doc.text) return this.lsp(uri, syntax);
    const { diagnostics, outcomes } = runDiagnostics(document.doc, run.result, run.line);
    // The runner re-reports the syntax diagnostics; keep one of each.
    const seen = new Set(syntax.map((d) => `${d.code}@${d.span.start.offset}`));
    const extra = diagnostics.filter((d) => !seen.has(`${d.code}@${d.span.start.offset}`));
    return [...this.lsp(uri, [...syntax, ...extra]), ...outcomes];
  }

  private deckOptions() {
    return this.options.isCompiled ? { isCompiled: this.options.isCompiled } : {};
  }

  private offset(uri: string, p: LspPosition): number | undefined {
    return this.workspace.get(uri)?.doc.offsetAt(p);
  }

  hover(uri: string, p: LspPosition): Hover | undefined {
    const document = this.workspace.get(uri);
    const offset = this.offset(uri, p);
    if (!document || offset === undefined) return undefined;
    if (document.kind === "cards") return hoverCards(this.workspace, uri, offset);
    if (document.kind === "deck") return hoverDeck(this.workspace, uri, offset, this.deckOptions());
    return hoverCitedRule(document.doc, offset);
  }

  completion(uri: string, p: LspPosition): Completion {
    const offset = this.offset(uri, p);
    if (offset === undefined) return { items: [] };
    const kind = this.workspace.get(uri)?.kind;
    if (kind === "deck") return completeDeck(this.workspace, uri, offset);
    if (kind === "ruling") return completeRuling(this.workspace, uri, offset);
    return completeCards(this.workspace, uri, offset);
  }

  definition(uri: string, p: LspPosition): Location[] {
    const offset = this.offset(uri, p);
    if (offset === undefined) return [];
    const kind = this.workspace.get(uri)?.kind;
    if (kind === "deck") return deckDefinition(this.workspace, uri, offset, this.deckOptions());
    if (kind === "ruling") return rulingDefinition(this.workspace, uri, offset);
    return definition(this.workspace, uri, offset);
  }

  references(uri: string, p: LspPosition, includeDeclaration = true): Location[] {
    const offset = this.offset(uri, p);
    if (offset === undefined) return [];
    const options = this.deckOptions();
    if (this.workspace.get(uri)?.kind === "deck") {
      const name = deckEntryName(this.workspace, uri, offset, options);
      return name === undefined
        ? []
        : referencesOfName(this.workspace, name, includeDeclaration, options);
    }
    return references(this.workspace, uri, offset, includeDeclaration, options);
  }

  symbols(uri: string): DocumentSymbol[] {
    return documentSymbols(this.workspace, uri);
  }

  format(uri: string): TextEdit[] {
    return formatCards(this.workspace, uri);
  }

  semanticTokens(uri: string): number[] {
    return semanticTokens(this.workspace, uri);
  }

  codeActions(uri: string, diagnostics: readonly LspDiagnostic[]): CodeAction[] {
    return quickFixes(uri, diagnostics);
  }

  codeLenses(uri: string): CodeLens[] {
    const document = this.workspace.get(uri);
    if (document?.kind !== "ruling" || !this.options.runRulings) return [];
    const run = this.runs.get(uri);
    return rulingLenses(
      uri,
      document.doc,
      run?.text === document.doc.text ? run.result : undefined,
    );
  }

  /** Run a ruling file (the ruling whose header is on `line`, or all); its outcome joins diagnostics(). */
  async runRuling(uri: string, line?: number): Promise<FileResult | undefined> {
    const document = this.workspace.get(uri);
    if (document?.kind !== "ruling" || !this.options.runRulings) return undefined;
    const text = document.doc.text;
    const result = await this.options.runRulings(uri, text);
    this.runs.set(uri, { text, result, ...(line !== undefined ? { line } : {}) });
    return result;
  }
}
