// The compile pipeline with its caches: check every file together (names resolve across files;
// only edited files are checked again when no declaration changed, cache/check-cache.ts), then
// lower + print + format only the cards whose cache key changed (cache/card-cache.ts), and write
// only the modules whose text changed. One instance lives as long as `memoria compile --watch`.
import type { CardFile } from "../grammar/ast.ts";
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

/** A file's units, their module paths, and the cache key of each (filled in when first needed). */
interface FileUnits {
  units: CardUnit[];
  /** `<set>/<stem>.ts`, made once: the same string each run is hashed once by the maps it keys. */
  paths: string[];
  keys: (string | undefined)[];
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
  private files = new WeakMap<CardFile, FileUnits>();

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
    const checked = this.checker.check(
      inputs.map((i) => i.ast),
      prior,
    );
    timings.check = performance.now() - started;
    const files = inputs.map((i) => this.fileOf(i));
    const units = files.flatMap((f) => f.units);
    const paths = files.flatMap((f) => f.paths);
    const errorsOf = errorsByCard(units, [...prior, ...checked]);

    // Pass 1: cache lookups (by position: a map per unit cost more than the lookups at 10,000
    // cards); the misses are emitted together.
    const entries: (CacheEntry | undefined)[] = [];
    const misses: { at: number; unit: CardUnit; key: string }[] = [];
    for (const file of files)
      file.units.forEach((unit, k) => {
        const at = entries.push(undefined) - 1;
        if (errorsOf.has(unit)) return;
        const key = (file.keys[k] ??= cardKey(unit));
        const hit = this.cache.get(key);
        if (hit) entries[at] = hit;
        else misses.push({ at, unit, key });
      });
    const emittedEntries = await emitCards(
      misses.map((m) => m.unit),
      timings,
    );
    const writing = performance.now();
    misses.forEach((m, i) => {
      this.cache.set(m.key, emittedEntries[i]!);
      entries[m.at] = emittedEntries[i]!;
    });

    // Pass 2: outcomes in file order, and the writes.
    const outcomes: CardOutcome[] = [];
    const diagnostics: Diagnostic[] = [...checked];
    let unchanged = 0;
    let written = 0;
    const bySet = new Map<string, string[]>();
    const sourceOf = new Map<string, string>();
    units.forEach((unit, at) => {
      const stems = bySet.get(unit.set) ?? [];
      bySet.set(unit.set, stems);
      sourceOf.set(unit.set, unit.sourceFile);
      const entry = entries[at];
      if (!entry) {
        outcomes.push({ unit, errors: errorsOf.get(unit) ?? [] });
        return;
      }
      diagnostics.push(...entry.diagnostics);
      if (entry.text === undefined) {
        outcomes.push({ unit, errors: entry.diagnostics.filter((d) => d.severity === "error") });
        return;
      }
      const path = paths[at]!;
      stems.push(unit.stem);
      outcomes.push({ unit, module: path, errors: [] });
      // Compared with the disk, not only with the last run: a module removed since (its set's
      // folder pruned when the card file was deleted, then the file restored) is written again.
      const changed = this.options.dryRun
        ? this.modules.get(path) !== entry.text
        : this.out.write(path, entry.text);
      this.modules.set(path, entry.text);
      if (changed) written++;
      else unchanged++;
    });
    // Modules of cards deleted or refused since the last run are gone (prune removes the files).
    const produced = new Set(outcomes.flatMap((o) => (o.module ? [o.module] : [])));
    for (const path of this.modules.keys()) {
      if (!path.endsWith("/index.ts") && path !== "index.ts" && !produced.has(path))
        this.modules.delete(path);
    }
    await this.writeIndexes(bySet, sourceOf);
    if (!this.options.dryRun) this.cache.save();
    timings.write = performance.now() - writing;
    const compiled = outcomes.filter((o) => o.module).length;
    return {
      outcomes,
      diagnostics,
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

  /**
   * Units of a file, and their cache keys as they are needed; the same AST object gives the same
   * units (and so the same keys, computed once).
   */
  private fileOf(input: CompileInput): FileUnits {
    let file = this.files.get(input.ast);
    if (!file || file.units[0]?.sourceFile !== input.file.split("\\").join("/")) {
      const units = unitsOf(input.file, input.ast);
      file = { units, paths: units.map((u) => `${u.set}/${u.stem}.ts`), keys: [] };
      this.files.set(input.ast, file);
    }
    return file;
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
