// The workspace the services answer from: every document's text, the card files parsed once per
// edit, and their check run together (a name defined in another file resolves). Checking reuses
// the compiler's CheckCache: when an edit leaves every card header as it was, only the edited file
// is checked again; a header change (a card renamed) runs the whole checker (compiler/cache).
// Files are keyed by URI, which is also the `file` of every span, so check diagnostics come back
// to the document they belong to. No fs, no process: the caller feeds texts (lsp/ reads the disk).
import type { CardDecl, CardFile } from "../grammar/ast.ts";
import type { Diagnostic } from "../grammar/diagnostics.ts";
import { reparse } from "../grammar/reparse.ts";
import { CheckCache } from "../compiler/cache/check-cache.ts";
import { lookupKey, namesOf } from "../compiler/bind.ts";
import { DocText } from "./text.ts";
import { kindOf, type DocKind } from "./documents.ts";

export interface CardDocument {
  uri: string;
  doc: DocText;
  ast: CardFile;
  /** Lexing and parsing diagnostics of this file alone. */
  parsed: Diagnostic[];
}

export interface Document {
  uri: string;
  kind: DocKind;
  doc: DocText;
}

/** Where a card is declared. */
export interface CardSite {
  uri: string;
  card: CardDecl;
}

/** The cards by each name they bear (a combi card under both halves too), trait and title. */
export interface CardIndex {
  names: Map<string, CardSite[]>;
  traits: Map<string, CardSite[]>;
  titles: Map<string, CardSite[]>;
  all: CardSite[];
}

export class Workspace {
  private readonly docs = new Map<string, Document>();
  private readonly cards = new Map<string, CardDocument>();
  private readonly checker = new CheckCache();
  private checked: Map<string, Diagnostic[]> | undefined;
  private index: CardIndex | undefined;

  /** Set (open, edit, or load from disk) a document's text. Card files are parsed here. */
  set(uri: string, text: string): Document | undefined {
    const kind = kindOf(uri);
    if (!kind) return undefined;
    const previous = this.docs.get(uri);
    if (previous && previous.doc.text === text) return previous;
    const document = { uri, kind, doc: new DocText(text, uri) };
    this.docs.set(uri, document);
    if (kind === "cards") {
      // An edit inside one card re-parses that card only (grammar/reparse.ts).
      const before = this.cards.get(uri);
      const { ast, diagnostics } = reparse(
        before && before.parsed.length === 0
          ? { text: before.doc.text, result: { ast: before.ast, diagnostics: before.parsed } }
          : undefined,
        text,
        uri,
      );
      this.cards.set(uri, { uri, doc: document.doc, ast, parsed: diagnostics });
      this.checked = undefined;
      this.index = undefined;
    }
    return document;
  }

  /**
   * A card file parsed elsewhere: the same as set(uri, text) when `parsed` is parse(text, uri)'s.
   * The studio's server parses cardtext/ once in Node and sends the trees with the texts, so a
   * browser worker does not parse every file again at each page load (issue 18).
   */
  setParsed(uri: string, text: string, parsed: { ast: CardFile; diagnostics: Diagnostic[] }): void {
    const kind = kindOf(uri);
    if (kind !== "cards") return;
    const document = { uri, kind, doc: new DocText(text, uri) };
    this.docs.set(uri, document);
    this.cards.set(uri, { uri, doc: document.doc, ast: parsed.ast, parsed: parsed.diagnostics });
    this.checked = undefined;
    this.index = undefined;
  }

  delete(uri: string): void {
    this.docs.delete(uri);
    if (this.cards.delete(uri)) {
      this.checked = undefined;
      this.index = undefined;
    }
  }

  get(uri: string): Document | undefined {
    return this.docs.get(uri);
  }

  /** Every document of one kind (the decks whose entries a card name's references include). */
  documentsOf(kind: DocKind): Document[] {
    return [...this.docs.values()].filter((d) => d.kind === kind);
  }

  cardDocument(uri: string): CardDocument | undefined {
    return this.cards.get(uri);
  }

  cardDocuments(): CardDocument[] {
    return [...this.cards.values()];
  }

  /**
   * Every card file's diagnostics (parse, then check), by URI. Checked once per change of any card
   * file; the checker re-checks only the edited files when no header changed.
   */
  cardDiagnostics(): Map<string, Diagnostic[]> {
    if (this.checked) return this.checked;
    const files = this.cardDocuments();
    const prior = files.flatMap((f) => f.parsed);
    const byFile = new Map(files.map((f) => [f.uri, [...f.parsed]]));
    for (const d of this.checker.check(
      files.map((f) => f.ast),
      prior,
    ))
      byFile.get(d.span.file)?.push(d);
    for (const list of byFile.values())
      list.sort((a, b) => a.span.start.offset - b.span.start.offset);
    this.checked = byFile;
    return byFile;
  }

  /** Whether the last check ran the whole checker ("full") or only the edited files. */
  get lastCheck(): string {
    return this.checker.lastRun;
  }

  cardIndex(): CardIndex {
    if (this.index) return this.index;
    const index: CardIndex = { names: new Map(), traits: new Map(), titles: new Map(), all: [] };
    const add = (map: Map<string, CardSite[]>, key: string, site: CardSite): void => {
      const list = map.get(key);
      if (list) list.push(site);
      else map.set(key, [site]);
    };
    for (const f of this.cards.values())
      for (const item of f.ast.items) {
        if (item.kind !== "Card") continue;
        const site = { uri: f.uri, card: item };
        index.all.push(site);
        for (const name of namesOf(item)) add(index.names, nameKey(name), site);
        for (const trait of item.traits) add(index.traits, trait, site);
        for (const title of [item.title, ...(item.alsoTitles ?? [])])
          if (title !== undefined) add(index.titles, title.normalize("NFKC"), site);
      }
    this.index = index;
    return index;
  }
}

/** Names compare as the binder compares them: NFKC, spaces ignored. */
export function nameKey(name: string): string {
  return lookupKey("names", name);
}
