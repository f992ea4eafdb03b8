// The studio's server without a browser (issue 18): the built files and /api/cardtext on
// 127.0.0.1, nothing outside the dist folder, a hint instead of a page when the studio is not
// built, a policy that keeps the page on this server; `memoria studio`'s own refusals.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_HINT, startStudioServer, type StudioServer } from "../../cli/studio/server.ts";
import { command } from "../../cli/commands/studio.ts";
import { UsageError } from "../../cli/command.ts";
import type { StudioRulingRun } from "../../cli/studio/rulings-api.ts";
import { cardLinks } from "../../cli/studio/card-links.ts";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request (the path sent exactly as given: fetch would normalise `..` away). */
function get(url: string, path: string, method = "GET"): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

function project(): { root: string; dist: string } {
  const root = mkdtempSync(join(tmpdir(), "studio-root-"));
  mkdirSync(join(root, "cardtext"));
  writeFileSync(join(root, "cardtext", "b.cards"), "title 『B』\n");
  writeFileSync(join(root, "cardtext", "a.cards"), "title 『A』\n");
  writeFileSync(join(root, "cardtext", "notes.txt"), "not a card file");
  writeFileSync(join(root, "secret.txt"), "outside dist");
  const dist = join(root, "dist");
  mkdirSync(join(dist, "assets"), { recursive: true });
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>studio</title>");
  writeFileSync(join(dist, "assets", "main.js"), "export {};");
  return { root, dist };
}

describe("the studio server", () => {
  let studio: StudioServer;
  let root: string;

  beforeAll(async () => {
    const p = project();
    root = p.root;
    studio = await startStudioServer({ root: p.root, dist: p.dist, port: 0 });
  });
  afterAll(async () => {
    await studio.close();
  });

  it("listens on 127.0.0.1 and serves the built page with a policy that allows only itself", async () => {
    expect(studio.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await get(studio.url, "/");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("<title>studio</title>");
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["content-security-policy"]).toContain("connect-src 'self'");
    const script = await get(studio.url, "/assets/main.js");
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  });

  it("serves the project's card files, sorted, at /api/cardtext", async () => {
    const api = await get(studio.url, "/api/cardtext");
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body)).toEqual({
      files: [
        expect.objectContaining({
          path: "cardtext/a.cards",
          text: "title 『A』\n",
          diagnostics: [],
        }),
        expect.objectContaining({
          path: "cardtext/b.cards",
          text: "title 『B』\n",
          diagnostics: [],
        }),
      ],
    });
  });

  it("answers 404 outside the dist folder, however the path is written", async () => {
    for (const path of [
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/assets/../../secret.txt",
      "/..%2fsecret.txt",
      "/%E0%A4%A",
      "/assets",
      "/missing.js",
    ]) {
      const answer = await get(studio.url, path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.body).not.toContain("outside dist");
    }
    expect(root).toBeTruthy();
  });

  it("refuses methods other than GET and HEAD", async () => {
    expect((await get(studio.url, "/", "POST")).status).toBe(405);
  });

  it("says how to build the studio when it is not built", async () => {
    const empty = mkdtempSync(join(tmpdir(), "studio-nodist-"));
    const bare = await startStudioServer({ root: empty, dist: join(empty, "dist"), port: 0 });
    try {
      const page = await get(bare.url, "/");
      expect(page.status).toBe(503);
      expect(page.body).toContain("npm run studio:build");
      expect(JSON.parse((await get(bare.url, "/api/cardtext")).body)).toEqual({ files: [] });
    } finally {
      await bare.close();
    }
  });
});

describe("the rulings API (partial pane)", () => {
  let studio: StudioServer;
  const root = new URL("../..", import.meta.url).pathname;

  beforeAll(async () => {
    studio = await startStudioServer({ root, dist: join(root, "studio", "missing-dist"), port: 0 });
  });
  afterAll(async () => {
    await studio.close();
  });

  it("lists the project's ruling files and runs one, with the board after each step", async () => {
    const { files } = JSON.parse((await get(studio.url, "/api/rulings")).body) as {
      files: string[];
    };
    expect(files).toContain("rulings/battle-refs.ruling");
    const run = JSON.parse(
      (await get(studio.url, "/api/ruling?file=rulings%2Fbattle-refs.ruling")).body,
    ) as StudioRulingRun;
    expect(run.diagnostics).toEqual([]);
    expect(run.rulings.length).toBeGreaterThan(1);
    for (const r of run.rulings) {
      expect({ name: r.name, status: r.status }).toEqual({ name: r.name, status: "passed" });
      // The board as set up, then one board per step at least.
      expect(r.steps.length).toBeGreaterThan(1);
    }
    const first = run.rulings[0]!;
    expect(first.steps[0]!.sides[0].main.map((c) => c.name)).toContain("仲間A");
  });

  it("runs nothing but a ruling file of rulings/", async () => {
    for (const file of ["../package.json", "rulings/../package.json", "rulings/none.ruling", ""])
      expect((await get(studio.url, `/api/ruling?file=${encodeURIComponent(file)}`)).status).toBe(
        404,
      );
  });
});

describe("the card links", () => {
  it("keys each corpus card's official page and image by set name and number", () => {
    const dir = mkdtempSync(join(tmpdir(), "studio-corpus-"));
    writeFileSync(
      join(dir, "pm-cards.jsonl"),
      [
        JSON.stringify({
          setName: "S",
          number: "01-001",
          image: "http://x/1.jpg",
          url: "http://x/1",
        }),
        "{ not json",
        JSON.stringify({ setName: "S", number: "01-002", image: "javascript:alert(1)" }),
        JSON.stringify({ number: "01-003", url: "http://x/3" }),
      ].join("\n"),
    );
    expect(cardLinks(`${dir}/`)).toEqual({
      "S|01-001": { image: "http://x/1.jpg", page: "http://x/1" },
    });
  });
});

describe("memoria studio", () => {
  it("exits 1 with the build hint when the page is not built", async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...a: unknown[]) => errors.push(a.join(" "));
    try {
      const dist = join(mkdtempSync(join(tmpdir(), "studio-nodist-")), "dist");
      expect(await command.run(["--dist", dist, "--port", "0"])).toBe(1);
    } finally {
      console.error = original;
    }
    expect(errors).toEqual([`memoria studio: ${BUILD_HINT}`]);
  });

  it("refuses a port that is not a number, and stray arguments", async () => {
    await expect(command.run(["--port", "http"])).rejects.toThrow(UsageError);
    await expect(command.run(["--port", "70000"])).rejects.toThrow(UsageError);
    await expect(command.run(["somewhere"])).rejects.toThrow(UsageError);
  });
});
