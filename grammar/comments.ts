// Re-attaching `//` comments to the AST so the formatter keeps them. A comment on a line of its
// own becomes a `leading` line of the next title, card or ability in the same container (or the
// card's / file's `trailingComments` when nothing follows); a comment after code becomes the
// `trailing` comment of the ability, card header or title on that line. A comment with no slot
// left (e.g. a second one on a line) falls back to the own-line rule: it moves, but is never lost.
import type { IToken } from "chevrotain";
import type { Ability, CardFile, Comments, FileItem } from "./ast.ts";
import type { LineIndex } from "./spans.ts";

/** `// text` → `text` (one space after the slashes is part of the syntax, not the comment). */
function commentText(image: string): string {
  const body = image.slice(2).replace(/\s+$/, "");
  return body.startsWith(" ") ? body.slice(1) : body;
}

type Holder = { comments?: Comments };

function setTrailing(h: Holder, text: string): boolean {
  if (h.comments?.trailing !== undefined) return false;
  h.comments = { ...h.comments, trailing: text };
  return true;
}

function addLeading(h: Holder, text: string): void {
  h.comments = { ...h.comments, leading: [...(h.comments?.leading ?? []), text] };
}

/** Index of the last element whose key is <= k, or -1 (keys ascending). */
function lastAtMost(keys: number[], k: number): number {
  let lo = 0;
  let hi = keys.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((keys[mid] ?? Infinity) <= k) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

export function attachComments(
  file: CardFile,
  comments: IToken[],
  tokens: IToken[],
  index: LineIndex,
): void {
  if (comments.length === 0) return;
  const lineOf = (o: number) => index.line(o);
  const tokenStarts = tokens.map((t) => t.startOffset);
  /** Is there code before this comment on its line? (The previous token ends on the same line.) */
  const afterCode = (c: IToken): boolean => {
    const prev = tokens[lastAtMost(tokenStarts, c.startOffset)];
    return prev !== undefined && lineOf(prev.startOffset) === lineOf(c.startOffset);
  };
  const items = file.items;
  const itemStarts = items.map((i) => i.span.start.offset);
  const itemLines = items.map((i) => lineOf(i.span.start.offset));

  /** The item whose span holds this line (cards span lines; titles are one line). */
  const itemAtLine = (line: number): FileItem | undefined => {
    const k = lastAtMost(itemLines, line);
    const it = items[k];
    return it && lineOf(it.span.end.offset) >= line ? it : undefined;
  };

  const trailingSlot = (line: number): Holder | undefined => {
    const it = itemAtLine(line);
    if (!it || it.kind === "TitleDirective") return it;
    const s = lineOf(it.span.start.offset);
    const e = lineOf(it.span.end.offset);
    if (s === line && e === line) return it;
    const ab = it.abilities.find((a) => lineOf(a.span.end.offset) === line);
    if (ab) return ab;
    if (s === line || e === line) return it;
    return undefined;
  };

  const ownLine = (offset: number, text: string) => {
    const k = lastAtMost(itemStarts, offset);
    const it = items[k];
    if (it && it.kind === "Card" && offset < it.span.end.offset) {
      const next: Ability | undefined = it.abilities.find((a) => a.span.start.offset > offset);
      if (next) addLeading(next, text);
      else it.trailingComments = [...(it.trailingComments ?? []), text];
      return;
    }
    const next = items[k + 1];
    if (next) addLeading(next, text);
    else file.trailingComments = [...(file.trailingComments ?? []), text];
  };

  for (const c of comments) {
    const text = commentText(c.image);
    if (afterCode(c)) {
      const slot = trailingSlot(lineOf(c.startOffset));
      if (slot && setTrailing(slot, text)) continue;
    }
    ownLine(c.startOffset, text);
  }
}
