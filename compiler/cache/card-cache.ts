// The per-card cache: a card's module depends only on its own canonical source, where it sits
// (file, set, stem, id, its titles — the set's `also` titles too —, the lines of its abilities —
// they appear in comments) and the compiler version. The key hashes exactly those, so an unchanged card is never lowered, printed or
// formatted again. Kept in memory (`--watch`) and optionally in a JSON file under .cache/.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { format } from "../../grammar/format.ts";
import type { Diagnostic } from "../../grammar/diagnostics.ts";
import type { CardUnit } from "../emit/units.ts";

/**
 * The folders whose sources decide what a card compiles to: the lowering tables live in
 * compiler/steps/ as well as compiler/lower/, the binding and the replayed diagnostics' messages in
 * compiler/, and the AST a canonical source parses to in grammar/. Every module the emitter imports
 * must sit in one of them (test/compiler/cache-version.test.ts follows the imports).
 */
export const VERSIONED_FOLDERS = ["compiler", "grammar"] as const;

function hashFolder(hash: ReturnType<typeof createHash>, root: string, dir: string): void {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  )) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) hashFolder(hash, root, path);
    else if (entry.name.endsWith(".ts")) hash.update(path).update(readFileSync(join(root, path)));
  }
}

/**
 * The compiler's version for cache keys: a hash of the sources of VERSIONED_FOLDERS and of
 * prettier's version, so any change to what a card compiles to invalidates every cached module
 * without anyone remembering to bump a number. (Hashing only lower/ and emit/ once kept a module
 * refused after its lowering, in compiler/steps/, had learnt the construct.)
 */
const COMPILER_VERSION = ((): string => {
  // Its package.json, not the package: importing prettier costs ~90 ms, and most compiles no
  // longer run it (compiler/emit/layout.ts).
  const prettier = createRequire(import.meta.url)("prettier/package.json") as { version: string };
  const hash = createHash("sha1").update(`prettier ${prettier.version}`);
  const root = fileURLToPath(new URL("../..", import.meta.url));
  for (const dir of VERSIONED_FOLDERS) hashFolder(hash, root, dir);
  return hash.digest("hex").slice(0, 16);
})();

export interface CacheEntry {
  /** The formatted module, or undefined when lowering refused the card. */
  text?: string;
  /** Lowering diagnostics (PM4xxx), replayed on a cache hit. */
  diagnostics: Diagnostic[];
}

export function cardKey(unit: CardUnit): string {
  const card = unit.card;
  const canonical = format({ kind: "CardFile", span: card.span, items: [card] });
  const lines = card.abilities.map((a) => a.span.start.line).join(",");
  return createHash("sha1")
    .update(
      [
        COMPILER_VERSION,
        unit.sourceFile,
        unit.set,
        unit.stem,
        unit.id,
        card.title ?? "",
        // The set's further titles (`title … also 『…』`) sit outside the card's own source but
        // are emitted into its module: a changed `also` list must miss the cache.
        (card.alsoTitles ?? []).join("\u0001"),
        lines,
        canonical,
      ].join("\u0000"),
    )
    .digest("hex");
}

export class CardCache {
  private entries = new Map<string, CacheEntry>();
  private used = new Set<string>();

  constructor(private readonly file?: string) {
    if (file && existsSync(file)) {
      try {
        const data = JSON.parse(readFileSync(file, "utf8")) as {
          version?: string;
          entries?: Record<string, CacheEntry>;
        };
        if (data.version === COMPILER_VERSION)
          this.entries = new Map(Object.entries(data.entries ?? {}));
      } catch {
        // A corrupt cache is only a slower build.
      }
    }
  }

  get(key: string): CacheEntry | undefined {
    const e = this.entries.get(key);
    if (e) this.used.add(key);
    return e;
  }

  set(key: string, entry: CacheEntry): void {
    this.entries.set(key, entry);
    this.used.add(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Save only the entries used since the last save — or, given `keep` (the keys of every card
   * compiled now, which a run that re-uses whole files does not look up), only those — so the
   * file does not grow with old edits.
   */
  save(keep?: Iterable<string>): void {
    if (!this.file) return;
    if (keep !== undefined) this.used = new Set(keep);
    const kept: Record<string, CacheEntry> = {};
    for (const key of this.used) {
      const e = this.entries.get(key);
      if (e) kept[key] = e;
    }
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify({ version: COMPILER_VERSION, entries: kept }));
    this.used.clear();
  }
}
