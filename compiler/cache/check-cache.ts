// Incremental checking. The checker is whole-program (names resolve across files), but a file's
// diagnostics depend only on the file itself and on the symbol table, and the symbol table only on
// the card headers (kind, number, name, title, traits) of every file — and, for a card printed
// more than once (rule 1.3 variants, compared field by field), on its whole content. So when an edit
// leaves every header as it was, only the edited files are checked again — with the symbol table
// of all files — and the other files keep their diagnostics. Any header change (a card renamed,
// added, removed, a trait changed) runs the full checker. test/emit/check-cache.test.ts compares
// both paths on edited corpora.
import type { CardDecl, CardFile } from "../../grammar/ast.ts";
import type { Diagnostic } from "../../grammar/diagnostics.ts";
import { buildSymbolTable, sameCardKey, type SymbolTable } from "../bind.ts";
import { check, checkWithSymbols } from "../check.ts";
import { contentKey } from "../content-key.ts";
import { Digest } from "./digest.ts";
import { patchSymbols } from "./symbol-patch.ts";

interface CardHeader {
  /** Rule 1.3 printing key (title + number without variant letter). */
  printing: string;
  card: CardDecl;
}

/** What the symbol table reads from one file: a digest of its title directives and card headers. */
function headersOf(file: CardFile): { digest: string; cards: CardHeader[] } {
  const hash = new Digest().update(file.span.file).update("\u0001");
  const cards: CardHeader[] = [];
  for (const item of file.items) {
    if (item.kind === "TitleDirective")
      hash.update([item.title, ...(item.also ?? [])].join("\u0000")).update("\u0001");
    else {
      const light = JSON.stringify([
        item.cardKind,
        item.number,
        item.name,
        item.title,
        item.traits,
        item.ap !== undefined,
      ]);
      hash.update(light).update("\u0002");
      cards.push({ printing: sameCardKey(item), card: item });
    }
  }
  return { digest: hash.digest(), cards };
}

/** Everything a variant check compares (card-identity.ts GAME_DATA), for cards with several printings. */
function fullContent(card: CardDecl): string {
  return contentKey([
    card.name,
    card.cardKind,
    card.color,
    card.cost,
    card.source,
    card.ap,
    card.dp,
    card.traits,
    card.abilities,
  ]);
}

export class CheckCache {
  private signature = "";
  /** Per file AST (by identity: an unchanged file keeps its AST object) → its diagnostics. */
  private byFile = new Map<string, { ast: CardFile; diagnostics: Diagnostic[] }>();
  private headers = new WeakMap<CardFile, ReturnType<typeof headersOf>>();
  private full = new WeakMap<CardDecl, string>();
  /** The symbol table of the files last checked (patched in place by incremental runs). */
  private symbols: SymbolTable | undefined;

  /** The table the last run checked with (tests compare it with a fresh one). */
  get symbolTable(): SymbolTable | undefined {
    return this.symbols;
  }

  /** Names, traits, titles, identities — plus the full content of cards that have several printings. */
  private signatureOf(files: readonly CardFile[]): string {
    const hash = new Digest();
    const printings = new Map<string, number>();
    const all: CardHeader[] = [];
    for (const f of files) {
      let h = this.headers.get(f);
      if (h === undefined) {
        h = headersOf(f);
        this.headers.set(f, h);
      }
      // Per file, a digest of what names, traits, titles and identities read (kind, number,
      // name, title, traits, AP/DP, title directives), made once per AST: an edit hashes one file.
      hash.update(h.digest).update("\u0004");
      for (const c of h.cards) {
        printings.set(c.printing, (printings.get(c.printing) ?? 0) + 1);
        all.push(c);
      }
    }
    for (const c of all) {
      if (printings.get(c.printing)! < 2) continue;
      let full = this.full.get(c.card);
      if (full === undefined) {
        full = fullContent(c.card);
        this.full.set(c.card, full);
      }
      hash.update(full).update("\u0003");
    }
    return hash.digest();
  }
  /** How the last run went, for tests and benches. */
  lastRun: "full" | "incremental" = "full";

  check(files: readonly CardFile[], prior: readonly Diagnostic[]): Diagnostic[] {
    const signature = this.signatureOf(files);
    const changed = files.filter((f) => this.byFile.get(f.span.file)?.ast !== f);
    const sameFiles =
      files.length === this.byFile.size && files.every((f) => this.byFile.has(f.span.file));
    if (signature !== this.signature || !sameFiles) {
      this.lastRun = "full";
      this.signature = signature;
      const result = check(files, { prior });
      const all = result.diagnostics;
      this.symbols = result.symbols;
      this.byFile = new Map(
        files.map((f) => [f.span.file, { ast: f, diagnostics: [] as Diagnostic[] }]),
      );
      for (const d of all) this.byFile.get(d.span.file)?.diagnostics.push(d);
      return all;
    }
    this.lastRun = "incremental";
    if (changed.length > 0) {
      const symbols = this.keptSymbols(files, changed);
      const fresh = checkWithSymbols(changed, symbols, { prior });
      for (const f of changed)
        this.byFile.set(f.span.file, {
          ast: f,
          diagnostics: fresh.filter((d) => d.span.file === f.span.file),
        });
    }
    // Each file's list is in position order already; files in name order give check.ts's order.
    // (The order of the names is the same from run to run unless a file is added: the full path.)
    const names = files.map((f) => f.span.file).sort();
    return names.flatMap((name) => this.byFile.get(name)!.diagnostics);
  }

  /**
   * The symbol table for `files`: the last one, with the edited files' new cards in place of their
   * old ones (symbol-patch.ts) — the headers did not change, so neither did any key. Built afresh
   * if that ever fails to line up.
   */
  private keptSymbols(files: readonly CardFile[], changed: readonly CardFile[]): SymbolTable {
    const edits = changed.map((after) => ({
      before: this.byFile.get(after.span.file)!.ast,
      after,
    }));
    if (this.symbols && patchSymbols(this.symbols, edits)) return this.symbols;
    this.symbols = buildSymbolTable(files);
    return this.symbols;
  }
}
