// The units of compilation: one per card, with its set (the card file's base name), a file stem
// that is safe on every file system and unique within the set, and its database id.
import type { CardDecl, CardFile } from "../../grammar/ast.ts";

export interface CardUnit {
  /** `ahb` for cardtext/ahb.cards. */
  set: string;
  /** The card file as given, with `/` separators (named in the header and comments). */
  sourceFile: string;
  card: CardDecl;
  /** File name without `.ts`: the number, made safe, with `_2`, `_3` … when a number repeats in a set. */
  stem: string;
  /** CardDef.id: `<set>/<stem>`, unique across every compiled set. */
  id: string;
}

/** Letters, digits and `-` stay; anything else becomes `_xxxx` (its code point), so distinct numbers stay distinct. */
function safeStem(s: string): string {
  let out = "";
  for (const ch of s) out += /[A-Za-z0-9-]/.test(ch) ? ch : `_${ch.codePointAt(0)!.toString(16)}`;
  // A leading dot or an empty name could hide the file or collide with index.ts.
  return out === "" || out.toLowerCase() === "index" ? `_${out}` : out;
}

/**
 * The last segment of a path or URI, as node:path's basename takes it (trailing separators
 * ignored); `\\` separates too, as in `sourceFile`. Written out so that the language services run
 * in a browser worker without a node:path shim (issue 18).
 */
function baseName(file: string): string {
  return (
    file
      .replace(/[\\/]+$/, "")
      .split(/[\\/]/)
      .pop() ?? ""
  );
}

function setName(file: string): string {
  const base = baseName(file).replace(/\.cards$/, "");
  let out = "";
  for (const ch of base)
    out += /[A-Za-z0-9_-]/.test(ch) ? ch : `_${ch.codePointAt(0)!.toString(16)}`;
  return out === "" ? "_" : out;
}

export function unitsOf(file: string, ast: CardFile): CardUnit[] {
  const set = setName(file);
  const sourceFile = file.split("\\").join("/");
  const seen = new Map<string, number>();
  const out: CardUnit[] = [];
  for (const item of ast.items) {
    if (item.kind !== "Card") continue;
    const base = safeStem(item.number);
    // Case-insensitive file systems: `01-006a` and `01-006A` must not share a file.
    const folded = base.toLowerCase();
    const n = (seen.get(folded) ?? 0) + 1;
    seen.set(folded, n);
    const stem = n === 1 ? base : `${base}_${n}`;
    out.push({ set, sourceFile, card: item, stem, id: `${set}/${stem}` });
  }
  return out;
}
