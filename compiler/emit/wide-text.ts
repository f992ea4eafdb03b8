// Text wider than its length (Japanese, mostly) costs prettier's layout engine a Unicode scan each
// time it measures it, and `fits` measures the rest of a line again for every group it tries:
// getStringWidth was a sixth of the layout's time (issue 15). So layout.ts hands the engine a
// placeholder of the same display width made of one ASCII character — the engine measures it by
// its length — and puts the text back afterwards. The width is prettier's own getStringWidth
// (registered by format.ts when it loads prettier); until then, or for text that already holds
// the placeholder character, the text is given as is.
const MARK = "\x7f";
/** Printable ASCII only: prettier measures such text by its length already. */
const NARROW = /^[\x20-\x7e]*$/;

let measure: ((text: string) => number) | undefined;

/**
 * The width of text made only of printable ASCII, the em dash of the source comments, and the
 * Japanese characters of card text (kana, CJK ideographs, full-width forms, CJK punctuation without
 * its combining marks or emoji): what prettier's getStringWidth gives them, without its emoji and
 * mark scans. Undefined for any other character (test/emit/wide-text.test.ts checks every
 * character of cardtext/ against prettier).
 */
export function knownWidth(text: string): number | undefined {
  let width = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x20 && c <= 0x7e) || c === 0x2014) width += 1;
    else if (
      (c >= 0x4e00 && c <= 0x9fff) ||
      (c >= 0x3041 && c <= 0x3096) ||
      (c >= 0x30a1 && c <= 0x30ff) ||
      (c >= 0x3001 && c <= 0x3029) ||
      (c >= 0x3031 && c <= 0x303c) ||
      (c >= 0xff01 && c <= 0xff60)
    )
      width += 2;
    else return undefined;
  }
  return width;
}

/** format.ts registers prettier's getStringWidth once prettier is loaded. */
export function registerStringWidth(width: (text: string) => number): void {
  measure = width;
}

/** The placeholders of one module and the texts they stand for. */
export class WideTexts {
  private readonly texts: string[] = [];
  private readonly widths: number[] = [];

  /** Off when the module's own text holds the mark (it could not be told from a placeholder). */
  constructor(private readonly enabled: boolean) {}

  static for(moduleText: string): WideTexts {
    return new WideTexts(measure !== undefined && !moduleText.includes(MARK));
  }

  /** `text`, or a placeholder of its width (`MARK`, its number, then `MARK`s). */
  of(text: string): string {
    if (!this.enabled || NARROW.test(text) || /[ \t]$/.test(text)) return text;
    const width = knownWidth(text) ?? measure!(text);
    const id = MARK + this.texts.length.toString(36);
    if (width <= id.length) return text; // the number must end with a MARK
    this.texts.push(text);
    this.widths.push(width);
    return id + MARK.repeat(width - id.length);
  }

  /** The printed text with every placeholder replaced by the text it stands for. */
  restore(printed: string): string {
    if (this.texts.length === 0) return printed;
    let out = "";
    let from = 0;
    for (let at = printed.indexOf(MARK); at >= 0; at = printed.indexOf(MARK, from)) {
      let end = at + 1;
      while (end < printed.length && printed[end] !== MARK) end++;
      const n = parseInt(printed.slice(at + 1, end), 36);
      out += printed.slice(from, at) + this.texts[n]!;
      from = at + this.widths[n]!;
    }
    return out + printed.slice(from);
  }
}
