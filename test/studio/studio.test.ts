// The studio in a real browser (issue 18): Debian's Chromium, driven by playwright-core, on the
// built page (npm run test:studio builds it first) served by `memoria studio`'s server. Without
// Chromium every test here is reported skipped, with a warning saying why — never passed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath } from "./browser.ts";
import { compareWithGolden } from "./golden-image.ts";
import {
  codes,
  figures,
  line,
  openStudio,
  ROOT,
  shownVersion,
  startSession,
  waitForAnalysis,
  type Session,
} from "./harness.ts";

const chromium = chromiumPath();
if (!chromium)
  console.warn(
    "\n*** SKIPPED: the studio's browser tests need Chromium (apt-get install -y chromium fonts-noto-cjk, or CHROMIUM=/path) ***\n",
  );

describe.skipIf(!chromium)("memoria studio in Chromium", () => {
  let session: Session;

  beforeAll(async () => {
    session = await startSession(chromium!);
  });
  afterAll(async () => {
    await session?.close();
  });

  it("loads the workspace's card files and checks the scratch file clean, asking no other host", async () => {
    const { page, outside, errors } = await openStudio(session);
    expect(await codes(page)).toEqual([]);
    const { workspace } = await figures(page);
    expect(workspace?.error).toBeUndefined();
    expect(workspace?.files).toBeGreaterThan(50);
    // The lexer's tokens are coloured: a card kind is a keyword, a 「name」 a string.
    expect(await line(page, 3).locator(".tok-keyword").first().textContent()).toBe("character");
    expect(await line(page, 3).locator(".tok-string").first().textContent()).toBe("「試し 太郎」");
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a typo gets a squiggle with its code, and the code in the list", async () => {
    const { page } = await openStudio(session);
    const before = await shownVersion(page);
    await line(page, 5).locator("text=draw").dblclick();
    await page.keyboard.type("drwa");
    await waitForAnalysis(page, before);
    expect(await codes(page)).toEqual(["PM1201"]);
    const squiggle = page.locator(".cm-lintRange-error");
    expect(await squiggle.count()).toBe(1);
    expect(await squiggle.textContent()).toBe("drwa");
    await squiggle.hover();
    const tooltip = page.locator(".cm-tooltip-lint");
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain("PM1201");
    expect(await tooltip.textContent()).toContain("unknown word `drwa`");
    await page.close();
  });

  it("a misspelt card name of another file gets its did-you-mean as a quick fix", async () => {
    const { page } = await openStudio(session);
    const before = await shownVersion(page);
    await line(page, 5).locator("text=this").first().dblclick();
    await page.keyboard.type("a 「平沢 優」 of yours");
    await waitForAnalysis(page, before);
    expect(await codes(page)).toEqual(["PM2001"]);
    await page.locator(".cm-lintRange-error").hover();
    const fix = page.locator(".cm-tooltip-lint .cm-diagnosticAction");
    await fix.waitFor();
    expect(await fix.textContent()).toBe("Replace with 「平沢 唯」 (PM2001)");
    const fixing = await shownVersion(page);
    await fix.click();
    await waitForAnalysis(page, fixing);
    expect(await codes(page)).toEqual([]);
    expect(await line(page, 5).textContent()).toBe("  if a 「平沢 唯」 of yours enters: draw 1");
    await page.close();
  });

  it("hover on an ability shows its English and Japanese renderings and the printed text", async () => {
    const { page } = await openStudio(session);
    await line(page, 5).locator("text=enters").hover();
    const hover = page.locator(".pm-hover");
    await hover.waitFor();
    const text = await hover.textContent();
    expect(text).toContain("English: When this character enters, draw 1 card.");
    expect(text).toContain("Japanese: このカードが登場した場合、カードを1枚引く。");
    expect(text).toContain("Printed: このカードが登場した場合、カードを1枚引く。");
    await page.close();
  });

  it("completion offers the grammar's next words at the cursor", async () => {
    const { page } = await openStudio(session);
    await line(page, 5).click();
    await page.keyboard.press("End");
    await page.keyboard.type("; d"); // completion opens as a word is typed
    const options = page.locator(".cm-tooltip-autocomplete li");
    await options.first().waitFor();
    expect(await options.allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining("draw")]),
    );
    await page.close();
  });

  it("translates pasted Japanese: the card language with a todo in place, English, unread marked", async () => {
    const { page } = await openStudio(session);
    await page.click("[data-tab=translate]");
    expect(await page.isVisible("#editor")).toBe(false); // one pane at a time
    await page.fill(
      "#translate-input",
      "このカードが登場した場合、カードを1枚引く。月が綺麗ですね。",
    );
    await page.waitForSelector("#translate-pane[data-translated]");
    expect(await page.textContent("#translate-cards")).toContain('todo "月が綺麗ですね"');
    expect(await page.textContent("#translate-cards")).toContain("if this enters: draw 1");
    expect(await page.textContent("#translate-en")).toContain("draw 1 card");
    const marked = page.locator("#translate-marked mark.unread");
    expect(await marked.count()).toBe(1);
    expect(await marked.textContent()).toBe("月が綺麗ですね");
    expect(await page.textContent("#translate-status")).toContain("1 sentence(s) not read");
    await page.close();
  });

  it("opens a card file of cardtext/ and shows a real card with its official links", async () => {
    const { page } = await openStudio(session);
    await page.selectOption("#file-select", "cardtext/pm_k-on.cards");
    await page.locator("#card-face svg[data-card='01-001']").waitFor();
    expect(await line(page, 1).textContent()).toBe("title 『けいおん！』");
    const links = page.locator("#card-links a");
    expect(await links.evaluateAll((as) => as.map((a) => a.textContent))).toEqual([
      "official page",
      "official image",
    ]);
    // The file's warnings show (as the language server's), and no error: cardtext/ checks.
    expect(await page.locator("#diagnostics li.severity-1").count()).toBe(0);
    await page.close();
  });

  it("runs a ruling and steps through its boards", async () => {
    const { page } = await openStudio(session);
    await page.click("[data-tab=rulings]");
    await page.locator("#ruling-file option[value='rulings/battle-refs.ruling']").waitFor({
      state: "attached",
    });
    await page.selectOption("#ruling-file", "rulings/battle-refs.ruling");
    await page.click("#ruling-run");
    await page.waitForSelector("#rulings-pane[data-ran]");
    expect(await page.textContent("#ruling-status")).toMatch(/^\d+ ruling\(s\), 0 failed$/);
    expect(await page.locator("#ruling-list li[data-status=passed]").count()).toBeGreaterThan(1);
    expect(await page.textContent("#ruling-board [data-side=A]")).toContain("「仲間A」");
    expect(await page.getAttribute("#ruling-board", "data-step")).toBe("0");
    await page.click("#ruling-next");
    expect(await page.getAttribute("#ruling-board", "data-step")).toBe("1");
    expect(await page.textContent("#ruling-step")).toMatch(/^step 1 of \d+$/);
    await page.close();
  });

  it("draws the card face like the reviewed golden image, and exports it as PNG", async () => {
    const { page } = await openStudio(session);
    await page.locator("#card-face svg[data-card='99-001']").waitFor();
    const shot = await page.locator("#card-face svg").screenshot();
    const result = compareWithGolden(
      shot,
      `${ROOT}test/studio/golden/card-99-001-ja.png`,
      `${ROOT}.cache/studio/card-99-001-ja.diff.png`,
    );
    expect(result.sizes).toBeUndefined();
    expect(result.ratio).toBeLessThan(0.01);
    const download = page.waitForEvent("download");
    await page.click("#export-png");
    const png = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const c of png) chunks.push(c as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    expect(bytes.readUInt32BE(16)).toBe(1260); // width: the 630-unit face at twice its size
    await page.close();
  });
});
