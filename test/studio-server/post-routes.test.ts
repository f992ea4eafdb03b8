// The studio server's POST routes without a browser: an edited ruling run (traced, nothing
// written) and Save's refusals, each with a status and a reason, never a crash; the atomic write
// leaves no temporary file behind.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStudioServer, type StudioServer } from "../../cli/studio/server.ts";
import type { StudioRulingRun } from "../../cli/studio/rulings-api.ts";
import { MAX_SOURCE_BYTES } from "../../workspace/source.ts";

const RULING = `card T-001 「攻め手」 red cost 1 ap 30 dp 30
card T-002 「守り手」 blue cost 1 ap 20 dp 20
ruling "r" cites rule 8.4
  turn 3 of A, approach phase
  A main: 「攻め手」
  B main: 「守り手」
  A approaches with 「攻め手」
  B blocks with 「守り手」
  expect B trash has 「守り手」
`;

/** A route's JSON answer: a refusal's reason, or the route's own shape. */
type Reply = { error?: string } & Record<string, unknown>;

describe("the studio's POST routes", () => {
  let root: string;
  let studio: StudioServer;
  const post = async (path: string, body: unknown): Promise<{ status: number; json: Reply }> => {
    const r = await fetch(new URL(path, studio.url), {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: r.status, json: (await r.json()) as Reply };
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "studio-post-"));
    mkdirSync(join(root, "cardtext"));
    mkdirSync(join(root, "rulings"));
    writeFileSync(join(root, "cardtext", "a.cards"), "title 『A』\n");
    writeFileSync(join(root, "rulings", "r.ruling"), RULING);
    studio = await startStudioServer({ root, port: 0 });
  });
  afterAll(async () => {
    await studio?.close();
  });

  it("runs an edited ruling, traced, under the file's name, and writes nothing", async () => {
    const edited = RULING.replace("B trash has", "B main has");
    const { status, json } = await post("/api/ruling", { file: "rulings/r.ruling", text: edited });
    expect(status).toBe(200);
    const run = json as unknown as StudioRulingRun;
    expect(run.text).toBe(edited);
    expect(run.rulings[0]!.status).toBe("failed");
    const last = run.rulings[0]!.trace.at(-1)!;
    expect(last.outcome).toMatchObject({ status: "not met" });
    expect(run.rulings[0]!.steps.length).toBe(3); // the board, the approach, the block
    expect(readFileSync(join(root, "rulings", "r.ruling"), "utf8")).toBe(RULING);
  });

  it("refuses a ruling run that names no ruling file, or is not JSON", async () => {
    expect((await post("/api/ruling", { file: "../r.ruling", text: "" })).status).toBe(404);
    expect((await post("/api/ruling", { file: "rulings/r.ruling" })).json.error).toContain(
      '"text"',
    );
    expect((await post("/api/ruling", "{not json")).status).toBe(400);
  });

  it("saves an existing card file atomically, and refuses anything else with a reason", async () => {
    const saved = await post("/api/save", { path: "cardtext/a.cards", text: "title 『A2』\n" });
    expect(saved).toEqual({ status: 200, json: { saved: "cardtext/a.cards", bytes: 15 } });
    expect(readFileSync(join(root, "cardtext", "a.cards"), "utf8")).toBe("title 『A2』\n");
    expect(readdirSync(join(root, "cardtext"))).toEqual(["a.cards"]);
    const refusals: [unknown, number, RegExp][] = [
      [{ path: "scratch.cards", text: "" }, 400, /sample/],
      [{ path: "cardtext/b.cards", text: "" }, 404, /not an existing card file/],
      [{ path: "cardtext/../x.cards", text: "" }, 400, /only a file of cardtext/],
      [{ path: "/etc/passwd", text: "" }, 400, /only a file of cardtext/],
      [{ path: "cardtext/a.cards" }, 400, /"text"/],
      [{ path: "cardtext/a.cards", text: "x".repeat(MAX_SOURCE_BYTES + 1) }, 413, /over/],
    ];
    for (const [body, status, reason] of refusals) {
      const r = await post("/api/save", body);
      expect(r.status).toBe(status);
      expect(r.json.error).toMatch(reason);
    }
    expect(readFileSync(join(root, "cardtext", "a.cards"), "utf8")).toBe("title 『A2』\n");
  });

  it("answers 405 to a POST of another path", async () => {
    const r = await fetch(new URL("/api/cardtext", studio.url), { method: "POST", body: "{}" });
    expect(r.status).toBe(405);
  });
});
