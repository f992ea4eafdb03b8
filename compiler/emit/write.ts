// Writing generated/: a file is written only when its text changed, so an unchanged card costs
// no disk write and keeps its timestamp (and `git status` stays clean). Counts every write.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { SET_SOURCE } from "./indexes.ts";

export class OutputDir {
  /** What each file holds, as far as we know (read once, then tracked while it stays on disk). */
  private known = new Map<string, string | null>();
  /**
   * Per folder, the names it holds (one readdir instead of a stat per file). Forgotten by
   * `refresh`: a long-lived compiler (`--watch`) must see files removed behind its back.
   */
  private listed = new Map<string, Set<string>>();
  private made = new Set<string>();
  writes = 0;
  deletes = 0;

  constructor(readonly root: string) {}

  /**
   * Look at the disk again before a run. What we wrote is no proof that it is still there: a set's
   * folder removed when its card file was deleted, then the file restored, must be written again
   * (issue 14), and so must a module someone deleted by hand.
   */
  refresh(): void {
    this.listed.clear();
    this.made.clear();
  }

  private namesIn(dir: string): Set<string> {
    let names = this.listed.get(dir);
    if (!names) {
      names = new Set(existsSync(dir) ? readdirSync(dir) : []);
      this.listed.set(dir, names);
    }
    return names;
  }

  /** Whether `rel` is on disk (as of the last `refresh`, plus what this object wrote or removed). */
  has(rel: string): boolean {
    const path = join(this.root, rel);
    const dir = dirname(path);
    return this.namesIn(dir).has(path.slice(dir.length + 1));
  }

  private current(rel: string): string | null {
    if (!this.has(rel)) {
      this.known.set(rel, null);
      return null;
    }
    let text = this.known.get(rel) ?? null;
    if (text === null) {
      text = readFileSync(join(this.root, rel), "utf8");
      this.known.set(rel, text);
    }
    return text;
  }

  private forget(rel: string): void {
    const path = join(this.root, rel);
    const dir = dirname(path);
    this.listed.get(dir)?.delete(path.slice(dir.length + 1));
    this.known.set(rel, null);
  }

  /** True when the file was written (its text differed or it was not on disk). */
  write(rel: string, text: string): boolean {
    if (this.current(rel) === text) return false;
    const path = join(this.root, rel);
    const dir = dirname(path);
    if (!this.made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.made.add(dir);
    }
    writeFileSync(path, text);
    this.known.set(rel, text);
    this.namesIn(dir).add(path.slice(dir.length + 1));
    this.writes++;
    return true;
  }

  /** Remove modules of `set` that this compile did not produce (deleted or now-refused cards). */
  prune(set: string, keep: ReadonlySet<string>): void {
    const dir = join(this.root, set);
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const rel = `${set}/${name}`;
      if (!name.endsWith(".ts") || name === "index.ts" || keep.has(rel)) continue;
      rmSync(join(this.root, rel));
      this.forget(rel);
      this.deletes++;
    }
  }

  /**
   * Set folders that hold an index (compiled now or earlier, from other paths). A set whose index
   * names a card file that no longer exists is removed: its cards are gone.
   */
  sets(compiling: ReadonlySet<string>): string[] {
    if (!existsSync(this.root)) return [];
    const sets: string[] = [];
    for (const d of readdirSync(this.root, { withFileTypes: true })) {
      const index = join(this.root, d.name, "index.ts");
      if (!d.isDirectory() || !existsSync(index)) continue;
      // A set compiled right now is alive even if its source is not on disk (in-memory inputs).
      const source = compiling.has(d.name)
        ? undefined
        : SET_SOURCE.exec(readFileSync(index, "utf8"))?.[1];
      if (source !== undefined && !existsSync(source)) {
        const dir = join(this.root, d.name);
        rmSync(dir, { recursive: true });
        this.made.delete(dir);
        this.listed.delete(dir);
        this.deletes++;
        continue;
      }
      sets.push(d.name);
    }
    return sets.sort();
  }
}
