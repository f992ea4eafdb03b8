// Completion inside a ruling card's texts (`card … {` … `}`): the block is card language, so the
// card grammar's completion answers there — the same items a card file gets at the same place —
// and the ruling's own completion (names inside 「) everywhere else.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { completionAt, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => server.closeAll());
afterAll(() => server.stop());

const ruling = (block: string): string => `cards compiled

${block}

ruling "a ruling after the block" cites rule 6.1
  turn 3 of A, main phase
  A main: 「引き手」
  expect A main count 1
`;

const labels = async (marked: string): Promise<string[]> =>
  (await completionAt(server, "ruling", marked)).map((i) => i.label);

describe("rulings: completion in a card's texts", () => {
  it("offers what a card file offers after a trigger's colon", async () => {
    const inRuling = await labels(
      ruling(`card T-901 「引き手」 red cost 1 ap 20 dp 20 {\n  if this enters: <|>\n}`),
    );
    const inCardFile = (
      await completionAt(
        server,
        "cards",
        "title 『t』\n\ncharacter T-901 「引き手」 red cost 1 ap 20 dp 20 {\n  if this enters: <|>\n}\n",
      )
    ).map((i) => i.label);
    expect(inRuling).toContain("draw");
    expect(new Set(inRuling)).toEqual(new Set(inCardFile));
  });

  it("reads an event's block as an event card's body (no AP/DP in its made-up header)", async () => {
    const inRuling = await labels(ruling(`card T-902 「一手」 event red cost 0 {\n  [<|>\n}`));
    const inCardFile = (
      await completionAt(
        server,
        "cards",
        "title 『t』\n\nevent T-902 「一手」 red cost 0 {\n  [<|>\n}\n",
      )
    ).map((i) => i.label);
    expect(inRuling).toContain("main");
    expect(new Set(inRuling)).toEqual(new Set(inCardFile));
  });

  it("completes a block still being typed (no closing brace yet), replacing the word typed", async () => {
    const items = await completionAt(
      server,
      "ruling",
      `cards compiled\n\ncard T-904 「引き手」 red cost 1 ap 20 dp 20 {\n  if this enters: dr<|>`,
    );
    expect(items.map((i) => i.label)).toContain("draw");
    expect(items[0]!.textEdit).toMatchObject({
      range: { start: { line: 3, character: 18 }, end: { line: 3, character: 20 } },
    });
  });

  it("offers no card grammar once the block is closed", async () => {
    const after = await labels(
      ruling(`card T-905 「引き手」 red cost 1 ap 20 dp 20 {\n  if this enters: draw 1\n}`).replace(
        "expect A main count 1",
        "expect A main count 1\n  <|>",
      ),
    );
    expect(after).not.toContain("draw");
  });
});
