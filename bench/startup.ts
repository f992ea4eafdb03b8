// Start-up costs of the `memoria` command, in CPU time (user + system, children included): the
// built package (dist/cli/main.js on plain Node, as installed; a ref before issue 15: its bin) and the sources through tsx
// (cli/bin.mjs), each on --version, --help, a check of one small file and one ruling file; then the
// card parser's construction alone. Measures the tree it runs in, so bench/compare.ts can run the
// same script on a git ref (it uses node builtins only, and copies it there if the ref has none).
// `test rulings` (every ruling file) is the one case that costs seconds: --only TEXT keeps the
// cases whose label holds TEXT (e.g. `--only "test rulings"`), the floor always.
// Run: npx tsx bench/startup.ts [--runs N] [--only TEXT]     (build first: npm run build)
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const runsFlag = process.argv.indexOf("--runs");
const runs = runsFlag === -1 ? 3 : Number(process.argv[runsFlag + 1]);
const onlyFlag = process.argv.indexOf("--only");
const only = onlyFlag === -1 ? undefined : process.argv[onlyFlag + 1];
const TICK_MS = 10; // /proc/self/stat counts clock ticks (USER_HZ = 100)

/** CPU ms of this process's waited-for children so far (cutime + cstime of /proc/self/stat). */
function childrenCpuMs(): number {
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // fields[0] is field 3 (state): cutime and cstime are fields 16 and 17.
  return (Number(fields[13]) + Number(fields[14])) * TICK_MS;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1]!;
}

/** The median CPU ms of `node argv…` over the runs; a failing run stops the bench. */
function cpuOf(argv: string[], anyExit = false): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const before = childrenCpuMs();
    const r = spawnSync(process.execPath, argv, { encoding: "utf8" });
    if (r.status !== 0 && !anyExit) {
      console.error(`node ${argv.join(" ")} exited ${r.status}:\n${r.stderr}`);
      process.exit(1);
    }
    times.push(childrenCpuMs() - before);
  }
  return median(times);
}

// The package as installed runs the built dist/cli/main.js on plain Node (cli/bin.mjs picks it when
// no sources sit beside it); here, where the sources do, a launcher of our own runs the build. A
// ref without a build (before issue 15) runs its package bin.
const scratch = mkdtempSync(join(tmpdir(), "memoria-startup-"));
// The bundle when the build makes one (cli/bin.mjs runs it when installed), else tsc's emit.
const bundled = resolve("dist/cli/bundle/main.js");
const built = existsSync(bundled) ? bundled : resolve("dist/cli/main.js");
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { bin: Record<string, string> };
let packageBin = pkg.bin.memoria!;
if (existsSync(built)) {
  packageBin = join(scratch, "built.mjs");
  writeFileSync(
    packageBin,
    `const { main } = await import(${JSON.stringify(pathToFileURL(built).href)});\n` +
      "process.exitCode = await main(process.argv.slice(2));\n",
  );
} else if (existsSync("tsconfig.build.json")) {
  console.error("dist/cli/main.js does not exist: run `npm run build` first");
  process.exit(1);
}
// A card file of its own: the same input on every tree (cardtext/ changes between refs).
const cardFile = join(scratch, "one.cards");
writeFileSync(
  cardFile,
  "title 『けいおん!』\n\ncharacter 01-001 「平沢 唯」 red cost 4 source 1 ap 40 dp 30 {\n  if this enters: draw 1\n}\n",
);
const CHECK = ["check", cardFile];
const RULING = ["test", "rulings/rules-01-cards.ruling"];
// Every ruling file of the tree (the count differs between refs: compare within one tree's run).
const RULINGS = ["test", "rulings"];

/** Print `label: N ms CPU` unless --only leaves the case out. */
function measure(label: string, argv: string[], anyExit = false): void {
  if (only !== undefined && !label.includes(only)) return;
  console.log(`${label}: ${cpuOf(argv, anyExit)} ms CPU`);
}

// Labels carry no path that differs between trees: compare.ts matches lines by their text.
console.log(`package bin: ${existsSync(built) ? relative(".", built) : packageBin}`);
console.log(`node -e 0 (the floor): ${cpuOf(["-e", "0"])} ms CPU`);
for (const [label, bin] of [
  ["package bin", packageBin],
  ["sources through tsx", "cli/bin.mjs"],
] as const) {
  // Any exit: before issue 15 --version was an unknown command (exit 2), the same start-up path.
  measure(`${label} --version`, [bin, "--version"], true);
  measure(`${label} --help`, [bin, "--help"]);
  measure(`${label} check (one card)`, [bin, ...CHECK]);
  measure(`${label} ${RULING.join(" ")}`, [bin, ...RULING]);
  measure(`${label} ${RULINGS.join(" ")} (every file)`, [bin, ...RULINGS]);
}

// The parser alone, in this process (imported first, so only the construction is timed).
if (only !== undefined && !"card parser construction".includes(only)) process.exit(0);
const { cardParser } = (await import(pathToFileURL(resolve("grammar/parser.ts")).href)) as {
  cardParser: () => unknown;
};
const started = process.cpuUsage();
cardParser();
const used = process.cpuUsage(started);
console.log(`card parser construction: ${Math.round((used.user + used.system) / 1000)} ms CPU`);
