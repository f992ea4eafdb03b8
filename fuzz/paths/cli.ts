// The CLI's arguments and files: the real `memoria` is spawned (node cli/bin.mjs) on a mutated
// file — a card file, a ruling, a deck or a corpus text — with the command that reads it and
// random extra arguments. Slow (each run pays Node's and tsx's start-up, about a second on a
// loaded 2-core machine, up to 30 s at a load of 18), so it gets far fewer inputs than the
// in-process paths; its hang budget is 60 s per run for the same reason. An exit code other than 0, 1 or 2, a signal or a stack
// trace is an exception; `parse`, `check` or `fmt --check` exiting 0 on a card file the parser
// refuses is a silent success.
//
// Input: a first line of JSON `{"args":[…],"ext":"cards"}` (`FILE` in args stands for the file),
// then the file's text. Commands that write into the repository (compile, coverage,
// translate --encode-pool) are never generated.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "../../grammar/index.ts";
import type { Finding, FuzzPath, Rng } from "../core.ts";
import { cardBlocks, corpusTexts, deckFiles, rulingBlocks } from "../inputs.ts";
import { charsOf, mutate } from "../mutate.ts";

const ROOT = join(import.meta.dirname, "../..");

const COMMANDS: { args: string[]; ext: string }[] = [
  { args: ["parse", "FILE"], ext: "cards" },
  { args: ["check", "FILE"], ext: "cards" },
  { args: ["check", "--json", "FILE"], ext: "cards" },
  { args: ["fmt", "--check", "FILE"], ext: "cards" },
  { args: ["fmt", "--write", "FILE"], ext: "cards" },
  { args: ["render", "FILE"], ext: "cards" },
  { args: ["test", "FILE"], ext: "ruling" },
  { args: ["check", "FILE"], ext: "deck" },
  { args: ["play", "--decks", "FILE", "vanilla", "--seed", "1"], ext: "deck" },
  { args: ["simulate", "--games", "1", "--decks", "FILE", "seed"], ext: "deck" },
  { args: ["translate", "--file", "FILE"], ext: "txt" },
];
// (no NUL: an argument cannot carry one to a process; spawn refuses it before the CLI runs)
const NOISE = [
  "--help",
  "--json",
  "--seed",
  "99999999999999999999",
  "-1",
  "--games",
  "0",
  "--",
  "-x",
  "--nope",
  "",
  "FILE",
  "1e3",
  "--lang",
  "xx",
];

function source(ext: string): string[] {
  if (ext === "cards") return cardBlocks();
  if (ext === "ruling") return rulingBlocks();
  if (ext === "deck") return deckFiles();
  return corpusTexts();
}

function generate(rng: Rng): string {
  const c = rng.pick(COMMANDS);
  const args = [...c.args];
  for (let n = rng.chance(0.7) ? 0 : 1 + rng.int(3); n > 0; n--)
    args.splice(rng.int(args.length + 1), 0, rng.pick(NOISE));
  const texts = source(c.ext);
  const text = mutate(rng.pick(texts), rng, {
    chars: charsOf(texts),
    tokens: NOISE,
    others: texts,
  });
  return `${JSON.stringify({ args, ext: c.ext })}\n${text}`;
}

interface Exit {
  code: number | null;
  signal: string | null;
  stderr: string;
  timedOut: boolean;
}

function spawnCli(args: string[], budgetMs: number): Promise<Exit> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, "cli/bin.mjs"), ...args], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    let timedOut = false;
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const timer =
      budgetMs === Infinity
        ? undefined
        : setTimeout(() => ((timedOut = true), child.kill("SIGKILL")), budgetMs);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stderr, timedOut });
    });
  });
}

const STACK = /^\s+at .+:\d+:\d+\)?$|node:internal/m;

async function run(input: string, budgetMs: number): Promise<Finding[]> {
  const nl = input.indexOf("\n");
  const head = JSON.parse(nl < 0 ? input : input.slice(0, nl)) as { args: string[]; ext: string };
  const text = nl < 0 ? "" : input.slice(nl + 1);
  const dir = mkdtempSync(join(tmpdir(), "memoria-fuzz-"));
  try {
    const file = join(dir, `input.${head.ext}`);
    writeFileSync(file, text);
    const exit = await spawnCli(
      head.args.map((a) => (a === "FILE" ? file : a)),
      budgetMs,
    );
    if (exit.timedOut) return [{ kind: "hang", detail: `past ${budgetMs} ms: ${head.args[0]}` }];
    if (exit.signal || ![0, 1, 2].includes(exit.code ?? -1))
      return [{ kind: "exception", detail: `${head.args[0]} exit ${exit.code ?? exit.signal}` }];
    if (STACK.test(exit.stderr))
      return [
        {
          kind: "exception",
          detail: `${head.args[0]} printed a stack trace: ${exit.stderr.split("\n")[0]}`,
        },
      ];
    const reads = ["parse", "check", "fmt"].includes(head.args[0] ?? "") && head.ext === "cards";
    const strict = reads && !head.args.includes("--help") && !head.args.includes("--write");
    if (
      strict &&
      exit.code === 0 &&
      parse(text.replace(/^\uFEFF/, ""), file).diagnostics.some((d) => d.severity === "error")
    )
      return [{ kind: "silent", detail: `${head.args[0]} exit 0 on a file that does not parse` }];
    return [];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const cli: FuzzPath = { name: "cli", ext: "txt", budgetMs: 60_000, generate, run };
