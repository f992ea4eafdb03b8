// The language server over the protocol (issue 17): each feature through a real client request.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type {
  CodeAction,
  CodeLens,
  DocumentSymbol,
  Location,
  TextEdit,
} from "vscode-languageserver/node";
import { SEMANTIC_LEGEND } from "../../services/index.ts";
import {
  applyEdits,
  cursor,
  definitionAt,
  expectCompletion,
  expectHover,
  startTestServer,
  type TestServer,
} from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.closeAll();
});
afterAll(async () => {
  await server.stop();
});

const card = (body: string, name = "新しい") =>
  `title 『テスト』\n\ncharacter 02-001 「${name}」 red cost 1 source 1 ap 10 dp 10 {\n  ${body}\n}\n`;

/** A card whose text names a card: 「name」 (or any literal) in a selector. */
const naming = (literal: string, name?: string) =>
  card(`if this enters: 1 of your characters named ${literal} gets +10/±0 until end of turn`, name);

/** Open `text`; the quick fixes offered for its diagnostics (of one code, if given). */
async function quickFixes(uri: string, text: string, code?: string): Promise<CodeAction[]> {
  const published = server.nextDiagnostics(uri);
  await server.open(uri, text);
  const diagnostics = (await published).filter((d) => code === undefined || d.code === code);
  return server.client.sendRequest<CodeAction[]>("textDocument/codeAction", {
    textDocument: { uri },
    range: diagnostics[0]!.range,
    context: { diagnostics },
  });
}

describe("diagnostics", () => {
  it("publishes a syntax error with its code and link, and clears it after the edit that fixes it", async () => {
    const uri = server.uri("cards");
    const first = server.nextDiagnostics(uri);
    await server.open(uri, card("if this enters: drwa 1"));
    const [d] = await first;
    expect(d).toMatchObject({
      code: "PM1201",
      severity: 1,
      source: "memoria",
      range: { start: { line: 3, character: 18 } },
    });
    expect(d!.codeDescription?.href).toMatch(/docs\/diagnostics\.md#pm1201$/);
    const fixed = server.nextDiagnostics(uri);
    await server.change(uri, card("if this enters: draw 1"), 2);
    expect(await fixed).toEqual([]);
  });

  it("resolves a name defined in a card file that is not open, and not a misspelt one", async () => {
    const uri = server.uri("cards");
    const published = server.nextDiagnostics(uri);
    await server.open(uri, naming("「平沢 唯」"));
    expect(await published).toEqual([]);
    const misspelt = server.nextDiagnostics(uri);
    await server.change(uri, naming("「平沢 優」"), 2);
    expect((await misspelt).map((d) => d.code)).toEqual(["PM2001"]);
  });

  it("applies the did-you-mean quick fix, after which the diagnostic is gone", async () => {
    const uri = server.uri("cards");
    const text = naming("「平沢 優」");
    const actions = await quickFixes(uri, text);
    expect(actions.map((a) => a.title)).toEqual(["Replace with 「平沢 唯」 (PM2001)"]);
    const fixedText = applyEdits(text, actions[0]!.edit!.changes![uri]!);
    expect(fixedText).toContain("named 「平沢 唯」 gets");
    const after = server.nextDiagnostics(uri);
    await server.change(uri, fixedText, 2);
    expect(await after).toEqual([]);
  });

  it("offers to close a literal that is never closed (PM1102)", async () => {
    const uri = server.uri("cards");
    const text = naming("「平沢 唯");
    const actions = await quickFixes(uri, text, "PM1102");
    expect(actions[0]!.title).toBe("Insert 」 (PM1102)");
    expect(applyEdits(text, actions[0]!.edit!.changes![uri]!)).toContain("until end of turn」\n");
  });

  it("re-checks the files that name a card when the card is renamed in another file", async () => {
    const defining = server.uri("cards");
    const using = server.uri("cards");
    await server.open(
      defining,
      "title 『別』\n\ncharacter 03-001 「律」 red cost 1 source 1 ap 10 dp 10\n",
    );
    const clean = server.nextDiagnostics(using);
    await server.open(using, naming("「律」"));
    expect(await clean).toEqual([]);
    const broken = server.nextDiagnostics(using);
    await server.change(
      defining,
      "title 『別』\n\ncharacter 03-001 「田井中 律」 red cost 1 source 1 ap 10 dp 10\n",
      2,
    );
    expect((await broken).map((d) => d.code)).toEqual(["PM2001"]);
  });
});

describe("files changed on disk", () => {
  it("indexes a card file written on disk once the client reports it", async () => {
    const path = join(server.root, "cardtext/later.cards");
    writeFileSync(
      path,
      "title 『後』\n\ncharacter 04-001 「新人」 red cost 1 source 1 ap 10 dp 10\n",
    );
    await server.client.sendNotification("workspace/didChangeWatchedFiles", {
      changes: [{ uri: pathToFileURL(path).href, type: 1 }],
    });
    const uri = server.uri("cards");
    const published = server.nextDiagnostics(uri);
    await server.open(uri, naming("「新人」"));
    expect(await published).toEqual([]);
  });
});

describe("hover", () => {
  it("shows an ability's English and Japanese rendering and the printed text", async () => {
    const text = `title 『テスト』\n\ncharacter 02-002 「新」 red cost 1 source 1 ap 10 dp 10 {\n  printed "このカードが登場した場合、カードを1枚引く。"\n  if this enters: dr<|>aw 1\n}\n`;
    await expectHover(
      server,
      "cards",
      text,
      /English:\*\* .*draw 1 card[\s\S]*Japanese:\*\* .*引く[\s\S]*Printed:\*\* このカードが登場した場合/i,
    );
  });

  it("lists the cards a name, a trait and a title refer to", async () => {
    await expectHover(
      server,
      "cards",
      naming("「秋<|>山 澪」"),
      /01-002 「秋山 澪」 — character, blue, cost 2/,
    );
    await expectHover(
      server,
      "cards",
      card("if this enters: 1 of your characters with 【音<|>楽】 gets +10/±0 until end of turn"),
      /【音楽】: 2 card\(s\)/,
    );
    await expectHover(server, "cards", "title 『テ<|>スト』\n", /『テスト』: 2 card\(s\)/);
  });

  it("gives a keyword its rule, and a rule cited in a comment its text", async () => {
    await expectHover(server, "cards", card("tenn<|>en 2"), /rule 7\.4[\s\S]*Tennen N/);
    await expectHover(
      server,
      "cards",
      `// see rule 8.<|>4\n${card("tennen 2")}`,
      /rule 8\.4[\s\S]*Block/,
    );
  });
});

describe("completion", () => {
  it("offers colors after a card's name and keywords at the start of an ability", async () => {
    await expectCompletion(
      server,
      "title 『テスト』\ncharacter 02-003 「新」 <|>\n",
      ["red", "blue", "cost", "{"],
      ["draw"],
    );
    await expectCompletion(
      server,
      card("if this enters: <|>"),
      ["draw", "put", "you"],
      ["cost", "rarity"],
    );
  });

  it("offers the workspace's card names, traits and titles where the grammar expects them", async () => {
    await expectCompletion(server, card("if this enters: 1 of your characters named <|>"), [
      "「平沢 唯」",
      "「秋山 澪」",
    ]);
    await expectCompletion(server, card("if this enters: 1 of your characters with <|>"), [
      "【音楽】",
      "【制服】",
    ]);
    await expectCompletion(server, "title <|>", ["『テスト』"]);
  });
});

describe("completion of timings and of a name being typed", () => {
  it("offers the phases after `[` and the players after `[main/`", async () => {
    await expectCompletion(server, card("[<|>"), ["main", "approach"], ["draw"]);
    await expectCompletion(server, card("[main/<|>"), ["own", "opponent", "both"], ["main"]);
  });

  it("replaces the 「name being typed with the whole name", async () => {
    const items = await expectCompletion(
      server,
      naming("「平<|>").replace(" gets +10/±0 until end of turn", ""),
      ["「平沢 唯」"],
    );
    const edit = items.find((i) => i.label === "「平沢 唯」")?.textEdit;
    expect(edit).toMatchObject({
      newText: "「平沢 唯」",
      range: { start: { line: 3 }, end: { line: 3 } },
    });
    const range = edit && "range" in edit ? edit.range : undefined;
    expect(range!.end.character - range!.start.character).toBe(2);
  });
});

describe("navigation and structure", () => {
  it("goes to the card a name refers to, in another file", async () => {
    expect(await definitionAt(server, naming("「平<|>沢 唯」"))).toEqual(["cardtext/set.cards:3"]);
  });

  it("finds every reference to a card name across the workspace", async () => {
    const { text, position } = cursor(naming("「秋山<|> 澪」"));
    const uri = server.uri("cards");
    const published = server.nextDiagnostics(uri);
    await server.open(uri, text);
    await published;
    const found = await server.client.sendRequest<Location[]>("textDocument/references", {
      textDocument: { uri },
      position,
      context: { includeDeclaration: true },
    });
    const places = found.map(
      (l) => `${l.uri === uri ? "here" : l.uri.split("/").pop()}:${l.range.start.line + 1}`,
    );
    expect(places).toEqual(expect.arrayContaining(["set.cards:8", "here:4"]));
  });

  it("lists the cards of a file as document symbols, abilities as children", async () => {
    const uri = server.uri("cards");
    const published = server.nextDiagnostics(uri);
    await server.open(uri, card("if this enters: draw 1"));
    await published;
    const symbols = await server.client.sendRequest<DocumentSymbol[]>(
      "textDocument/documentSymbol",
      { textDocument: { uri } },
    );
    expect(symbols.map((s) => s.name)).toEqual(["title 『テスト』", "02-001 「新しい」"]);
    expect(symbols[1]!.children?.map((c) => c.name)).toEqual(["if this enters: draw 1"]);
  });

  it("formats a file into canonical form, and leaves a broken file alone", async () => {
    const uri = server.uri("cards");
    const messy =
      "title   『テスト』\ncharacter 02-001 「新」 red   cost 1 source 1 ap 10 dp 10 {\n if this enters:   draw 1\n}\n";
    const published = server.nextDiagnostics(uri);
    await server.open(uri, messy);
    await published;
    const edits = await server.client.sendRequest<TextEdit[]>("textDocument/formatting", {
      textDocument: { uri },
      options: { tabSize: 2, insertSpaces: true },
    });
    expect(applyEdits(messy, edits)).toBe(
      "title 『テスト』\n\ncharacter 02-001 「新」 red cost 1 source 1 ap 10 dp 10 {\n  if this enters: draw 1\n}\n",
    );
    const broken = server.uri("cards");
    const brokenPublished = server.nextDiagnostics(broken);
    await server.open(broken, card("if this enters: drwa 1"));
    await brokenPublished;
    expect(
      await server.client.sendRequest("textDocument/formatting", {
        textDocument: { uri: broken },
        options: { tabSize: 2, insertSpaces: true },
      }),
    ).toEqual([]);
  });

  it("colours the tokens: the first is the keyword `title`, then a title", async () => {
    const uri = server.uri("cards");
    const published = server.nextDiagnostics(uri);
    await server.open(uri, card("if this enters: draw 1"));
    await published;
    const { data } = await server.client.sendRequest<{ data: number[] }>(
      "textDocument/semanticTokens/full",
      { textDocument: { uri } },
    );
    const types = SEMANTIC_LEGEND.tokenTypes;
    expect(data.slice(0, 5)).toEqual([0, 0, 5, types.indexOf("keyword"), 0]);
    expect(data.slice(5, 10)).toEqual([0, 6, 5, types.indexOf("namespace"), 0]);
    expect(data.length % 5).toBe(0);
  });
});

describe("rulings and decks", () => {
  const ruling = (expected: number) => `cards samples

card T-B01 「小物」 blue cost 1 ap 10 dp 10

ruling "blocked by a character of cost 1: the text draws" cites rule 8.4, card R-502
  turn 3 of A, approach phase
  A main: 「選り好み」, 「小物」
  A hand: exactly 「モブ」
  B main: 「小物」
  A approaches with 「選り好み」
  B blocks with 「小物」
  pass until resolved
  expect A hand count ${expected}
`;

  it("runs a ruling from its code lens and shows pass or fail inline", async () => {
    const uri = server.uri("ruling");
    const published = server.nextDiagnostics(uri);
    await server.open(uri, ruling(2));
    expect(await published).toEqual([]);
    const lenses = await server.client.sendRequest<CodeLens[]>("textDocument/codeLens", {
      textDocument: { uri },
    });
    expect(lenses.map((l) => l.command?.title)).toEqual(["▶ run this ruling"]);
    const passed = server.nextDiagnostics(uri);
    const outcome = await server.client.sendRequest(
      "workspace/executeCommand",
      lenses[0]!.command!,
    );
    expect(outcome).toEqual({ passed: 1, failed: 0, pending: 0, errors: 0 });
    expect((await passed).map((d) => [d.severity, d.message])).toEqual([
      [3, 'ruling "blocked by a character of cost 1: the text draws" passed'],
    ]);

    const changed = server.nextDiagnostics(uri);
    await server.change(uri, ruling(5), 2);
    expect(await changed).toEqual([]);
    const failed = server.nextDiagnostics(uri);
    await server.client.sendRequest("workspace/executeCommand", lenses[0]!.command!);
    const [d] = await failed;
    expect(d).toMatchObject({
      severity: 1,
      code: "ruling-failed",
      range: { start: { line: 12, character: 2 } },
    });
    expect(d!.message).toMatch(/expected .*5.*actual .*2/);
  });

  it("hovers a cited rule with the digest's text", async () => {
    await expectHover(
      server,
      "ruling",
      ruling(2).replace("cites rule 8.4", "cites rule 8.<|>4"),
      /\*\*rule 8\.4\*\*[\s\S]*Block/,
    );
  });

  it("checks a deck against the workspace's cards and hovers an entry", async () => {
    const uri = server.uri("deck");
    const published = server.nextDiagnostics(uri);
    await server.open(uri, 'deck "小さい"\n4 01-001 「平沢 唯」\n');
    expect((await published).map((d) => d.code)).toContain("PM6201");
    await expectHover(
      server,
      "deck",
      'deck "小さい"\n4 01-0<|>01 「平沢 唯」\n',
      /01-001 「平沢 唯」 — character, red[\s\S]*English/,
    );
  });
});
