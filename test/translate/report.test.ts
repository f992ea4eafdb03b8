// The report a translator works from (issue 13, item 6): `memoria translate --report` over several
// corpus files, the per-set table, `--verbose`'s partial cards, and the HTML page (set per card,
// the "partial only" filter, the unread sentences highlighted, every unparsed template ranked).
// A small corpus written here: two sets, more than 15 distinct unparsed templates.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkCorpus } from "../../translate/check.ts";
import { coverageHtml, highlightUnread } from "../../translate/coverage-html.ts";
import { coverage, formatCoverage, formatPartial, formatSets } from "../../translate/coverage.ts";
import { buildCard, type CorpusRecord } from "../../translate/corpus.ts";
import { runCli } from "../helpers/run-cli.ts";

/** The command in this process (test/helpers/run-cli.ts): the output a user would see. */
const memoria = (...args: string[]) => runCli(args);

const base = {
  type: "キャラクター",
  usageCost: "1",
  outbreakCost: "1",
  color: "赤",
  characteristic: "制服",
  ap: "10",
  dp: "10",
};
const AAA = { ...base, setAbbr: "AAA", setName: "作品A" };
const BBB = { ...base, setAbbr: "BBB", setName: "作品B" };
const READ = "このカードは、アプローチに参加した場合、ターン終了時まで+20/±0を得る。";
const UNREAD = "このカードはふしぎな力で空を飛ぶ。";
const GAINS = "このカードは、+10/+10を得る。";
/** Where the unread sentence of AAA 01-002 (GAINS then UNREAD) is in its printed text. */
const [START, END] = [GAINS.length, GAINS.length + UNREAD.length - 1];
/** 18 sentences the translator cannot read, each its own template (no name, trait or number in them). */
const FOODS = [
  "りんご", "みかん", "ぶどう", "もも", "なし", "かき", "くり", "すいか", "めろん",
  "いちご", "ばなな", "れもん", "ゆず", "うめ", "びわ", "あんず", "すもも", "ざくろ",
]; // prettier-ignore

/** File one: set AAA, one complete card, one card with a read sentence then an unread one. */
const fileOne: CorpusRecord[] = [
  { ...AAA, number: "01-001", name: "甲", text: READ },
  { ...AAA, number: "01-002", name: "乙", text: `${GAINS}${UNREAD}` },
  { ...AAA, number: "01-003", name: "丙", text: "-" },
];
/** File two: set BBB, one card per unread template, the first two sharing one. */
const fileTwo: CorpusRecord[] = [
  { ...BBB, number: "01-010", name: "丁", text: READ },
  ...FOODS.map((food, i) => ({
    ...BBB,
    number: `01-${String(20 + i).padStart(3, "0")}`,
    name: `名${i}`,
    text: `このカードは${food}を食べる。`,
  })),
  {
    ...BBB,
    number: "01-099",
    name: "戊",
    text: "このカードはりんごを食べる。このカードはみかんを食べる。",
  },
];

const built = [
  ...fileOne.map((r, i) => buildCard(r, i + 1, "one.jsonl")),
  ...fileTwo.map((r, i) => buildCard(r, i + 1, "two.jsonl")),
];

describe("coverage per set, partial cards, the whole ranking", () => {
  const checked = checkCorpus(
    built.filter((c) => c.translation.complete),
    "one.jsonl + two.jsonl",
  );
  const c = coverage(built, checked);

  it("counts each set's cards with text, translated, checked, runnable and sentences", () => {
    expect(c.cardsWithText).toBe(2 + 20);
    expect(c.sets).toEqual([
      {
        set: "AAA",
        name: "作品A",
        cardsWithText: 2,
        cardsComplete: 1,
        cardsChecked: 1,
        cardsRunnable: 1,
        sentences: 3,
        sentencesParsed: 2,
      },
      {
        set: "BBB",
        name: "作品B",
        cardsWithText: 20,
        cardsComplete: 1,
        cardsChecked: 1,
        cardsRunnable: 1,
        sentences: 21,
        sentencesParsed: 1,
      },
    ]);
    const table = formatSets(c);
    expect(table[0]).toMatch(/^per set \(2 sets;/);
    expect(table[1]).toMatch(/^ {2}set +cards +translated +checked +runs +sentences +name$/);
    expect(table[2]).toMatch(/^ {2}AAA +2 +1 +50\.0% +1 +50\.0% +1 +50\.0% +2\/3 +66\.7% +作品A$/);
    expect(table[3]).toMatch(/^ {2}BBB +20 +1 +5\.0% +1 +5\.0% +1 +5\.0% +1\/21 +4\.8% +作品B$/);
    expect(formatCoverage(c)).toContain(table.join("\n"));
  });

  it("lists the partial cards by set and number with their first unread sentence and its span", () => {
    expect(c.partial).toHaveLength(1 + 19);
    expect(c.partial[0]).toMatchObject({
      set: "AAA",
      number: "01-002",
      name: "乙",
      text: "このカードはふしぎな力で空を飛ぶ",
      start: START,
      end: END,
      unread: 1,
    });
    expect(c.partial.map((p) => `${p.set} ${p.number}`)).toEqual(
      [...c.partial.map((p) => `${p.set} ${p.number}`)].sort(),
    );
    const last = c.partial.at(-1)!;
    expect(last).toMatchObject({ set: "BBB", number: "01-099", unread: 2 });
    const text = formatPartial(c).split("\n");
    expect(text[0]).toMatch(/^partial cards \(20;/);
    expect(text[1]).toBe(
      `  AAA 01-002 「乙」 [${START}-${END}] 「このカードはふしぎな力で空を飛ぶ」 — unknown wording at 「ふしぎな力で空を飛ぶ」`,
    );
    expect(text.at(-1)).toMatch(
      /^ {2}BBB 01-099 「戊」 \[0-\d+\] 「このカードはりんごを食べる」 — .*\(\+1 more\)$/,
    );
  });

  it("ranks every unparsed template, not only 15: unlocks, then cards, then code points", () => {
    expect(c.unparsed).toHaveLength(FOODS.length + 1);
    expect(c.top).toHaveLength(15);
    expect(c.unparsed.slice(0, 15)).toEqual(c.top);
    // りんご and みかん occur on two cards each; 01-099 has both, so neither alone unlocks it
    const apple = c.unparsed.find((p) => p.phrase === "このカードはりんごを食べる")!;
    expect(apple).toMatchObject({
      unlocks: 1,
      cards: 2,
      example: "01-020",
      exampleKey: "BBB 01-020",
    });
    for (let i = 1; i < c.unparsed.length; i++) {
      const [a, b] = [c.unparsed[i - 1]!, c.unparsed[i]!];
      expect(
        a.unlocks > b.unlocks ||
          (a.unlocks === b.unlocks &&
            (a.cards > b.cards || (a.cards === b.cards && a.phrase < b.phrase))),
      ).toBe(true);
    }
    expect(formatCoverage(c)).toContain(`  … and ${FOODS.length + 1 - 15} more unparsed templates`);
  });

  it("the HTML page: the set on each card, the partial-only filter, the unread span marked, every template", () => {
    const page = coverageHtml(c, "Translator coverage", built);
    // each card shows its set and the set's name
    expect(page).toMatch(
      /<tr id="card-AAA_01-002" class="partial" data-set="AAA"><td><span class="set" title="作品A">AAA<\/span> 01-002/,
    );
    expect(page).toMatch(/<tr id="card-BBB_01-010" class="complete" data-set="BBB">/);
    // the filter: a checkbox, inline CSS hiding complete rows, inline script; nothing fetched
    expect(page).toContain('<input type="checkbox" id="partial-only"> partial only');
    expect(page).toContain("body.partial-only tr.complete{display:none}");
    expect(page).toMatch(/<script>[\s\S]*getElementById\("partial-only"\)[\s\S]*<\/script>/);
    expect(page).toContain(
      '<select id="set-filter"><option value="">all</option><option value="AAA">',
    );
    expect(page).not.toMatch(/<script src|<link |https?:\/\//);
    // the unread sentence highlighted inside the printed text, the read one not
    expect(page).toMatch(
      /<td lang="ja">このカードは、\+10\/\+10を得る。<mark class="unread" title="[^"]+">このカードはふしぎな力で空を飛ぶ<\/mark>。/,
    );
    expect(page).not.toMatch(/<mark[^>]*>このカードは、\+10/);
    // the ranking: all 19 templates, numbered, examples linked to their card rows
    const templates = page.slice(page.indexOf('<table id="templates">'));
    const ranked = templates.slice(0, templates.indexOf("</table>")).match(/<tr><td>\d+<\/td>/g);
    expect(ranked).toHaveLength(FOODS.length + 1);
    expect(ranked!.length).toBeGreaterThan(15);
    expect(page).toContain("Unparsed templates by cards unlocked (19)");
    expect(templates).toContain('<a href="#card-BBB_01-020">BBB 01-020</a>');
    expect(page).toContain('id="card-BBB_01-020"');
    // the per-set table
    expect(page).toMatch(
      /<table id="sets">[\s\S]*<tr><td>AAA<\/td><td lang="ja">作品A<\/td><td>2<\/td><td>1<\/td><td>50\.0%<\/td>/,
    );
  });

  it("highlightUnread escapes the text and marks each unread sentence at its offsets", () => {
    const text = "A<b>。C&D。E";
    const html = highlightUnread(text, [
      { text: "A<b>", ok: true, start: 0, end: 4 },
      { text: "C&D", ok: false, reason: 'bad "x"', start: 5, end: 8 },
      { text: "E", ok: false, start: 9, end: 10 },
    ]);
    expect(html).toBe(
      'A&lt;b&gt;。<mark class="unread" title="bad &quot;x&quot;">C&amp;D</mark>。<mark class="unread" title="not understood">E</mark>',
    );
  });
});

describe("memoria translate --report over several files", () => {
  const scratch = mkdtempSync(join(tmpdir(), "memoria-report-"));
  const one = join(scratch, "one.jsonl");
  const two = join(scratch, "two.jsonl");
  writeFileSync(one, fileOne.map((r) => JSON.stringify(r)).join("\n"));
  writeFileSync(two, fileTwo.map((r) => JSON.stringify(r)).join("\n"));
  const html = join(scratch, "report.html");

  it("--report F G --verbose --html: totals over both, the per-set table, the partial cards, the page", async () => {
    const run = await memoria("translate", "--report", one, two, "--verbose", "--html", html);
    expect(run.status).toBe(0);
    const lines = run.stdout.split("\n");
    expect(lines[0]).toBe(`2 corpus files, 23 cards (22 with text): ${one} 3 (2), ${two} 20 (20)`);
    expect(run.stdout).toContain("cards with text fully translated: 2/22 (9.1%)");
    expect(run.stdout).toContain("cards fully translated and passing memoria check: 2/22 (9.1%)");
    expect(run.stdout).toContain("sentences parsed: 3/24 (12.5%)");
    expect(run.stdout).toMatch(/\n {2}AAA +2 +1 +50\.0% .* 作品A\n {2}BBB +20 .* 作品B\n/);
    expect(run.stdout).toMatch(/\npartial cards \(20;.*\n {2}AAA 01-002 「乙」 /);
    expect(run.stdout).toContain(
      `  AAA 01-002 「乙」 [${START}-${END}] 「このカードはふしぎな力で空を飛ぶ」 — unknown wording`,
    );
    const page = readFileSync(html, "utf8");
    expect(page).toContain('id="partial-only"');
    expect(page).toContain("Unparsed templates by cards unlocked (19)");

    // the same report with --report repeated
    const repeated = await memoria("translate", "--report", one, "--report", two, "--verbose");
    expect(repeated.stdout).toBe(run.stdout);
  });

  it("one file: no file line, no partial list without --verbose; --verbose needs --report", async () => {
    const run = await memoria("translate", "--report", one);
    expect(run.status).toBe(0);
    expect(run.stdout.split("\n")[0]).toBe("cards with text fully translated: 1/2 (50.0%)");
    expect(run.stdout).toContain("per set (1 set;");
    expect(run.stdout).not.toContain("partial cards");
    expect((await memoria("translate", "--verbose", "カードを1枚引く。")).status).toBe(2);
  });
});
