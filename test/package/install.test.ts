// The package as a user gets it: `npm pack` (its prepack script builds dist/), the tarball
// installed into an empty folder, then the `memoria` command and the library entry points used
// from there, with no tsx and none of this repository's files. Slow (a build and an install):
// not part of `npm test`; `npm run test:package` runs it, and .ci/run does.
import { spawn, spawnSync, type SpawnSyncReturns } from "node:child_process";
import { pathToFileURL } from "node:url";
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
} from "vscode-languageserver/node";
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const repo = resolve(import.meta.dirname, "../..");
const scratch = mkdtempSync(join(tmpdir(), "memoria-package-"));
const project = join(scratch, "project");
const cardtext = join(project, "cardtext");

function run(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
}

function ok(r: SpawnSyncReturns<string>, what: string): SpawnSyncReturns<string> {
  if (r.status !== 0) throw new Error(`${what} exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return r;
}

const memoria = (cwd: string, ...args: string[]) => run("npx", ["memoria", ...args], cwd);

beforeAll(() => {
  ok(run("npm", ["pack", "--pack-destination", scratch], repo), "npm pack");
  const tarball = join(
    scratch,
    readdirSync(scratch).find((f) => f.endsWith(".tgz"))!,
  );
  mkdirSync(join(cardtext, "k-on"), { recursive: true });
  writeFileSync(join(project, "package.json"), '{ "name": "a-project", "private": true }\n');
  const install = (mode: string) =>
    run("npm", ["install", mode, "--no-audit", "--no-fund", tarball], project);
  // Offline when the npm cache holds the registry's metadata too; else from the cache first.
  const offline = install("--offline");
  if (offline.status !== 0) ok(install("--prefer-offline"), "npm install --prefer-offline");
  writeFileSync(
    join(cardtext, "k-on", "one.cards"),
    "title 『けいおん!』\n\ncharacter 01-001 「平沢 唯」 red cost 4 source 1 ap 40 dp 30 {\n  if this enters: draw 1\n}\n",
  );
}, 1_200_000);

describe("the installed package", () => {
  it("ships no tests, benches or sources", () => {
    const listed = run("npm", ["ls", "--parseable", "memoria"], project).stdout.trim();
    const files = run("find", [".", "-type", "f"], listed).stdout.trim().split("\n");
    const outsideDist = files.filter((f) => !f.startsWith("./dist/"));
    expect(outsideDist.sort()).toEqual(["./README.md", "./cli/bin.mjs", "./package.json"]);
    expect(files.filter((f) => /\.test\.|\/(test|bench|fuzz)\//.test(f))).toEqual([]);
    expect(files).toContain("./dist/cli/main.js");
  });

  it("runs the CLI bundle, with the card grammar's kept tree certified for it", () => {
    // cli/bin.mjs runs dist/cli/bundle/main.js; the build wrote each build's grammar key over the
    // marker (scripts/bundle-cli.ts) only after recording the grammar there and comparing.
    const listed = run("npm", ["ls", "--parseable", "memoria"], project).stdout.trim();
    const keys = (dir: string) =>
      run("grep", ["-rhoE", '"memoria-built-grammar-key:[0-9a-f]+-[0-9]+"', dir], listed).stdout;
    expect(keys("dist/cli/bundle").trim().split("\n")).toHaveLength(1);
    expect(keys("dist/grammar").trim().split("\n")).toHaveLength(1);
    expect(run("ls", ["dist/cli/bundle"], listed).stdout).not.toMatch(/certify/);
  });

  it("answers --help and --version", () => {
    expect(ok(memoria(project, "--help"), "memoria --help").stdout).toContain("check");
    expect(ok(memoria(project, "--version"), "memoria --version").stdout).toMatch(
      /^memoria \d+\.\d+\.\d+\n$/,
    );
  });

  it("checks the project's cards from a subfolder of cardtext/", () => {
    const r = ok(memoria(join(cardtext, "k-on"), "check"), "memoria check");
    expect(r.stdout).toMatch(/^checked 1 file\(s\), 1 card\(s\) in \d+ ms: 0 error\(s\)/);
  });

  it("reports a syntax error with its code, not a crash", () => {
    writeFileSync(join(scratch, "broken.cards"), "title 『x』\ncharacter 01-001 「a\n");
    const r = memoria(project, "check", join(scratch, "broken.cards"));
    expect(r.stderr).toMatch(/broken\.cards:2:\d+ - error PM1\d{3}:/);
    expect(r.status).toBe(1);
  });

  it("lets a script import the engine and the compiled cards without the CLI", () => {
    writeFileSync(
      join(project, "use.mjs"),
      [
        'import { runGame, randomAgent, digest } from "memoria/runtime";',
        'import { allCards, generatedDb } from "memoria/cards";',
        "const ids = allCards.filter((c) => c.kind === 'character').slice(0, 15).map((c) => c.id);",
        "const deck = ids.flatMap((id) => [id, id, id, id]);",
        // Any 15 compiled characters: some carry rule-7.11 keywords the engine refuses unless told.
        "const rec = runGame(generatedDb('package-test'), [deck, deck], 1, [randomAgent(1), randomAgent(2)], { ignoreUnimplemented: true });",
        "console.log(allCards.length > 0, typeof digest(rec.final));",
      ].join("\n"),
    );
    const r = ok(run(process.execPath, ["use.mjs"], project), "node use.mjs");
    expect(r.stdout).toBe("true string\n");
  });

  it("simulates on worker threads from the built JavaScript (simulate --workers 2)", () => {
    // The threads run dist/simulation/thread-worker.js: no tsx in an installed package.
    const args = ["simulate", "--games", "4", "--workers", "2", "--agent", "random-fast"];
    const r = ok(memoria(project, ...args), "memoria simulate --workers 2");
    expect(r.stdout).toMatch(/^games: +4 \(seeds 1\.\.4\)/);
    expect(r.stdout).toMatch(/engine errors: +0/);
  });

  it("serves `memoria lsp` on stdio: the project's names resolve, a syntax error is published", async () => {
    const child = spawn("npx", ["memoria", "lsp", "--stdio"], {
      cwd: project,
      stdio: ["pipe", "pipe", "inherit"],
    });
    const client = createProtocolConnection(
      new StreamMessageReader(child.stdout),
      new StreamMessageWriter(child.stdin),
    );
    const uri = pathToFileURL(join(project, "open.cards")).href;
    const published = new Promise<{ code?: unknown }[]>((resolve) =>
      client.onNotification(
        "textDocument/publishDiagnostics",
        (p: { uri: string; diagnostics: { code?: unknown }[] }) => {
          if (p.uri === uri) resolve(p.diagnostics);
        },
      ),
    );
    client.listen();
    await client.sendRequest("initialize", {
      processId: null,
      rootUri: pathToFileURL(project).href,
      capabilities: {},
    });
    await client.sendNotification("initialized", {});
    const text =
      "title 『けいおん!』\n\ncharacter 01-002 「新」 red cost 1 source 1 ap 10 dp 10 {\n  if this enters: 1 of your characters named 「平沢 唯」 gets +10/±0 until end of turn; drow 1\n}\n";
    await client.sendNotification("textDocument/didOpen", {
      textDocument: { uri, languageId: "cards", version: 1, text },
    });
    const hover = await client.sendRequest<{ contents: { value: string } } | null>(
      "textDocument/hover",
      {
        textDocument: { uri },
        position: { line: 3, character: 47 },
      },
    );
    expect(hover?.contents.value).toMatch(/01-001 「平沢 唯」/);
    expect((await published).map((d) => d.code)).toEqual(["PM1201"]);
    await client.sendRequest("shutdown");
    await client.sendNotification("exit");
    client.dispose();
  }, 60_000);
});
