// The language server's figures (issue 17), driven in-process over the protocol (lsp/in-process.ts):
//   ready      — from this process's start of loading the server to the first diagnostics of a
//                40-card file opened in the repository (cardtext/ indexed first); aim 1 s;
//   keystroke  — one character typed in that file, to its diagnostics (median); aim 30 ms;
//   rename     — with every file of cardtext/ open, a card renamed (a header change: the whole
//                checker runs), to the edited file's diagnostics (median); aim 150 ms.
// Run: npx tsx bench/lsp.ts [--runs N] [--dist]. Prints figures; no test asserts timings.
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const started = performance.now();
const ROOT = resolve(import.meta.dirname, "..");
const runsFlag = process.argv.indexOf("--runs");
const RUNS = runsFlag === -1 ? 20 : Number(process.argv[runsFlag + 1]);

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const ms = (x: number): string => `${x.toFixed(1)} ms`;

/** 40 cards of cardtext/ under one title, renumbered (the same number twice in a title is PM2007). */
function fortyCards(): string {
  const cards: string[] = [];
  for (const f of readdirSync(join(ROOT, "cardtext"))
    .filter((f) => f.endsWith(".cards"))
    .sort()) {
    const text = readFileSync(join(ROOT, "cardtext", f), "utf8");
    for (const block of text.split(/\n(?=(?:character|event|support) )/).slice(1))
      if (cards.length < 40)
        cards.push(
          block
            .trimEnd()
            .replace(
              /^(\w+) \S+/,
              (_, k: string) => `${k} 90-${String(cards.length + 1).padStart(3, "0")}`,
            ),
        );
  }
  return `title 『ベンチ』\n\n${cards.join("\n\n")}\n\n// typed: `;
}

// --dist: the built server (npm run build) on plain Node in a child process, as the installed
// package's `memoria lsp` runs; else the sources in this process (through tsx).
const fromDist = process.argv.includes("--dist");
const { createProtocolConnection, StreamMessageReader, StreamMessageWriter } = (
  await import("../lsp/protocol-lib.ts")
).protocol;
let client: import("vscode-languageserver/node").ProtocolConnection;
/** CPU ms of this process (user + system): in-process, the server's work whatever the load. */
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
/** CPU ms the server has used so far: the child's /proc stat with --dist, else this process's. */
let serverCpuMs = cpuMs;
if (fromDist) {
  const { spawn } = await import("node:child_process");
  const child = spawn(process.execPath, [join(ROOT, "dist/cli/main.js"), "lsp", "--stdio"], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  serverCpuMs = () => {
    const stat = readFileSync(`/proc/${child.pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in 10 ms ticks
  };
  client = createProtocolConnection(
    new StreamMessageReader(child.stdout),
    new StreamMessageWriter(child.stdin),
  );
} else {
  const { inProcessServer } = await import("../lsp/in-process.ts");
  client = inProcessServer().client;
}
// In-process, the server's clock starts with this process (its modules are loaded here); with
// --dist, when the child is spawned (an editor's server starts then; this bench's own imports
// before it are not the server's).
const imported = performance.now();
const serverStart = fromDist ? imported : started;
const waiting = new Map<string, () => void>();
client.onNotification("textDocument/publishDiagnostics", (p: { uri: string }) => {
  waiting.get(p.uri)?.();
  waiting.delete(p.uri);
});
client.listen();
const published = (uri: string): Promise<void> => new Promise((r) => waiting.set(uri, r));

await client.sendRequest("initialize", {
  processId: null,
  rootUri: pathToFileURL(ROOT).href,
  capabilities: {},
});
await client.sendNotification("initialized", {});
const bench = pathToFileURL(join(ROOT, "bench-lsp.cards")).href;
let text = fortyCards();
let version = 1;
let first = published(bench);
await client.sendNotification("textDocument/didOpen", {
  textDocument: { uri: bench, languageId: "cards", version, text },
});
await first;
const ready = performance.now();
const readyCpu = serverCpuMs();
// A request waits for the index, and the checked diagnostics are published before it is answered.
await client.sendRequest("textDocument/hover", {
  textDocument: { uri: bench },
  position: { line: 0, character: 0 },
});
const checked = performance.now();
console.log(
  `ready: ${ms(ready - serverStart)} from ${fromDist ? "spawning the server" : "this process's start"} to the first diagnostics of a 40-card file; ` +
    `${ms(checked - serverStart)} to its diagnostics checked against the whole of cardtext/ — aim 1 s; ` +
    `the server's CPU until the first diagnostics: ${ms(readyCpu)}`,
);

const cpu: Record<string, number[]> = { keystroke: [], rename: [] };

async function edit(uri: string, newText: string, kind: "keystroke" | "rename"): Promise<number> {
  const t = performance.now();
  const c = cpuMs();
  const done = published(uri);
  await client.sendNotification("textDocument/didChange", {
    textDocument: { uri, version: ++version },
    contentChanges: [{ text: newText }],
  });
  await done;
  cpu[kind]!.push(cpuMs() - c);
  return performance.now() - t;
}
/** The CPU figure, in-process only (with --dist the server's CPU is another process's). */
const cpuNote = (kind: string): string =>
  fromDist ? "" : `, CPU ${ms(median(cpu[kind]!))} median`;

const keystrokes: number[] = [];
for (let i = 0; i < RUNS; i++) {
  text += "x";
  keystrokes.push(await edit(bench, text, "keystroke"));
}
console.log(
  `keystroke: ${ms(median(keystrokes))} median over ${RUNS} (min ${ms(Math.min(...keystrokes))}, max ${ms(Math.max(...keystrokes))}${cpuNote("keystroke")}) — aim 30 ms`,
);

// Every file of cardtext/ open, then a card renamed back and forth.
const files = readdirSync(join(ROOT, "cardtext")).filter((f) => f.endsWith(".cards"));
for (const f of files) {
  const uri = pathToFileURL(join(ROOT, "cardtext", f)).href;
  const opened = published(uri);
  await client.sendNotification("textDocument/didOpen", {
    textDocument: {
      uri,
      languageId: "cards",
      version: 1,
      text: readFileSync(join(ROOT, "cardtext", f), "utf8"),
    },
  });
  await opened;
}
const kon = pathToFileURL(join(ROOT, "cardtext/pm_k-on.cards")).href;
const original = readFileSync(join(ROOT, "cardtext/pm_k-on.cards"), "utf8");
const renamed = original.replace("「平沢 唯」", "「平沢 唯花」");
const renames: number[] = [];
for (let i = 0; i < Math.max(5, RUNS >> 1); i++)
  renames.push(await edit(kon, i % 2 === 0 ? renamed : original, "rename"));
console.log(
  `rename: ${ms(median(renames))} median over ${renames.length} with the ${files.length} files of cardtext/ open (min ${ms(Math.min(...renames))}${cpuNote("rename")}) — aim 150 ms`,
);
await client.sendRequest("shutdown");
await client.sendNotification("exit");
process.exit(0);
