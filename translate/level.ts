// 《LV3》 before a text of a 〔レベルアップ〕 card (AW 01-004, TKR 01-001, TKRT P-010/P-012/P-024):
// the text is read by the grammar as usual and then wrapped as `level 3: <ability>` (rule 7.11:
// kept, warned, refused). A 《LV5》 printed alone (before a timing bracket, which starts a unit of
// its own: 「《LV5》[アプローチ/自分]:…」) belongs to the text of the next unit.
import type { Ability, Span } from "../grammar/ast.ts";

const LEVEL = /^《LV(\d+)》/;

/** The level printed at the head of a unit, and the length of its 《LVN》. */
export function levelPrefix(text: string): { n: number; length: number } | undefined {
  const m = LEVEL.exec(text);
  return m ? { n: Number(m[1]), length: m[0].length } : undefined;
}

interface PendingLevel {
  n: number;
  nSpan: Span;
}

/**
 * Levels waiting for their text, and the texts they were given. The abilities are wrapped only
 * once every sentence is read, so sentences that continue a text (その場合、…) still find it.
 */
export class Levels {
  private pending: PendingLevel | undefined;
  private readonly wraps: { index: number; level: PendingLevel }[] = [];

  /** A 《LVN》 read at the head of a unit; it waits for the next text the assembler adds. */
  expect(n: number, nSpan: Span): void {
    this.pending = { n, nSpan };
  }

  get waiting(): boolean {
    return this.pending !== undefined;
  }

  /** The unit after the level was read: it added `added` abilities from `from` on. */
  settle(from: number, added: number): boolean {
    const level = this.pending;
    this.pending = undefined;
    if (!level) return true;
    if (added !== 1) return false;
    this.wraps.push({ index: from, level });
    return true;
  }

  /** Wrap each text in its level (`level N: <ability>`). */
  apply(abilities: Ability[]): void {
    for (const { index, level } of this.wraps) {
      const inner = abilities[index];
      if (!inner) continue;
      abilities[index] = {
        kind: "Level",
        n: level.n,
        nSpan: level.nSpan,
        ability: inner,
        span: { ...level.nSpan, end: inner.span.end },
      };
    }
  }
}
