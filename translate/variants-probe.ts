// How far the translator generalises beyond the sentences it was built from: every corpus card it
// reads completely is printed again with one kind of change, and the share still read completely
// is counted per kind. Two families of change:
// - the same template with other words in its slots (names, traits, titles, numbers, the two
//   players, AP and DP): a failure is a template that only knows the words of the cards it came
//   from — the gap a set the project has never seen falls into;
// - the same wording spelled another way (a comma more or less, すべて, 手札に移す…): a failure is
//   a print variant the grammar does not read (print-variants.ts is where they are read).
// Some changes make wordings no card would print (a +20/+20 coin, the opponent's own event
// negated…): the failures are listed, for a person to read, not to drive to zero.
//
// Run: npx tsx translate/variants-probe.ts [--failures FILE]
import { readFileSync, writeFileSync } from "node:fs";
import { corpusFile } from "./corpus-file.ts";
import { translateText } from "./translate.ts";

export interface Change {
  name: string;
  family: "slots" | "spelling";
  apply: (text: string) => string;
}

/** 「name」 → a name of its own per occurrence (a quoted ability after : or ▶ stays). */
function otherNames(text: string): string {
  let n = 0;
  return text.replace(/(?<![:▶])「([^「」。、]{1,20})」/g, () => `「試験 名前${++n}」`);
}

/** Counts and values one step up (2→3, 20→30); a 1 stays (単数 templates differ), and so do coins. */
function otherNumbers(text: string): string {
  const coins: string[] = [];
  return text
    .replace(/[+]\d+\/[+]\d+コイン/g, (m) => `\u0002${coins.push(m) - 1}\u0002`)
    .replace(/(?<![0-9\u0002-])([2-9]|[1-9]0)(?![0-9\u0002-]|枚につき|個につき)/g, (m) =>
      String(Number(m) >= 10 ? Number(m) + 10 : Number(m) + 1),
    )
    .replace(/\u0002(\d+)\u0002/g, (_, i: string) => coins[Number(i)]!);
}

const swap =
  (a: string, b: string) =>
  (text: string): string =>
    text.replace(new RegExp(`${a}|${b}`, "g"), (m) => (m === a ? b : a));

export const CHANGES: readonly Change[] = [
  { name: "other names 「…」", family: "slots", apply: otherNames },
  {
    name: "other traits 【…】",
    family: "slots",
    apply: (t) => t.replace(/【[^】]+】/g, "【試験】"),
  },
  {
    name: "other titles 『…』",
    family: "slots",
    apply: (t) => t.replace(/『[^』]+』/g, "『試験作品』"),
  },
  { name: "other numbers", family: "slots", apply: otherNumbers },
  { name: "自分 ⇄ 相手", family: "slots", apply: swap("自分", "相手") },
  {
    name: "AP ⇄ DP (not AP/DP)",
    family: "slots",
    apply: (t) => swap("AP", "DP")(t.replace(/AP\/DP/g, "\u0001")).replace(/\u0001/g, "AP/DP"),
  },
  {
    name: "another trigger subject",
    family: "slots",
    apply: (t) => t.replace(/このカードが(登場|退場|アプローチ|妨害)/g, "自分の「試験」が$1"),
  },
  {
    name: "another timing [ … ]",
    family: "slots",
    apply: (t) =>
      t.replace(/\[メイン\/自分\]|\[アプローチ\/両方\]/g, (m) =>
        m === "[メイン/自分]" ? "[アプローチ/両方]" : "[メイン/自分]",
      ),
  },
  {
    name: "another sign (+N/+N → -N/-N)",
    family: "slots",
    apply: (t) => t.replace(/\+(\d+)\/\+(\d+)を得る/g, "-$1/-$2を得る"),
  },
  {
    name: "another duration",
    family: "slots",
    apply: (t) => t.replace(/(?<!次の相手の)ターン終了時まで/g, "次の相手のターン終了時まで"),
  },
  {
    name: "このカードが手札にある場合",
    family: "spelling",
    apply: (t) => t.replace(/このカードは、手札にある場合/g, "このカードが手札にある場合"),
  },
  { name: "〔アクティブ〕 ⇄ 〔我慢〕", family: "slots", apply: swap("〔アクティブ〕", "〔我慢〕") },
  {
    name: "メインエリア ⇄ サポートエリア",
    family: "slots",
    apply: swap("メインエリア", "サポートエリア"),
  },
  { name: "no comma after は", family: "spelling", apply: (t) => t.replace(/は、/g, "は") },
  { name: "no comma after 場合", family: "spelling", apply: (t) => t.replace(/場合、/g, "場合") },
  {
    name: "comma after ターン終了時まで",
    family: "spelling",
    apply: (t) => t.replace(/時まで(?![、。」])/g, "時まで、"),
  },
  { name: "すべて for 全て", family: "spelling", apply: (t) => t.replace(/全て/g, "すべて") },
  {
    name: "手札に加える ⇄ 手札に移す",
    family: "spelling",
    apply: swap("手札に加える", "手札に移す"),
  },
  {
    name: "カードN枚を引く",
    family: "spelling",
    apply: (t) => t.replace(/カードを(\d+)枚引/g, "カード$1枚を引"),
  },
];

export interface ProbeLine {
  change: Change;
  tried: number;
  complete: number;
  failures: string[];
}

/** Each change over the texts translated completely as printed (a text it does not alter is not counted). */
export function probe(
  texts: readonly string[],
  only: (change: Change) => boolean = () => true,
): { complete: number; lines: ProbeLine[] } {
  const read = texts.filter((t) => translateText(t).complete);
  const lines = CHANGES.filter(only).map((change): ProbeLine => {
    const line: ProbeLine = { change, tried: 0, complete: 0, failures: [] };
    for (const text of read) {
      const changed = change.apply(text);
      if (changed === text) continue;
      line.tried++;
      const t = translateText(changed);
      if (t.complete) line.complete++;
      else
        for (const s of t.sentences)
          if (!s.ok) line.failures.push(`${s.text.replace(/\n/g, "⏎")}  ‖ ${s.reason ?? ""}`);
    }
    return line;
  });
  return { complete: read.length, lines };
}

function corpusTexts(): string[] {
  const out: string[] = [];
  for (const name of ["pm-cards.jsonl", "pm-cards-wide.jsonl"])
    for (const line of readFileSync(corpusFile(name), "utf8").split("\n")) {
      if (!line.trim()) continue;
      const text = (JSON.parse(line) as { text?: string }).text;
      if (text && text.length > 1) out.push(text);
    }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const texts = corpusTexts();
  const { complete, lines } = probe(texts);
  console.log(`${complete} of ${texts.length} corpus texts read completely as printed; changed:`);
  for (const l of lines) {
    const pct = l.tried === 0 ? "—" : `${((100 * l.complete) / l.tried).toFixed(1)}%`;
    console.log(
      `  ${l.change.family.padEnd(8)} ${l.change.name.padEnd(28)} ${`${l.complete}/${l.tried}`.padStart(9)}  ${pct}`,
    );
  }
  const at = process.argv.indexOf("--failures");
  if (at !== -1) {
    const file = process.argv[at + 1] ?? "variants-probe-failures.txt";
    const body = lines.map(
      (l) => `## ${l.change.name} (${l.failures.length})\n${l.failures.join("\n")}`,
    );
    writeFileSync(file, `${body.join("\n\n")}\n`);
    console.log(`failing sentences: ${file}`);
  }
}
