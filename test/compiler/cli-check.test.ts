// `memoria check`: diagnostics of parse and check together, a summary line, exit code 1 on errors.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { command } from "../../cli/commands/check.ts";
import { PRELUDE } from "./helpers.ts";

function cardsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "memoria-check-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

function capture() {
  const out: string[] = [];
  vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => void out.push(a.join(" ")));
  vi.spyOn(console, "error").mockImplementation((...a: unknown[]) => void out.push(a.join(" ")));
  return out;
}

afterEach(() => vi.restoreAllMocks());

it("resolves names across files and exits 0 on a clean set", async () => {
  const dir = cardsDir({
    "a.cards": PRELUDE,
    "b.cards":
      "title 『けいおん!』\ncharacter 09-001 「テスト」 red cost 1 source 1 ap 10 dp 10 { if this enters and you have a 「平沢 唯」: draw 1 }\n",
  });
  const out = capture();
  expect(await command.run([dir])).toBe(0);
  expect(out.at(-1)).toMatch(
    /^checked 2 file\(s\), 6 card\(s\) in \d+ ms: 0 error\(s\), 0 warning\(s\)$/,
  );
});

it("prints file:line:col, code, message and fix, and exits 1 on an error", async () => {
  const dir = cardsDir({
    "a.cards": `${PRELUDE}character 09-001 「テスト」 red cost 1 source 1 ap 10 dp 10 { if this enters and you have a 「平沢 結」: draw 1 }\n`,
  });
  const out = capture();
  expect(await command.run([dir])).toBe(1);
  const text = out.join("\n");
  expect(text).toMatch(
    /a\.cards:7:\d+ - error PM2001: no card is named 「平沢 結」; did you mean 「平沢 唯」\?/,
  );
  expect(out.at(-1)).toMatch(/1 error\(s\), 0 warning\(s\)$/);
});

it("--json prints the diagnostics as JSON and no summary", async () => {
  const dir = cardsDir({
    "a.cards": `${PRELUDE}character 09-001 「テスト」 red cost 1 source 1 ap 15 dp 10\n`,
  });
  const out = capture();
  expect(await command.run([dir, "--json"])).toBe(1);
  const parsed = JSON.parse(out.join("\n")) as { code: string }[];
  expect(parsed.map((d) => d.code)).toEqual(["PM3103"]);
});
