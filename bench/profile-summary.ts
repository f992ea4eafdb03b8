// Where a CPU profile's time goes: self time summed per area (our folders, packages, Node's module
// loader, GC…), per module and per function, from a `.cpuprofile` that `node --cpu-prof` wrote.
// Self time is the sampled time spent in a function's own code, not in the functions it calls,
// so the rows of each table add up to the whole profile.
// Run: node --cpu-prof --cpu-prof-dir=/tmp/prof dist/cli/bundle/main.js test rulings
//      npx tsx bench/profile-summary.ts /tmp/prof/CPU.….cpuprofile [--top 25]
import { readFileSync } from "node:fs";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, ...rest] = process.argv.slice(2);
if (file === undefined) {
  console.error("usage: npx tsx bench/profile-summary.ts FILE.cpuprofile [--top N]");
  process.exit(2);
}
// --inclusive f,g: also the total time under each named function (its calls included), e.g.
// `--inclusive parseRuling,compileTexts,buildDb,resolveRuling,runRuling` for the runner's phases.
const inclusiveAt = rest.indexOf("--inclusive");
const inclusive = inclusiveAt === -1 ? [] : (rest[inclusiveAt + 1] ?? "").split(",");
const topAt = rest.indexOf("--top");
const top = topAt === -1 ? 25 : Number(rest[topAt + 1]);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;

const frameOf = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
/** Self µs per node id: each sample's delta goes to the node it hit (Node's own convention). */
const selfOf = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfOf.set(id, (selfOf.get(id) ?? 0) + Math.max(0, profile.timeDeltas[i] ?? 0));
});

/** The path of a script below the repository (…/dist/runtime/x.js → runtime/x.js), else its URL. */
function modulePath(url: string): string {
  if (url === "") return "(no script)";
  const m =
    /\/(?:dist\/)?((?:cli|runtime|generated|grammar|compiler|ruling-runner|workspace|services|translate|simulation|lsp|scripts)\/.*)$/.exec(
      url,
    );
  if (m) return m[1]!;
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg) return `package ${pkg[1]!}`;
  return url;
}

/** The area of a frame: our top folder, a package, Node's module loader, or V8's own bucket. */
function areaOf(f: CallFrame): string {
  if (f.url === "") return f.functionName || "(anonymous native)";
  if (f.url.startsWith("node:internal/modules")) return "Node's module loader";
  if (f.url.startsWith("node:")) return "Node (other internals)";
  const path = modulePath(f.url);
  if (path.startsWith("package ")) return path;
  if (path.startsWith("cli/bundle/")) return "cli bundle (cli, ruling-runner, grammar, compiler…)";
  return path.split("/")[0]!;
}

function table(title: string, keyOf: (f: CallFrame) => string): void {
  const sums = new Map<string, number>();
  for (const [id, us] of selfOf) {
    const key = keyOf(frameOf.get(id)!);
    sums.set(key, (sums.get(key) ?? 0) + us);
  }
  const total = [...sums.values()].reduce((a, b) => a + b, 0);
  const rows = [...sums].sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log(`\n${title} (self time; total ${(total / 1000).toFixed(0)} ms)`);
  for (const [key, us] of rows)
    console.log(
      `${(us / 1000).toFixed(1).padStart(9)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${key}`,
    );
}

table("by area", areaOf);
table("by module", (f) => modulePath(f.url));
table(
  "by function",
  (f) => `${f.functionName || "(anonymous)"}  ${modulePath(f.url)}:${f.lineNumber + 1}`,
);

/** Total µs under the frames named `name` (an outer call counted once, not its recursive calls). */
function inclusiveOf(name: string): number {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const subtree = (id: number): number => {
    const n = byId.get(id)!;
    return (selfOf.get(id) ?? 0) + (n.children ?? []).reduce((a, c) => a + subtree(c), 0);
  };
  const walk = (id: number): number => {
    const n = byId.get(id)!;
    if (n.callFrame.functionName === name) return subtree(id);
    return (n.children ?? []).reduce((a, c) => a + walk(c), 0);
  };
  return walk(profile.nodes[0]!.id);
}

if (inclusive.length > 0) {
  const total = [...selfOf.values()].reduce((a, b) => a + b, 0);
  console.log(`\nunder each function (its calls included; total ${(total / 1000).toFixed(0)} ms)`);
  for (const name of inclusive) {
    const us = inclusiveOf(name);
    console.log(
      `${(us / 1000).toFixed(1).padStart(9)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`,
    );
  }
}
