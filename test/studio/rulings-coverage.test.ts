// The studio's rulings pane (traced: board, log per step, expectations ticked or crossed, a ruling
// edited in the page and run), the coverage pane (per set, a card's link opening its file at the
// card) and Save (an edited card file written back; run on a temporary copy of cardtext/), in
// Chromium on the built page (npm run test:studio). Skipped, loudly, without Chromium.
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStudioServer, type StudioServer } from "../../cli/studio/server.ts";
import type { StudioCoverageAnswer } from "../../cli/studio/coverage-api.ts";
import { chromiumPath } from "./browser.ts";
import { openStudio, ROOT, startSession, type PageGlobals, type Session } from "./harness.ts";

const chromium = chromiumPath();
if (!chromium)
  console.warn(
    "\n*** SKIPPED: the studio's browser tests need Chromium (apt-get install -y chromium fonts-noto-cjk, or CHROMIUM=/path) ***\n",
  );

const RULING = "rulings/battle-refs.ruling";

describe.skipIf(!chromium)("the studio's rulings, coverage and saving in Chromium", () => {
  let session: Session;
  let firstCoverage: StudioCoverageAnswer;

  beforeAll(async () => {
    session = await startSession(chromium!);
    // The first request starts the computation (a thread) and is answered at once: computing.
    firstCoverage = (await (
      await fetch(new URL("api/coverage", session.server.url))
    ).json()) as StudioCoverageAnswer;
  });
  afterAll(async () => {
    await session?.close();
  });

  it("runs a ruling step by step: each step's board and log, the expectations ticked", async () => {
    const { page, errors } = await openStudio(session);
    await page.click("[data-tab=rulings]");
    await page.locator(`#ruling-file option[value='${RULING}']`).waitFor({ state: "attached" });
    await page.selectOption("#ruling-file", RULING);
    await page.click("#ruling-run");
    await page.waitForSelector("#rulings-pane[data-runs='1']");
    expect(await page.textContent("#ruling-status")).toMatch(/^\d+ ruling\(s\), 0 failed$/);
    // The first ruling: its script, the expectations ticked where they sit, none crossed.
    const script = page.locator("#ruling-script li");
    expect(await script.first().getAttribute("data-kind")).toBe("board");
    const met = page.locator("#ruling-script li[data-outcome=met]");
    expect(await met.count()).toBe(2);
    expect(await met.first().textContent()).toContain("expect A main has 「三人目」");
    expect(await page.locator("#ruling-script li[data-outcome=not-met]").count()).toBe(0);
    // Step 0: the board as set up, its log; step 1: the approach, its own log, a new board.
    expect(await page.textContent("#ruling-board [data-side=A]")).toContain("「三人目」");
    const log0 = await page.textContent("#ruling-log");
    await page.click("#ruling-next");
    expect(await page.getAttribute("#ruling-board", "data-step")).toBe("1");
    const log1 = await page.textContent("#ruling-log");
    expect(log1).toMatch(/^\d+: A approaches with 「三人目」/);
    expect(log1).not.toBe(log0);
    expect(await page.textContent("#ruling-script li.current")).toContain("A approaches");
    // Clicking a script line goes to its step: the last expectation, on the battle's board.
    await met.last().click();
    const last = Number(await page.getAttribute("#ruling-board", "data-step"));
    expect(await page.textContent("#ruling-step")).toBe(`step ${last} of ${last}`);
    expect(await page.textContent("#ruling-log")).toContain("expect A trash has no 「三人目」");
    const drawn = await page.evaluate(
      () => (globalThis as unknown as PageGlobals).studio.rulingStepsMs,
    );
    expect(drawn!.length).toBeGreaterThan(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("runs a ruling edited in the page: the changed expectation crossed, the other ticked, the file untouched", async () => {
    const before = readFileSync(join(ROOT, RULING), "utf8");
    const { page } = await openStudio(session);
    await page.click("[data-tab=rulings]");
    await page.locator(`#ruling-file option[value='${RULING}']`).waitFor({ state: "attached" });
    await page.selectOption("#ruling-file", RULING);
    await page.click("#ruling-run");
    await page.waitForSelector("#rulings-pane[data-runs='1']");
    await page.click("#ruling-edit summary");
    const text = await page.inputValue("#ruling-text");
    expect(text).toBe(before);
    // The first ruling's second expectation, turned false: 「三人目」 stays on the field.
    const edited = text.replace(
      "  expect A trash has no 「三人目」",
      "  expect A trash has 「三人目」",
    );
    expect(edited).not.toBe(text);
    await page.fill("#ruling-text", edited);
    await page.click("#ruling-run-edited");
    await page.waitForSelector("#rulings-pane[data-runs='2']");
    expect(await page.textContent("#ruling-status")).toMatch(/^\d+ ruling\(s\), 1 failed$/);
    expect(await page.locator("#ruling-list li.chosen").getAttribute("data-status")).toBe("failed");
    const crossed = page.locator("#ruling-script li[data-outcome=not-met]");
    expect(await crossed.count()).toBe(1);
    expect(await crossed.textContent()).toContain("expect A trash has 「三人目」");
    expect(await crossed.locator(".why").textContent()).toMatch(/expected: .*actual: /s);
    const ticked = page.locator("#ruling-script li[data-outcome=met]");
    expect(await ticked.count()).toBe(1);
    expect(await ticked.textContent()).toContain("expect A main has 「三人目」");
    expect(await page.textContent("#ruling-failure")).toContain("expect A trash has 「三人目」");
    expect(readFileSync(join(ROOT, RULING), "utf8")).toBe(before);
    await page.close();
  });

  it("shows the coverage per set once computed, and a card's link opens its file at the card", async () => {
    expect(firstCoverage.engine.status).toBe("computing");
    expect(firstCoverage.translator.status).toBe("computing");
    const { page, errors } = await openStudio(session);
    await page.click("[data-tab=coverage]");
    await page.waitForSelector("#coverage-pane[data-engine=ready][data-translator=ready]", {
      timeout: 360_000,
    });
    const row = page.locator("#coverage-table tr[data-set=ahb]");
    const cells = await row.locator("td").allTextContents();
    // translator: cards, translated, checked, runs, sentences; engine: cards, compiled, covered
    expect(cells.slice(0, 8).every((c) => /^\d+( \(\d+%\))?$/.test(c))).toBe(true);
    expect(Number(cells[5])).toBeGreaterThan(10); // ahb's cards in cardtext/
    await row.locator("summary").click();
    const link = row.locator("a[data-card]").nth(1);
    const number = (await link.textContent())!.split(" ")[0]!;
    await link.click();
    await page.waitForFunction(() => {
      const { document } = globalThis as unknown as PageGlobals;
      return document.querySelector("[data-pane=cards]")?.getAttribute("hidden") === null;
    });
    expect(await page.inputValue("#file-select")).toBe("cardtext/ahb.cards");
    await page.locator(".cm-activeLine").waitFor();
    expect(await page.textContent(".cm-activeLine")).toContain(number);
    expect(errors).toEqual([]);
    await page.close();
  }, 420_000);

  describe("saving an edited card file (a temporary copy of cardtext/)", () => {
    let temp: string;
    let server: StudioServer;
    beforeAll(async () => {
      temp = mkdtempSync(join(tmpdir(), "studio-save-"));
      cpSync(join(ROOT, "cardtext"), join(temp, "cardtext"), { recursive: true });
      server = await startStudioServer({ root: temp, port: 0 });
    });
    afterAll(async () => {
      await server?.close();
      rmSync(temp, { recursive: true, force: true });
    });

    it("Save writes the open file back; the sample and other paths are refused with a reason", async () => {
      const { page } = await openStudio({ ...session, server });
      await page.click("#file-save");
      expect(await page.getAttribute("#save-status", "data-saved")).toBe("refused");
      expect(await page.textContent("#save-status")).toContain("scratch.cards");
      await page.selectOption("#file-select", "cardtext/ahb.cards");
      await page.locator(".cm-line", { hasText: "01-002" }).first().waitFor();
      await page.locator(".cm-content").click();
      await page.keyboard.press("Control+Home");
      await page.keyboard.type("// saved from the studio\n");
      await page.click("#file-save");
      await page.waitForSelector("#save-status[data-saved]");
      expect(await page.textContent("#save-status")).toMatch(/^saved cardtext\/ahb.cards/);
      const saved = readFileSync(join(temp, "cardtext/ahb.cards"), "utf8");
      expect(saved.startsWith("// saved from the studio\n")).toBe(true);
      expect(saved.slice("// saved from the studio\n".length)).toBe(
        readFileSync(join(ROOT, "cardtext/ahb.cards"), "utf8"),
      );
      // The real project is untouched.
      expect(readFileSync(join(ROOT, "cardtext/ahb.cards"), "utf8")).not.toContain("studio");
      for (const path of ["../escape.cards", "cardtext/new.cards", "rulings/x.ruling"]) {
        const r = await fetch(new URL("api/save", server.url), {
          method: "POST",
          body: JSON.stringify({ path, text: "x" }),
        });
        expect(r.status).toBeGreaterThanOrEqual(400);
        expect(((await r.json()) as { error: string }).error).toMatch(/cardtext/);
      }
      await page.close();
    });
  });
});
