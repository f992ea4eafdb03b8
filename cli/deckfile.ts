// Deck files for `--decks`: one entry per line, `4 01-046` or `01-046 x4`, `#` starts a comment.
// Tiny on purpose; a later issue extends it. Errors are returned, not thrown.

export interface DeckFileResult {
  cards: string[];
  errors: string[];
}

export function parseDeckFile(text: string, file = "<deck>"): DeckFileResult {
  const cards: string[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.replace(/#.*/, "").trim();
    if (line === "") return;
    const m = /^(\d+)\s+(\S+)$/.exec(line) ?? /^(\S+)\s+x(\d+)$/i.exec(line);
    if (!m) {
      errors.push(`${file}:${i + 1}: expected "count number" or "number xcount", got "${line}"`);
      return;
    }
    const [count, number] =
      /^\d+$/.test(m[1]!) && !/x\d+$/i.test(line) ? [Number(m[1]), m[2]!] : [Number(m[2]), m[1]!];
    for (let k = 0; k < count; k++) cards.push(number);
  });
  return { cards, errors };
}
