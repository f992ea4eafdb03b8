// Incremental checking. The checker is whole-program (names resolve across files), but a card's
// diagnostics depend only on the card itself and on the symbol table (no check is registered on a
// file or a title directive: cards are checked one by one), and the symbol table only on the card
// headers (kind, number, name, title, traits) of every file — and, for a card printed more than
// once (rule 1.3 variants, compared field by field), on its whole content. So when an edit leaves
// every header as it was, only the edited cards are checked again — with the symbol table of all
// files — and every other card keeps its diagnostics. The work per edit follows the edit, not the
// pool: nothing here loops over every card unless the check is a full one (issue 15). Any header
// change (a card renamed, added, removed, a trait changed) runs the full checker.
// test/emit/check-cache.test.ts and test/emit/check-cache-cards.test.ts compare both paths.
import type { CardDecl, CardFile, FileItem } from "../../grammar/ast.ts";
import type { Diagnostic } from "../../grammar/diagnostics.ts";
import { buildSymbolTable, sameCardKey, type SymbolTable } from "../bind.ts";
import { check, checkWithSymbols } from "../check.ts";
import { contentKey } from "../content-key.ts";
import { phases } from "../phases.ts";
import { Digest } from "./digest.ts";
import { patchSymbols } from "./symbol-patch.ts";

/** What the symbol table reads from one file: a digest of its title directives and card headers. */
function headersOf(file: CardFile): { digest: string; printings: string[] } {
  const hash = new Digest().update(file.span.file).update("\u0001");
  const printings: string[] = [];
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
      printings.push(sameCardKey(item));
    }
  }
  return { digest: hash.digest(), printings };
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

/** Checks on a file or a title directive would see a file of only the edited cards: none exist. */
const PER_CARD = phases.every(
  (p) => p.registry.CardFile === undefined && p.registry.TitleDirective === undefined,
);

/** One file as last checked. */
interface FileState {
  ast: CardFile;
  headers: ReturnType<typeof headersOf>;
  /** Per item of `ast.items`, the diagnostics inside it (none for title directives). */
  perItem: Diagnostic[][];
  /** Diagnostics inside no card: the file is then checked whole when edited. */
  outside: Diagnostic[];
  /** The file's diagnostics in check.ts's order: the same array while the file is unchanged. */
  diagnostics: Diagnostic[];
}

/** Diagnostics (in position order) shared out to the cards whose span holds them. */
function shareOut(
  items: readonly FileItem[],
  diagnostics: readonly Diagnostic[],
): { perItem: Diagnostic[][]; outside: Diagnostic[] } {
  const perItem = items.map((): Diagnostic[] => []);
  const outside: Diagnostic[] = [];
  let k = 0;
  for (const d of diagnostics) {
    const at = d.span?.start?.offset ?? -1;
    while (k < items.length && items[k]!.span.end.offset < at) k++;
    const it = items[k];
    const inside = it && it.span.start.offset <= at && d.span.end.offset <= it.span.end.offset;
    if (inside && it.kind === "Card") perItem[k]!.push(d);
    else outside.push(d);
  }
  return { perItem, outside };
}

function fileState(
  ast: CardFile,
  headers: FileState["headers"],
  diagnostics: Diagnostic[],
): FileState {
  const { perItem, outside } = shareOut(ast.items, diagnostics);
  return { ast, headers, perItem, outside, diagnostics };
}

export class CheckCache {
  /** Per file name, its state; `order` is the file names in the order last given. */
  private states = new Map<string, FileState>();
  private order: string[] = [];
  /** Cards per printing key (rule 1.3) over every file, as of the last full check. */
  private printings = new Map<string, number>();
  private headers = new WeakMap<CardFile, FileState["headers"]>();
  private full = new WeakMap<CardDecl, string>();
  /** The symbol table of the files last checked (patched in place by incremental runs). */
  private symbols: SymbolTable | undefined;
  /** Diagnostics of the last full check that name no checked file (an AST with no usable span). */
  private strays: Diagnostic[] = [];
  /** How the last run went, for tests and benches. */
  lastRun: "full" | "incremental" = "full";
  /** Cards the last run checked (all of them in a full run). */
  lastChecked = 0;

  /** The table the last run checked with (tests compare it with a fresh one). */
  get symbolTable(): SymbolTable | undefined {
    return this.symbols;
  }

  private headersOf(file: CardFile): FileState["headers"] {
    let h = this.headers.get(file);
    if (h === undefined) {
      h = headersOf(file);
      this.headers.set(file, h);
    }
    return h;
  }

  private contentOf(card: CardDecl): string {
    let full = this.full.get(card);
    if (full === undefined) {
      full = fullContent(card);
      this.full.set(card, full);
    }
    return full;
  }

  /** Every diagnostic of `files`, in check.ts's order. */
  check(files: readonly CardFile[], prior: readonly Diagnostic[]): Diagnostic[] {
    return this.ordered(this.checkFiles(files, prior));
  }

  /** checkFiles' answer as one list in check.ts's order (files by name, then position). */
  ordered(byFile: ReadonlyMap<string, readonly Diagnostic[]>): Diagnostic[] {
    const names = [...byFile.keys()].sort();
    return [...this.strays, ...names.flatMap((name) => byFile.get(name)!)];
  }

  /**
   * Each file's diagnostics, by file name (in the order given). A file whose diagnostics did not
   * change keeps the same array from run to run, so callers can skip it by identity.
   */
  checkFiles(
    files: readonly CardFile[],
    prior: readonly Diagnostic[],
  ): Map<string, readonly Diagnostic[]> {
    const changed = this.edited(files);
    if (changed === undefined) this.checkAll(files, prior);
    else if (changed.length > 0) this.checkEdited(files, changed, prior);
    else this.lastChecked = 0;
    if (changed !== undefined) this.lastRun = "incremental";
    return new Map(files.map((f) => [f.span.file, this.states.get(f.span.file)!.diagnostics]));
  }

  /**
   * The files whose AST is new, when every header is as it was; undefined when the whole program
   * must be checked again (files added, removed or reordered, a header changed, or a card with
   * several printings changed: the variant check compares them).
   */
  private edited(files: readonly CardFile[]): CardFile[] | undefined {
    if (!PER_CARD || this.symbols === undefined || files.length !== this.order.length)
      return undefined;
    const changed: CardFile[] = [];
    for (let i = 0; i < files.length; i++) {
      const f = files[i]!;
      if (f.span.file !== this.order[i]) return undefined;
      const state = this.states.get(f.span.file)!;
      if (state.ast === f) continue;
      const headers = this.headersOf(f);
      if (headers.digest !== state.headers.digest) return undefined;
      const before = state.ast.items;
      for (let k = 0; k < f.items.length; k++) {
        const card = f.items[k]!;
        if (card === before[k] || card.kind !== "Card") continue;
        if ((this.printings.get(sameCardKey(card)) ?? 0) < 2) continue;
        if (this.contentOf(card) !== this.contentOf(before[k] as CardDecl)) return undefined;
      }
      changed.push(f);
    }
    return changed;
  }

  private checkAll(files: readonly CardFile[], prior: readonly Diagnostic[]): void {
    this.lastRun = "full";
    const result = check(files, { prior });
    this.symbols = result.symbols;
    this.order = files.map((f) => f.span.file);
    const lists = new Map(files.map((f) => [f.span.file, [] as Diagnostic[]]));
    this.strays = [];
    for (const d of result.diagnostics) (lists.get(d.span?.file) ?? this.strays).push(d);
    this.states = new Map();
    this.printings = new Map();
    let cards = 0;
    for (const f of files) {
      const headers = this.headersOf(f);
      for (const p of headers.printings) this.printings.set(p, (this.printings.get(p) ?? 0) + 1);
      cards += headers.printings.length;
      this.states.set(f.span.file, fileState(f, headers, lists.get(f.span.file)!));
    }
    this.lastChecked = cards;
  }

  /** Only the new cards of the edited files, with the kept symbol table (patched). */
  private checkEdited(
    files: readonly CardFile[],
    changed: readonly CardFile[],
    prior: readonly Diagnostic[],
  ): void {
    const symbols = this.keptSymbols(files, changed);
    let cards = 0;
    for (const f of changed) {
      const state = this.states.get(f.span.file)!;
      const own = prior.filter((d) => d.span?.file === f.span.file);
      const fresh = f.items.flatMap((it, k) =>
        it !== state.ast.items[k] && it.kind === "Card" ? [k] : [],
      );
      const next = this.recheck(f, state, fresh, symbols, own);
      cards += next === undefined ? f.items.length : fresh.length;
      this.states.set(
        f.span.file,
        next ?? fileState(f, state.headers, checkWithSymbols([f], symbols, { prior: own })),
      );
    }
    this.lastChecked = cards;
  }

  /** The file's state with `fresh` items checked again; undefined: check the whole file. */
  private recheck(
    f: CardFile,
    state: FileState,
    fresh: readonly number[],
    symbols: SymbolTable,
    prior: readonly Diagnostic[],
  ): FileState | undefined {
    if (state.outside.length > 0 || state.perItem.length !== f.items.length) return undefined;
    const cards = fresh.map((k) => f.items[k]!);
    const only: CardFile = { kind: "CardFile", span: f.span, items: cards };
    const found = shareOut(cards, checkWithSymbols([only], symbols, { prior }));
    if (found.outside.length > 0) return undefined;
    const perItem = [...state.perItem];
    fresh.forEach((k, i) => (perItem[k] = found.perItem[i]!));
    return { ast: f, headers: state.headers, perItem, outside: [], diagnostics: perItem.flat() };
  }

  /**
   * The symbol table for `files`: the last one, with the edited files' new cards in place of their
   * old ones (symbol-patch.ts) — the headers did not change, so neither did any key. Built afresh
   * if that ever fails to line up.
   */
  private keptSymbols(files: readonly CardFile[], changed: readonly CardFile[]): SymbolTable {
    const edits = changed.map((after) => ({
      before: this.states.get(after.span.file)!.ast,
      after,
    }));
    if (this.symbols && patchSymbols(this.symbols, edits)) return this.symbols;
    this.symbols = buildSymbolTable(files);
    return this.symbols;
  }
}
