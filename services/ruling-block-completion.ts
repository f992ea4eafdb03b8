// Completion inside a ruling card's texts (`card … {` … `}`, grammar/ruling/card-texts.ts): the
// block is card language, so the card grammar completes it as in a card file — after a made-up
// header of the card line's kind, the way the ruling parser reads the block.
import { lex } from "../grammar/lexer.ts";
import { blockAt } from "../grammar/ruling/card-texts.ts";
import { LineIndex } from "../grammar/spans.ts";
import { completeTokens, type Completion } from "./completion.ts";
import type { DocText } from "./text.ts";
import type { Workspace } from "./workspace.ts";

/** The kind a ruling card line declares (its literals aside): an event or support, else a character. */
function kindOf(cardLine: string): string {
  const words = cardLine.replace(/「[^」]*」|【[^】]*】|『[^』]*』|\/\/.*$/g, "");
  return /\b(event|support)\b/.exec(words)?.[1] ?? "character";
}

/** Completion at `offset` when it lies in a card's texts; undefined elsewhere in the ruling. */
export function completeInCardBlock(
  ws: Workspace,
  doc: DocText,
  offset: number,
): Completion | undefined {
  const block = blockAt(doc.text, offset);
  if (!block) return undefined;
  const kind = kindOf(block.cardLine);
  const header = `${kind} T-000 「x」 red cost 0${kind === "character" ? " ap 0 dp 0" : ""} `;
  const source = header + doc.text.slice(block.open, offset);
  // An offset of `source` plus `shift` is the same place in the ruling file.
  const shift = block.open - header.length;
  const { tokens } = lex(new LineIndex(source, doc.file));
  const lineStart = doc.lineAt(offset).start;
  const { items, typingFrom } = completeTokens(
    ws,
    tokens,
    source.length,
    lineStart > block.open ? lineStart - shift : 0,
  );
  return typingFrom === undefined
    ? { items }
    : { items, replace: doc.range(typingFrom + shift, offset) };
}
