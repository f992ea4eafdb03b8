// The compile pipeline with its caches: check every file together (names resolve across files;
// only edited files are checked again when no declaration changed, cache/check-cache.ts), then
// lower + print + format only the cards whose cache key changed (cache/card-cache.ts), and write
// only the modules whose text changed. One instance lives as long as `memoria compile --watch`.
import type { CardDecl, CardFile } from "../grammar/ast.ts";
import type { Diagnostic } from "../grammar/diagnostics.ts";
import { CardCache, cardKey, type CacheEntry } from "./cache/card-cache.ts";
import { CheckCache } from "./cache/check-cache.ts";
import { emitCards, type EmitTimings } from "./emit/emit-card.ts";
import { formatModules } from "./emit/format.ts";
import { rootIndex, setIndex } from "./emit/indexes.ts";
import { errorsByCard } from "./emit/refusals.ts";
import { unitsOf, type CardUnit } from "./emit/units.ts";
import { OutputDir } from "./emit/write.ts";

export interface CompileInput {
  file: string;
  ast: CardFile;
  /** Parse diagnostics of the file: an error inside a card refuses that card. */
  diagnostics?: readonly Diagnostic[];
}

export interface CardOutcome {
  unit: CardUnit;
  /** `generated/`-relative path of its module, when compiled. */
  module?: string;
  /** Errors that refused the card (parse, check or PM4xxx). */
  errors: Diagnostic[];
}

export interface CompileSummary {
  outcomes: CardOutcome[];
  /** Every check and lowering diagnostic (warnings included), in file order. */
  diagnostics: Diagnostic[];
  compiled: number;
  refused: number;
  /** Cards lowered and formatted in this run (cache misses). */
  emitted: number;
  /** Modules written (or, in a dry run, that would be): their text changed. */
  written: number;
  unchanged: number;
  deleted: number;
  ms: number;
  /**
   * Wall time of each step (ms): check, lower + print, layout, prettier (on the modules the layout
   * left to it, and the indexes), the loop that writes; and how many modules prettier formatted.
   */
  timings: EmitTimings & { check: number; write: number };
}

export interface CompilerOptions {
  outDir?: string;
  /** A cache file (e.g. `.cache/compile.json`); in memory only when absent. */
  cacheFile?: string;
  /** Compute everything but write nothing (tests, benches). */
  dryRun?: boolean;
}

/**
 * One input file as last compiled: its units, outcomes, lowering diagnostics and modules. Kept
 * while the file's AST, parse diagnostics and check diagnostics are the very same objects, so a
 * run costs what its edited files cost, not what the pool does (issue 15).
 */
interface FileResult {
  ast: CardFile;
  parsed: readonly Diagnostic[];
  checked: readonly Diagnostic[];
  units: CardUnit[];
  outcomes: CardOutcome[];
  /** Lowering diagnostics of its cards, in unit order. */
  diagnostics: Diagnostic[];
  /** The modules it produced, in unit order. */
  modules: { path: string; text: string }[];
  /** Cache keys of its cards that reached the emitter. */
  keys: string[];
}

/** A card to emit: which file result and unit it fills in. */
interface Miss {
  entries: (CacheEntry | undefined)[];
  at: number;
  unit: CardUnit;
  key: string;
}

const sameList = <T>(a: readonly T[], b: readonly T[]): boolean =>
  a === b || (a.length === b.length && a.every((x, i) => x === b[i]));

/**
 * A card's cache key, made once per card object: the AST is never changed in place, and the key
 * reads only the card and where it sits (file, set, stem, id), checked here.
 */
const keys = new WeakMap<CardDecl, { where: string; key: string }>();
function keyOf(unit: CardUnit): string {
  const where = `${unit.sourceFile}\u0000${unit.id}`;
  const known = keys.get(unit.card);
  if (known?.where === where) return known.key;
  const key = cardKey(unit);
  keys.set(unit.card, { where, key });
  return key;
}

export class IncrementalCompiler {
  readonly cache: CardCache;
  readonly out: OutputDir;
  /** The modules of the last run, by path (what `dryRun` would have written). */
  readonly modules = new Map<string, string>();
  /** Per set, the module list its index was last written with; and the sets of the root index. */
  private lastStems = new Map<string, string>();
  private knownSets: Set<string> | undefined;
  private readonly checker = new CheckCache();
  /** Per input file name, what the last run made of it. */
  private results = new Map<string, FileResult>();

  constructor(private readonly options: CompilerOptions = {}) {
    this.cache = new CardCache(options.cacheFile);
    this.out = new OutputDir(options.outDir ?? "generated");
  }

  async compile(inputs: readonly CompileInput[]): Promise<CompileSummary> {
    const started = performance.now();
    const timings = { check: 0, print: 0, layout: 0, format: 0, prettierModules: 0, write: 0 };
    const deletesBefore = this.out.deletes;
    if (!this.options.dryRun) this.out.refresh();
    const prior = inputs.flatMap((i) => i.diagnostics ?? []);
    const byFile = this.checker.checkFiles(
      inputs.map((i) => i.ast),
      prior,
    );
    const checked = this.checker.ordered(byFile);
    timings.check = performance.now() - started;

    // Files whose AST or diagnostics changed are compiled again; cache lookups first, then the
    // misses of every file are emitted together.
    const results: FileResult[] = [];
    const fresh = new Set<FileResult>();
    const misses: Miss[] = [];
    const pending = new Map<FileResult, (CacheEntry | undefined)[]>();
    for (const input of inputs) {
      const parsed = input.diagnostics ?? [];
      const checkedHere = byFile.get(input.ast.span.file) ?? [];
      const old = this.results.get(input.file);
      if (
        old &&
        old.ast === input.ast &&
        old.checked === checkedHere &&
        sameList(old.parsed, parsed)
      ) {
        results.push(old);
        continue;
      }
      const units = unitsOf(input.file, input.ast);
      const result: FileResult = {
        ast: input.ast,
        parsed,
        checked: checkedHere,
        units,
        outcomes: [],
        diagnostics: [],
        modules: [],
        keys: [],
      };
      const errorsOf = errorsByCard(units, [...parsed, ...checkedHere]);
      const entries: (CacheEntry | undefined)[] = units.map(() => undefined);
      units.forEach((unit, at) => {
        if (errorsOf.has(unit)) return;
        const key = keyOf(unit);
        result.keys.push(key);
        const hit = this.cache.get(key);
        if (hit) entries[at] = hit;
        else misses.push({ entries, at, unit, key });
      });
      for (const unit of units) result.outcomes.push({ unit, errors: errorsOf.get(unit) ?? [] });
      pending.set(result, entries);
      results.push(result);
      fresh.add(result);
    }
    const emittedEntries = await emitCards(
      misses.map((m) => m.unit),
      timings,
    );
    const writing = performance.now();
    misses.forEach((m, i) => {
      this.cache.set(m.key, emittedEntries[i]!);
      m.entries[m.at] = emittedEntries[i]!;
    });
    for (const [result, entries] of pending) this.finish(result, entries);

    // The writes: every module of a recompiled file; a kept file's only when its set's folder
    // may have lost files behind our back (compared with the disk, not only with the last run:
    // a module removed since — its set's folder pruned when the card file was deleted, then the
    // file restored, or deleted by hand — is written again).
    let unchanged = 0;
    let written = 0;
    for (const result of results) {
      const set = result.units[0]?.set;
      const kept = !fresh.has(result);
      if (kept && (this.options.dryRun || set === undefined || !this.out.reread(set))) {
        unchanged += result.modules.length;
        continue;
      }
      for (const { path, text } of result.modules) {
        const changed = this.options.dryRun
          ? this.modules.get(path) !== text
          : this.out.write(path, text);
        this.modules.set(path, text);
        if (changed) written++;
        else unchanged++;
      }
    }
    // Modules of cards deleted or refused since the last run are gone (prune removes the files).
    const now = new Map(inputs.map((input, i) => [input.file, results[i]!]));
    for (const [name, old] of this.results) {
      const result = now.get(name);
      if (result === old) continue;
      const produced = new Set(result?.modules.map((m) => m.path));
      for (const m of old.modules) if (!produced.has(m.path)) this.modules.delete(m.path);
    }
    this.results = now;

    const bySet = new Map<string, string[]>();
    const sourceOf = new Map<string, string>();
    for (const result of results) {
      const first = result.units[0];
      if (!first) continue;
      const stems = bySet.get(first.set) ?? [];
      bySet.set(first.set, stems);
      sourceOf.set(first.set, first.sourceFile);
      for (const o of result.outcomes) if (o.module) stems.push(o.unit.stem);
    }
    await this.writeIndexes(bySet, sourceOf);
    if (!this.options.dryRun && misses.length > 0) this.cache.save(results.flatMap((r) => r.keys));
    timings.write = performance.now() - writing;
    const outcomes = results.flatMap((r) => r.outcomes);
    const compiled = results.reduce((n, r) => n + r.modules.length, 0);
    return {
      outcomes,
      diagnostics: [...checked, ...results.flatMap((r) => r.diagnostics)],
      compiled,
      refused: outcomes.length - compiled,
      emitted: misses.length,
      written,
      unchanged,
      deleted: this.out.deletes - deletesBefore,
      ms: performance.now() - started,
      timings,
    };
  }

  /** A recompiled file's outcomes, diagnostics and modules, from its cards' cache entries. */
  private finish(result: FileResult, entries: readonly (CacheEntry | undefined)[]): void {
    result.units.forEach((unit, at) => {
      const entry = entries[at];
      if (!entry) return;
      result.diagnostics.push(...entry.diagnostics);
      if (entry.text === undefined) {
        result.outcomes[at] = {
          unit,
          errors: entry.diagnostics.filter((d) => d.severity === "error"),
        };
        return;
      }
      const path = `${unit.set}/${unit.stem}.ts`;
      result.outcomes[at] = { unit, module: path, errors: [] };
      result.modules.push({ path, text: entry.text });
    });
  }

  private async writeIndexes(
    bySet: Map<string, string[]>,
    sourceOf: ReadonlyMap<string, string>,
  ): Promise<void> {
    let setsChanged = this.knownSets === undefined;
    const paths: string[] = [];
    const raws: string[] = [];
    for (const [set, stems] of bySet) {
      // A set whose list of modules is what it was last run needs no pruning and no new index.
      const signature = stems.join("\u0000");
      const onDisk = this.options.dryRun || this.out.has(`${set}/index.ts`);
      if (this.lastStems.get(set) === signature && onDisk) continue;
      this.lastStems.set(set, signature);
      setsChanged = true;
      if (!this.options.dryRun) this.out.prune(set, new Set(stems.map((s) => `${set}/${s}.ts`)));
      paths.push(`${set}/index.ts`);
      raws.push(setIndex(set, stems, sourceOf.get(set)!));
    }
    // Listing the sets also removes those whose card file is gone (OutputDir.sets).
    const sets = this.options.dryRun
      ? [...bySet.keys()].sort()
      : [...new Set([...this.out.sets(new Set(bySet.keys())), ...bySet.keys()])].sort();
    const known = this.knownSets;
    const rootOnDisk = this.options.dryRun || this.out.has("index.ts");
    const sameSets = known && known.size === sets.length && sets.every((s) => known.has(s));
    if (setsChanged || !sameSets || !rootOnDisk) {
      this.knownSets = new Set(sets);
      paths.push("index.ts");
      raws.push(rootIndex(sets));
    }
    // Indexes start with the module header too, so they format in batches like modules.
    const texts = await formatModules(raws);
    paths.forEach((path, i) => {
      this.modules.set(path, texts[i]!);
      if (!this.options.dryRun) this.out.write(path, texts[i]!);
    });
  }
}
