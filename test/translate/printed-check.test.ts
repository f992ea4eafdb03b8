// `memoria check --printed` (issue 13, item 3): a card whose printed text translates to other
// abilities than its encoding gets PM3516 at the first text that differs; an agreeing card, a
// printed text the translator cannot read fully and a card with a todo get nothing.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "../../grammar/index.ts";
import { checkPrinted } from "../../translate/printed-check.ts";
import { runCli } from "../helpers/run-cli.ts";

const CARDS = `title 『テスト』
character 01-001 「A」 red cost 1 source 1 ap 10 dp 10 {
  printed "このカードが登場した場合、カードを1枚引く。"
  if this enters: draw 1
}
character 01-002 「B」 red cost 1 source 1 ap 10 dp 10 {
  printed "このカードが登場した場合、カードを1枚引く。"
  if this enters: draw 2
}
character 01-003 「C」 red cost 1 source 1 ap 10 dp 10 {
  printed "このカードが登場した場合、時空を歪める。"
  if this enters: draw 1
}
character 01-004 「D」 red cost 1 source 1 ap 10 dp 10 {
  printed "このカードが登場した場合、時空を歪める。"
  if this enters: todo "時空を歪める"
}
`;

describe("check --printed", () => {
  it("warns where the printed text reads otherwise, at the differing text", () => {
    const { ast } = parse(CARDS, "t.cards");
    const r = checkPrinted([ast]);
    expect(r.compared).toBe(2);
    expect(r.unread).toEqual(["01-003"]);
    expect(r.diagnostics).toHaveLength(1);
    const [d] = r.diagnostics;
    expect(d).toMatchObject({ code: "PM3516", severity: "warning" });
    expect(d!.span.start.line).toBe(8);
    expect(d!.message).toContain("card 01-002");
    expect(d!.message).toContain("the card has `if this enters: draw 2`");
    expect(d!.message).toContain("the printed text reads as `if this enters: draw 1`");
  });

  it("is wired into `memoria check` with a code frame and a summary", async () => {
    const dir = mkdtempSync(join(tmpdir(), "memoria-printed-"));
    const file = join(dir, "t.cards");
    writeFileSync(file, CARDS);
    const run = (...args: string[]) => runCli(["check", ...args, file]);
    const plain = await run();
    expect(plain.stdout + plain.stderr).toContain("PM3302");
    expect(plain.stdout + plain.stderr).not.toContain("PM3516");
    const r = await run("--printed");
    // 01-004's todo is an error (PM3302) with or without --printed
    expect(r.status).toBe(1);
    const out = r.stdout + r.stderr;
    expect(out).toMatch(/t\.cards:8:3 - warning PM3516: card 01-002/);
    expect(out).toMatch(/^8 \| {3}if this enters: draw 2$/m);
    expect(r.stdout).toContain(
      "printed text: 2 card(s) compared, 1 differ (PM3516); 1 not compared, the translator cannot read their printed text fully (01-003)",
    );
  });
});
