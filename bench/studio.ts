// The studio's figures in Debian's Chromium (issue 18; a bench, not a timed test): page load to
// the first diagnostics (syntax only, then parse and check against the workspace), a keystroke to
// updated diagnostics and colours (in a card's body; in a card header, which changes the symbol
// table the open file is checked with), a pasted text translated, a ruling step drawn (the rulings
// pane: a click on "step ▶" to the next frame), and the bundle sizes. Needs `npm run studio:build`.
// Run: npm run bench:studio [loads] [keystrokes]
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { DEFAULT_DIST } from "../cli/studio/server.ts";
import { chromiumPath } from "../test/studio/browser.ts";
import {
  figures,
  line,
  openStudio,
  shownVersion,
  startSession,
  waitForAnalysis,
  type PageGlobals,
} from "../test/studio/harness.ts";

const loads = Number(process.argv[2] ?? 3);
const keystrokes = Number(process.argv[3] ?? 20);

const chromium = chromiumPath();
if (!chromium) {
  console.error("bench:studio needs Chromium (apt-get install -y chromium fonts-noto-cjk)");
  process.exit(1);
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;
const ms = (x: number): string => `${x.toFixed(0)} ms`;

function bundleSizes(): string[] {
  const dir = join(DEFAULT_DIST, "assets");
  return readdirSync(dir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => {
      const bytes = statSync(join(dir, f)).size;
      const gz = gzipSync(readFileSync(join(dir, f))).length;
      return `  ${f.padEnd(28)} ${(bytes / 1024).toFixed(0).padStart(5)} kB (gzip ${(gz / 1024).toFixed(0)} kB)`;
    });
}

/** Type one key and wait for its diagnostics; the page's own figure (edit → shown). */
async function keystroke(page: Page, key: string): Promise<number> {
  const before = await shownVersion(page);
  if (key.length > 1) await page.keyboard.press(key);
  else await page.keyboard.type(key);
  await waitForAnalysis(page, before);
  return (await figures(page)).last!.roundTripMs;
}

/** The page's globals a step's timing needs (the project's tsconfig has no DOM library). */
interface StepGlobals {
  document: { querySelector(selector: string): { click(): void } | null };
  requestAnimationFrame(callback: () => void): void;
}

/**
 * A ruling file run in the rulings pane, then every step of each of its rulings drawn: from the
 * click on "step ▶" to the frame after it (the board, the step's log and the script's marks).
 */
async function rulingSteps(page: Page): Promise<{ drawn: number[]; own: number[] }> {
  await page.click("[data-tab=rulings]");
  const file = "rulings/battle-refs.ruling";
  await page.locator(`#ruling-file option[value='${file}']`).waitFor({ state: "attached" });
  await page.selectOption("#ruling-file", file);
  await page.click("#ruling-run");
  await page.waitForSelector("#rulings-pane[data-runs]");
  const drawn: number[] = [];
  const before = (await figures(page)).rulingStepsMs?.length ?? 0;
  const rulings = await page.locator("#ruling-list li").count();
  for (let r = 0; r < rulings; r++) {
    await page.locator("#ruling-list li").nth(r).click();
    const steps = Number((await page.textContent("#ruling-step"))?.match(/of (\d+)/)?.[1] ?? 0);
    for (let s = 0; s < steps; s++)
      drawn.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const g = globalThis as unknown as StepGlobals;
              const t0 = performance.now();
              g.document.querySelector("#ruling-next")!.click();
              g.requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
            }),
        ),
      );
  }
  const own = ((await figures(page)).rulingStepsMs ?? []).slice(before);
  return { drawn, own };
}

const session = await startSession(chromium);
try {
  // `memoria studio` parses cardtext/ as it starts; the bench's server does it here, unmeasured.
  await fetch(new URL("api/cardtext", session.server.url));
  const syntax: number[] = [];
  const full: number[] = [];
  const workspace: number[] = [];
  for (let i = 0; i < loads; i++) {
    const { page } = await openStudio(session);
    const f = await figures(page);
    syntax.push(f.firstDiagnostics!);
    full.push(f.firstFullDiagnostics!);
    workspace.push(f.workspace!.ms);
    await page.close();
  }
  const { page } = await openStudio(session);
  // A card body: the end of line 5 (`  if this enters: draw 1`), a space typed and taken back.
  await line(page, 5).click();
  await page.keyboard.press("End");
  const body: number[] = [];
  for (let i = 0; i < keystrokes; i++) body.push(await keystroke(page, i % 2 ? "1" : "0"));
  // A card header: the card's cost, a digit typed and taken back (a header edit changes the
  // symbol table every file is checked with).
  await line(page, 3).locator("text=cost").click();
  await page.keyboard.press("End");
  await page.keyboard.press("Control+ArrowLeft");
  await page.keyboard.press("Control+ArrowRight"); // after `cost`
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight"); // after the cost's digit
  const header: number[] = [];
  for (let i = 0; i < keystrokes; i++)
    header.push(await keystroke(page, i % 2 ? "Backspace" : "1"));
  await page.click("[data-tab=translate]");
  const translate: number[] = [];
  for (const text of [
    "このカードが登場した場合、カードを1枚引く。",
    "自分のキャラ1枚は、ターン終了時まで、+10/±0を得る。月が綺麗ですね。",
  ]) {
    const t0 = Date.now();
    const asked = Number((await page.getAttribute("#translate-pane", "data-translated")) ?? 0);
    await page.fill("#translate-input", text);
    await page.waitForFunction((n) => {
      const { document } = globalThis as unknown as PageGlobals;
      return Number(document.querySelector("#translate-pane")?.getAttribute("data-translated")) > n;
    }, asked);
    translate.push(Date.now() - t0 - 150); // less the pane's 150 ms typing pause
  }
  const { drawn, own } = await rulingSteps(page);
  console.log(`chromium: ${chromium}; ${loads} page loads, ${keystrokes} keystrokes`);
  console.log(`page load → first diagnostics (syntax):        median ${ms(median(syntax))}`);
  console.log(`page load → first diagnostics (parse + check): median ${ms(median(full))}`);
  console.log(
    `  of which the worker reading ${"cardtext/"} (fetch + parse): median ${ms(median(workspace))}`,
  );
  console.log(
    `keystroke in a card body → diagnostics shown:  median ${ms(median(body))}, p95 ${ms(p95(body))}`,
  );
  console.log(
    `keystroke in a card header (new symbol table): median ${ms(median(header))}, p95 ${ms(p95(header))}`,
  );
  const warm = (await figures(page)).translatorWarmMs;
  console.log(
    `translator warm-up in its worker (after the first check): ${warm === undefined ? "not done" : ms(warm)}`,
  );
  console.log(`translate a pasted text: first ${ms(translate[0]!)}, then ${ms(translate[1]!)}`);
  console.log(
    `a ruling step drawn (click → next frame, ${drawn.length} steps): median ${ms(median(drawn))}, p95 ${ms(p95(drawn))}` +
      ` (the pane's own board + log + marks, layout included: median ${median(own).toFixed(1)} ms)`,
  );
  console.log("bundle (studio/dist/assets):");
  for (const l of bundleSizes()) console.log(l);
  await page.close();
} finally {
  await session.close();
}
