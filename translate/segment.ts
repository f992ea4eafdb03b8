// Splits normalised card text into the units the grammar reads one at a time: keyword tags
// (〔アクティブ〕, 〔逆境5〕:「…」, 〔知略〕▶「…」), sentences ended by 。, and errata notes. A 。 inside
// a bracket does not end a sentence (〔逆境4〕:「….」 quotes a whole ability), and a timing bracket
// [メイン/自分] starts a new unit even without a 。 before it (《使用条件》:「X」[メイン/自分]:…).
// The quoted options after 「以下から1つ選択する。」 belong to that sentence: 「…選択する。「A。」「B。」」
// is one unit (each option's own 。 is inside its brackets).

export type Segment =
  | { kind: "sentence"; text: string; start: number; end: number }
  | {
      kind: "tag";
      text: string;
      start: number;
      end: number;
      name: string;
      inner?: { text: string; start: number };
    }
  | { kind: "note"; text: string; start: number; end: number }
  /** 「(〔我慢〕:DPが10以上の〔我慢〕を持つキャラは、退場しない)」: a keyword's reminder text. */
  | { kind: "reminder"; text: string; start: number; end: number; name: string; body: string };

const OPEN: Record<string, string> = {
  "「": "」",
  "『": "』",
  "【": "】",
  "〔": "〕",
  "《": "》",
  "(": ")",
};
const TIMING = /^\[(メイン|アプローチ)\/(自分|相手|両方|割り込み)\]/;
const NOTE = /^\(\d{4}\/\d{1,2}\/\d{1,2}[^()]*\)$/;
const REMINDER = /^\(〔([^〔〕]+)〕:(.*)\)$/;

/** Index just past the bracket closing the one opened at `i`, or -1 when it never closes. */
function closeOf(text: string, i: number): number {
  const stack: string[] = [];
  for (let k = i; k < text.length; k++) {
    const ch = text[k]!;
    const close = OPEN[ch];
    if (close !== undefined) stack.push(close);
    else if (ch === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return k + 1;
    }
  }
  return -1;
}

/** A tag at `i` (text[i] === "〔"), with an optional quoted text after ▶ or :. */
function readTag(text: string, i: number): Segment | undefined {
  const end = closeOf(text, i);
  if (end < 0) return undefined;
  const name = text.slice(i + 1, end - 1);
  let k = end;
  if (text[k] === "▶" || text[k] === ":") {
    const q = text[k + 1] === "「" ? k + 1 : -1;
    const qEnd = q >= 0 ? closeOf(text, q) : -1;
    if (qEnd > 0) {
      const inner = { text: text.slice(q + 1, qEnd - 1), start: q + 1 };
      return { kind: "tag", text: text.slice(i, qEnd), start: i, end: qEnd, name, inner };
    }
  }
  return { kind: "tag", text: text.slice(i, k), start: i, end: k, name };
}

/**
 * What follows a keyword box that a sentence begins with: a filter (〔X〕を持つ…, 〔POP〕された…,
 * PPTP 01-033) or the keyword used as a verb (〔EPIC〕できる, 〔POP〕する: parser/later-actions.ts).
 */
const KEYWORD_FILTER = /^(?:を持[つたち]|された|する|できる)/;

/**
 * A sentence that announces quoted options after its 。 (以下から1つ選択する), or the quoted text a
 * card gets (以下のテキストを得る, SAGA 01-072): the quotes belong to it.
 */
const ANNOUNCES_OPTIONS = /(選択する|以下のテキストを得る)$/;

export function segment(text: string): Segment[] {
  const out: Segment[] = [];
  let i = 0;
  let start = 0;
  /** Reading the quoted options of the current sentence: it ends after the last one. */
  let options = false;
  const flush = (end: number): void => {
    const body = text.slice(start, end);
    if (body.length > 0) {
      out.push(
        NOTE.test(body)
          ? { kind: "note", text: body, start, end }
          : { kind: "sentence", text: body, start, end },
      );
    }
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (i === start && ch === "〔") {
      const tag = readTag(text, i);
      // 「〔アクティブ〕を持つ自分のキャラが…」 (KMR 01-067): the box opens a sentence as a filter
      if (tag && !KEYWORD_FILTER.test(text.slice(tag.end))) {
        out.push(tag);
        i = tag.end;
        // A stray 。 or 、 after a tag belongs to no sentence; so does a stray 〕 (MMDK 03-052:
        // 「〔逆境6〕:「このカードは、妨害されない。」〕このカードが…」, a closing box never opened).
        while (text[i] === "。" || text[i] === "、" || text[i] === "〕") i++;
        start = i;
        continue;
      }
    }
    // ・[メイン/自分]:…: the bullet of one of an event's modes stays with its timing
    if (ch === "[" && i > start && TIMING.test(text.slice(i)) && text.slice(start, i) !== "・") {
      flush(i);
      start = i;
      continue;
    }
    if (ch === "。" && text[i + 1] === "「" && ANNOUNCES_OPTIONS.test(text.slice(start, i))) {
      options = true;
      i++;
      continue;
    }
    if (ch === "。") {
      flush(i);
      i++;
      start = i;
      continue;
    }
    if (ch === "(" && i === start) {
      const end = closeOf(text, i);
      if (end > 0 && NOTE.test(text.slice(i, end))) {
        flush(end);
        i = end;
        start = i;
        continue;
      }
      const reminder = end > 0 ? REMINDER.exec(text.slice(i, end)) : null;
      if (reminder) {
        const [whole, name, body] = reminder as unknown as [string, string, string];
        out.push({ kind: "reminder", text: whole, start: i, end, name, body });
        i = end;
        while (text[i] === "。" || text[i] === "、") i++;
        start = i;
        continue;
      }
    }
    if (ch in OPEN && ch !== "(") {
      const end = closeOf(text, i);
      // An unclosed bracket swallows nothing: the sentence reads on and will fail in the grammar.
      i = end > 0 ? end : i + 1;
      if (options && text[i] !== "「") {
        // the last option: the sentence ends here (a stray 。 after it belongs to no sentence)
        options = false;
        flush(i);
        while (text[i] === "。") i++;
        start = i;
      }
      continue;
    }
    i++;
  }
  flush(text.length);
  return out;
}
