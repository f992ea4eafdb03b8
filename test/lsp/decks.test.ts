// Decks in the editor: go to a deck entry's card, a card name's references through the decks that
// hold it, and completion of references and names — answered from the same resolution as deck
// validation (compiler/deck), so the editor and `memoria check` never disagree on an entry.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Location } from "vscode-languageserver/node";
import {
  completionAt,
  cursor,
  definitionAt,
  DISK_CARDS,
  relativeLocation,
  startTestServer,
  type TestServer,
} from "./helpers.ts";

const DECK_ON_DISK = 'deck "on disk"\n4 set/01-002 「秋山 澪」\n4 set/01-001\n';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    "cardtext/set.cards": DISK_CARDS,
    "decks/one.deck": DECK_ON_DISK,
  });
});
afterEach(() => server.closeAll());
afterAll(() => server.stop());

async function referencesAt(kind: "cards" | "deck", marked: string): Promise<string[]> {
  const { text, position } = cursor(marked);
  const uri = server.uri(kind);
  const published = server.nextDiagnostics(uri);
  await server.open(uri, text);
  await published;
  const found = await server.client.sendRequest<Location[]>("textDocument/references", {
    textDocument: { uri },
    position,
    context: { includeDeclaration: true },
  });
  await server.close(uri);
  return found.filter((l) => l.uri !== uri).map((l) => relativeLocation(server, l));
}

describe("decks: definition and references", () => {
  it("goes from an entry to its card's declaration, by id or by bare number", async () => {
    expect(await definitionAt(server, "4 set/01-0<|>02 「秋山 澪」\n", "deck")).toEqual([
      "cardtext/set.cards:8",
    ]);
    expect(await definitionAt(server, "4 01-00<|>1\n", "deck")).toEqual(["cardtext/set.cards:3"]);
  });

  it("goes nowhere from an entry that names no card (PM6101 says why)", async () => {
    expect(await definitionAt(server, "4 set/09-9<|>99\n", "deck")).toEqual([]);
  });

  it("lists the deck entries on disk among a card name's references", async () => {
    const fromCards = await referencesAt(
      "cards",
      "character 02-001 「テスト」 red cost 1 source 1 ap 10 dp 10 {\n  if this enters: draw 1 for each 「平沢<|> 唯」 in your hand\n}\n",
    );
    expect(fromCards).toEqual(["cardtext/set.cards:3", "decks/one.deck:3"]);
  });

  it("answers references from a deck entry with the card's name", async () => {
    expect(await referencesAt("deck", "4 set/01-00<|>2\n")).toEqual([
      "cardtext/set.cards:8",
      "decks/one.deck:2",
    ]);
  });
});

describe("decks: completion", () => {
  it("offers every card as `id 「name」` after a count, replacing what is typed", async () => {
    const items = await completionAt(server, "deck", 'deck "x"\n4 set/01<|>\n');
    expect(items.map((i) => i.label).sort()).toEqual([
      "set/01-001 「平沢 唯」",
      "set/01-002 「秋山 澪」",
    ]);
    expect(items[0]!.textEdit).toMatchObject({
      range: { start: { line: 1, character: 2 }, end: { line: 1, character: 8 } },
    });
  });

  it("offers the card's name after a reference, and nothing before a count", async () => {
    const named = await completionAt(server, "deck", "4 set/01-002 「秋<|>\n");
    expect(named.map((i) => i.label)).toEqual(["「秋山 澪」"]);
    expect(await completionAt(server, "deck", 'deck "x"\n<|>\n')).toEqual([]);
  });
});
