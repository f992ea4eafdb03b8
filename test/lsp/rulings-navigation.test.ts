// Rulings in the editor: a card a ruling names goes to the ruling's own ad-hoc card, else the
// file's, else the workspace's card files — the order the runner resolves in — and completion
// inside 「 offers the file's ad-hoc names and the workspace's.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { completionAt, definitionAt, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => server.closeAll());
afterAll(() => server.stop());

// Line numbers (1-based) are those of the file text below: the file's 「平沢 唯」 is on line 3, the
// second ruling's own 「平沢 唯」 on line 11.
const RULING = `cards compiled

card T-001 「平沢 唯」 red cost 1 ap 10 dp 10

ruling "the file's card" cites rule 6.1
  turn 3 of A, main phase
  A main: 「平沢 唯@1」
  expect A main count 1

ruling "the ruling's own card hides the file's" cites rule 6.1
  card T-002 「平沢 唯」 blue cost 1 ap 20 dp 20
  turn 3 of A, main phase
  A main: 「平沢 唯@2」, 「秋山 澪@3」
  expect A main count 2
`;

const at = (marker: 1 | 2 | 3): string => RULING.replace(`@${marker}`, "<|>").replace(/@\d/g, "");

describe("rulings: definition", () => {
  it("resolves a name in the innermost scope first, then in the workspace", async () => {
    expect(await definitionAt(server, at(1), "ruling")).toEqual([expect.stringMatching(/:3$/)]);
    expect(await definitionAt(server, at(2), "ruling")).toEqual([expect.stringMatching(/:11$/)]);
    expect(await definitionAt(server, at(3), "ruling")).toEqual(["cardtext/set.cards:8"]);
  });

  it("does not send a `cards samples` file's names to the workspace's cards", async () => {
    const samples = at(3).replace("cards compiled", "cards samples");
    expect(await definitionAt(server, samples, "ruling")).toEqual([]);
  });
});

describe("rulings: completion", () => {
  it("offers the file's ad-hoc names and the workspace's inside 「", async () => {
    const items = await completionAt(
      server,
      "ruling",
      RULING.replace("A main: 「平沢 唯@1」", "A main: 「平<|>").replace(/@\d/g, ""),
    );
    const labels = items.map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(["「平沢 唯」", "「秋山 澪」"]));
    expect(labels.filter((l) => l === "「平沢 唯」")).toHaveLength(1);
    expect(items[0]!.textEdit).toMatchObject({ range: { start: { line: 6, character: 10 } } });
  });

  it("offers nothing outside a name", async () => {
    expect(await completionAt(server, "ruling", at(1).replace("<|>」", "」<|>"))).toEqual([]);
  });
});
