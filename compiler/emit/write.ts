// Writing generated/: a file is written only when its text changed, so an unchanged card costs
// no disk write and keeps its timestamp (and `git status` stays clean). Counts every write.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, normalize } from "node:path";
import { SET_SOURCE } from "./indexes.ts";

/** A folder's listing, and the folder's mtime when it was read if that can vouch for it later. */
interface Listing {
  names: Set<string>;
  /**
   * The folder's mtime before it was read, kept only when the folder had been still for a while
   * (RACY_MS): a change made in the same clock tick as the read (file systems with a coarse clock)
   * would not move the mtime, and the listing would be trusted wrongly. Undefined: read again.
   */
  stamp?: number;
}

const RACY_MS = 2000;

/** The folder's mtime, or undefined when it does not exist. */
function mtimeOf(dir: string): number | undefined {
  return statSync(dir, { throwIfNoEntry: false })?.mtimeMs;
}

export class OutputDir {
  /** What each file holds, as far as we know (read once, then tracked while it stays on disk). */
  private known = new Map<string, string | null>();
  /**
   * Per folder, the names it holds (one readdir instead of a stat per file). Checked again after
   * `refresh`: a long-lived compiler (`--watch`) must see files removed behind its back.
   */
  private listed = new Map<string, Listing>();
  /** Folders whose listing is known good in this run (checked since the last `refresh`). */
  private checked = new Set<string>();
  /** Folders read from disk again in this run: files may have gone from them. */
  private rereadDirs = new Set<string>();
  private made = new Set<string>();
  /** `root` normalised, without a trailing separator: folders are `${base}/${set}`. */
  private readonly base: string;
  writes = 0;
  deletes = 0;

  constructor(readonly root: string) {
    this.base = normalize(root).replace(/[\\/]+$/, "") || ".";
  }

  /**
   * Look at the disk again before a run. What we wrote is no proof that it is still there: a set's
   * folder removed when its card file was deleted, then the file restored, must be written again
   * (issue 14), and so must a module someone deleted by hand. A folder is read again only when
   * its mtime moved (a file added or removed there) — one stat instead of one readdir per set,
   * which made a one-card edit grow with the number of sets (issue 15).
   */
  refresh(): void {
    this.checked.clear();
    this.rereadDirs.clear();
    this.made.clear();
  }

  private namesIn(dir: string): Set<string> {
    const listing = this.listed.get(dir);
    if (listing && this.checked.has(dir)) return listing.names;
    this.checked.add(dir);
    const before = Date.now();
    const mtime = mtimeOf(dir);
    if (listing && listing.stamp !== undefined && listing.stamp === mtime) return listing.names;
    const names = new Set(mtime !== undefined ? readdirSync(dir) : []);
    this.rereadDirs.add(dir);
    const still = mtime !== undefined && before - mtime > RACY_MS;
    this.listed.set(dir, still ? { names, stamp: mtime } : { names });
    return names;
  }

  /** The folder and file name of `rel` (`set/stem.ts` or `index.ts`), without path.join's cost. */
  private locate(rel: string): { dir: string; name: string } {
    const slash = rel.lastIndexOf("/");
    return slash < 0
      ? { dir: this.base, name: rel }
      : { dir: `${this.base}/${rel.slice(0, slash)}`, name: rel.slice(slash + 1) };
  }

  private pathOf(rel: string): string {
    const { dir, name } = this.locate(rel);
    return `${dir}/${name}`;
  }

  /** This object changed the folder: its mtime moved, so its listing no longer vouches for it. */
  private touched(dir: string): void {
    const listing = this.listed.get(dir);
    if (listing) listing.stamp = undefined;
  }

  /**
   * Whether `set`'s folder had to be read again in this run (its mtime moved, or it was never
   * trusted): what was written there before may be gone. When false, every module this object
   * wrote there and has not removed is still on disk, and a caller may skip re-checking them.
   */
  reread(set: string): boolean {
    const dir = `${this.base}/${set}`;
    this.namesIn(dir);
    return this.rereadDirs.has(dir);
  }

  /** Whether `rel` is on disk (as of the last `refresh`, plus what this object wrote or removed). */
  has(rel: string): boolean {
    const { dir, name } = this.locate(rel);
    return this.namesIn(dir).has(name);
  }

  private current(rel: string): string | null {
    if (!this.has(rel)) {
      this.known.set(rel, null);
      return null;
    }
    let text = this.known.get(rel) ?? null;
    if (text === null) {
      text = readFileSync(this.pathOf(rel), "utf8");
      this.known.set(rel, text);
    }
    return text;
  }

  private forget(rel: string): void {
    const { dir, name } = this.locate(rel);
    this.listed.get(dir)?.names.delete(name);
    this.touched(dir);
    this.known.set(rel, null);
  }

  /** True when the file was written (its text differed or it was not on disk). */
  write(rel: string, text: string): boolean {
    if (this.current(rel) === text) return false;
    const { dir, name } = this.locate(rel);
    if (!this.made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.made.add(dir);
    }
    writeFileSync(this.pathOf(rel), text);
    this.known.set(rel, text);
    this.namesIn(dir).add(name);
    this.touched(dir);
    this.writes++;
    return true;
  }

  /** Remove modules of `set` that this compile did not produce (deleted or now-refused cards). */
  prune(set: string, keep: ReadonlySet<string>): void {
    const dir = `${this.base}/${set}`;
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const rel = `${set}/${name}`;
      if (!name.endsWith(".ts") || name === "index.ts" || keep.has(rel)) continue;
      rmSync(`${dir}/${name}`);
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
        const dir = `${this.base}/${d.name}`;
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
