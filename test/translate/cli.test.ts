// `memoria translate` and `memoria render`, run as a user would: their arguments through main(), in
// this process (test/helpers/run-cli.ts; the real binary's start is test/cli/exit-codes.test.ts's).
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/run-cli.ts";

const memoria = (...args: string[]) => runCli(args);

const scratch = mkdtempSync(join(tmpdir(), "memoria-translate-"));
const CORPUS = join(scratch, "corpus.jsonl");
/** Two characters of the same set, as the corpus writes them. */
const ahb = {
  type: "キャラクター",
  usageCost: "2",
  outbreakCost: "2",
  color: "赤",
  characteristic: "超平和バスターズ",
  ap: "20",
  dp: "20",
  setName: "あの日見た花の名前を僕達はまだ知らない。",
};
writeFileSync(
  CORPUS,
  [
    {
      ...ahb,
      number: "01-002",
      name: "本間 芽衣子",
      text: "このカードは、アプローチに参加した場合、ターン終了時まで+20/±0を得る。",
    },
    {
      ...ahb,
      number: "01-003",
      name: "宿海 仁太",
      text: "このカードは、自分の「本間 芽衣子」がいる場合、+20/+20を得る。このカードはふしぎな力で空を飛ぶ。",
    },
  ]
    .map((r) => JSON.stringify(r))
    .join("\n"),
);

describe("memoria translate", () => {
  it("translates a text given on the command line and exits 0 when complete", async () => {
    const run = await memoria(
      "translate",
      "このカードは、アプローチに参加した場合、ターン終了時まで+20/±0を得る。",
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("if this approaches: this gets +20/±0 until end of turn");
    expect(run.stderr).toBe("");
  });

  it("keeps a sentence it cannot read as a TODO comment and exits 1 (partial)", async () => {
    const file = join(scratch, "text.txt");
    writeFileSync(file, "カードを1枚引く。このカードはふしぎな力で空を飛ぶ。");
    const run = await memoria("translate", "--file", file);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("// TODO(translate): 「このカードはふしぎな力で空を飛ぶ」");
    expect(run.stderr).toContain("partial");
  });

  it("translates a corpus, or one card of it", async () => {
    const all = await memoria("translate", "--corpus", CORPUS);
    expect(all.status).toBe(1);
    expect(all.stderr).toContain("partial: 01-003");
    expect(all.stdout).toContain("title 『あの日見た花の名前を僕達はまだ知らない。』");
    const one = await memoria("translate", "--corpus", CORPUS, "--card", "01-002");
    expect(one.status).toBe(0);
    expect(one.stdout).toContain("character 01-002 「本間 芽衣子」");
    expect(one.stdout).not.toContain("01-003");
  });

  it("--card SET/NUMBER picks one set's card; traits split at a line break or a full-width space", async () => {
    const corpus = join(scratch, "two-sets.jsonl");
    const record = {
      ...ahb,
      number: "01-089",
      name: "同じ番号",
      text: "このカードは、アプローチに参加した場合、ターン終了時まで+20/±0を得る。",
    };
    writeFileSync(
      corpus,
      [
        { ...record, setAbbr: "AHB" },
        { ...record, setAbbr: "KGY", setName: "かぐや様", characteristic: "制服\nお嬢様　生徒会" },
      ]
        .map((r) => JSON.stringify(r))
        .join("\n"),
    );
    const both = await memoria("translate", "--corpus", corpus, "--card", "01-089");
    expect(both.stdout.match(/character 01-089/g)).toHaveLength(2);
    const one = await memoria("translate", "--corpus", corpus, "--card", "kgy/01-089");
    expect(one.status).toBe(0);
    expect(one.stdout.match(/character 01-089/g)).toHaveLength(1);
    expect(one.stdout).toContain("【制服】【お嬢様】【生徒会】");
    expect((await memoria("translate", "--corpus", corpus, "--card", "XYZ/01-089")).status).toBe(2);
  });

  it("--file: the file's last line break is not part of the printed text", async () => {
    const file = join(scratch, "draw.txt");
    writeFileSync(file, "カードを1枚引く。\n");
    expect((await memoria("translate", "--file", file)).stdout).toContain(
      'printed "カードを1枚引く。"\n',
    );
  });

  it("prints the coverage report with the checked share and writes the HTML page", async () => {
    const html = join(scratch, "cov.html");
    const run = await memoria("translate", "--report", CORPUS, "--html", html);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("cards with text fully translated: 1/2 (50.0%)");
    expect(run.stdout).toContain("cards fully translated and passing memoria check: 1/2 (50.0%)");
    expect(run.stdout).toContain("sentences parsed: 2/3");
    expect(existsSync(html)).toBe(true);
    const page = readFileSync(html, "utf8");
    expect(page).toContain("このカードはふしぎな力で空を飛ぶ");
    expect(page).toContain("When this character approaches");
  });

  it("exits 2 on a usage error", async () => {
    expect((await memoria("translate")).status).toBe(2);
    expect((await memoria("translate", "--card", "01-002", "text")).status).toBe(2);
    expect((await memoria("translate", "--corpus", join(scratch, "missing.jsonl"))).status).toBe(2);
    expect((await memoria("translate", "--bogus")).status).toBe(2);
  });
});

describe("memoria render", () => {
  it("renders a card of cardtext/ by number, in English and in Japanese", async () => {
    const en = await memoria("render", "01-098", "--cards", "cardtext/ahb.cards");
    expect(en.status).toBe(0);
    expect(en.stdout).toContain("01-098");
    const ja = await memoria("render", "01-002", "--lang", "ja", "--cards", "cardtext/ahb.cards");
    expect(ja.status).toBe(0);
    expect(ja.stdout).toContain(
      "このカードがアプローチに参加した場合、このカードは、ターン終了時まで+20/±0を得る。",
    );
  });

  it("renders every card of a file", async () => {
    const run = await memoria("render", "cardtext/ahb.cards");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("01-002");
    expect(run.stdout).toContain("01-021");
    expect(run.stdout).toContain("must approach");
  });

  it("says which card has no canonical Japanese form, prints the others and exits 1", async () => {
    const file = join(scratch, "no-japanese.cards");
    writeFileSync(
      file,
      `title 『T』

character 01-001 「数える」 red cost 1 source 1 ap 10 dp 10 {
  this does not leave when blocking
}

character 01-002 「引く」 red cost 1 source 1 ap 10 dp 10 {
  [main/own]: draw 1
}
`,
    );
    const run = await memoria("render", file, "--lang", "ja");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "01-001 「数える」: renderJa: no Japanese form for `does not leave when blocking`",
    );
    expect(run.stderr).not.toMatch(/at .*\.ts:\d+/); // no stack trace
    expect(run.stdout).toContain("[メイン/自分]:カードを1枚引く。");
    expect((await memoria("render", file)).status).toBe(0); // English has a form for it
  });

  it("exits 2 on an unknown card or a bad language", async () => {
    expect((await memoria("render", "99-999", "--cards", "cardtext/ahb.cards")).status).toBe(2);
    expect((await memoria("render", "01-002", "--lang", "fr")).status).toBe(2);
    expect((await memoria("render")).status).toBe(2);
  });
});
