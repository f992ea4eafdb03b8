// The Play pane in Chromium (issue 18): a game between two decks of decks/, the person clicking
// the engine's legal decisions against an agent; the board and the log change as it goes, Back
// replays to the previous board (the same digest) and Forward to the next, and a decision sent to
// the API by hand that the engine does not list is refused with its reason. Without Chromium the
// file is reported skipped (see studio.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumPath } from "./browser.ts";
import { openStudio, ROOT, startSession, type PageGlobals, type Session } from "./harness.ts";
import { poolDeckWithUnimplementedKeyword } from "../helpers/refused-pool-deck.ts";

const chromium = chromiumPath();
if (!chromium)
  console.warn(
    "\n*** SKIPPED: the Play pane's browser tests need Chromium (see studio.test.ts) ***\n",
  );

/** Wait until the pane shows the game after `n` of the person's decisions. */
async function shown(page: Page, n: number): Promise<string> {
  await page.waitForFunction((want) => {
    const { document } = globalThis as unknown as PageGlobals;
    const board = document.querySelector("#play-board");
    return (
      board?.getAttribute("data-decisions") === String(want) &&
      document.querySelector("#play-pane")?.getAttribute("data-busy") === null
    );
  }, n);
  return (await page.getAttribute("#play-board", "data-digest")) ?? "";
}

/** Click a legal decision: a card played when the engine offers one, else the first listed. */
async function decide(page: Page): Promise<string> {
  const plays = page.locator("#play-actions button", { hasText: /^play / });
  const button =
    (await plays.count()) > 0 ? plays.first() : page.locator("#play-actions button").first();
  const label = (await button.textContent()) ?? "";
  await button.click();
  return label;
}

describe.skipIf(!chromium)("the Play pane in Chromium", () => {
  let session: Session;

  beforeAll(async () => {
    session = await startSession(chromium!);
  });
  afterAll(async () => {
    await session?.close();
  });

  it("plays a few decisions against the agent; Back and Forward replay to the same boards", async () => {
    const { page, outside, errors } = await openStudio(session);
    await page.click("[data-tab=play]");
    await page.waitForSelector("#play-pane[data-listed]", { state: "attached" });
    await page.selectOption("#play-deck0", "decks/hidamari.deck");
    await page.selectOption("#play-deck1", "decks/k-on.deck");
    await page.fill("#play-seed", "5");
    await page.selectOption("#play-agent", "random");
    await page.selectOption("#play-seat", "0");
    await page.click("#play-start");
    const digests = [await shown(page, 0)];
    const boards = [await page.innerHTML("#play-board")];
    const logs = [(await page.textContent("#play-log")) ?? ""];
    expect(logs[0]).toMatch(/^setup:/);
    expect(await page.locator("#play-actions button").count()).toBeGreaterThan(0);
    expect(await page.locator("#play-hand li").count()).toBeGreaterThan(0);
    const labels: string[] = [];
    for (let n = 1; n <= 5; n++) {
      labels.push(await decide(page));
      digests.push(await shown(page, n));
      boards.push(await page.innerHTML("#play-board"));
      logs.push((await page.textContent("#play-log")) ?? "");
    }
    // Each decision moved the game: a new state each time, the log only grows.
    expect(new Set(digests).size).toBe(digests.length);
    for (let n = 1; n < logs.length; n++) {
      expect(logs[n]!.startsWith(logs[n - 1]!)).toBe(true);
      expect(logs[n]!.length).toBeGreaterThan(logs[n - 1]!.length);
    }
    expect(boards.at(-1)).not.toBe(boards[0]);
    expect(await page.inputValue("#play-record")).toContain('"seed":5');

    // Back: the previous board exactly (replayed from the seed); again; then Forward twice.
    await page.click("#play-back");
    expect(await shown(page, 4)).toBe(digests[4]);
    expect(await page.innerHTML("#play-board")).toBe(boards[4]);
    await page.click("#play-back");
    expect(await shown(page, 3)).toBe(digests[3]);
    expect(await page.textContent("#play-log")).toBe(logs[3]);
    expect(await page.isDisabled("#play-forward")).toBe(false);
    await page.click("#play-forward");
    expect(await shown(page, 4)).toBe(digests[4]);
    await page.click("#play-forward");
    expect(await shown(page, 5)).toBe(digests[5]);
    expect(await page.isDisabled("#play-forward")).toBe(true);
    expect(labels.every((l) => l.length > 0)).toBe(true);
    // The game as a ruling (checked against the ruling runner in test/studio-server/play-api.test.ts).
    await page.click("#play-copy-ruling");
    await page.waitForSelector('#play-ruling[data-decisions="5"]', { state: "attached" });
    const ruling = (await page.textContent("#play-ruling")) ?? "";
    expect(ruling).toContain("new game seed 5");
    expect(ruling).toMatch(/^ {2}expect invariants hold$/m);
    // The record replays: a new game, then the record pasted back, gives the same game.
    const record = await page.inputValue("#play-record");
    await page.click("#play-start");
    expect(await shown(page, 0)).toBe(digests[0]);
    await page.fill("#play-record", record);
    await page.click("#play-load");
    expect(await shown(page, 5)).toBe(digests[5]);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("an illegal decision sent to the API by hand is refused with the engine's reason", async () => {
    const { page } = await openStudio(session);
    const answers = await page.evaluate(async () => {
      const base = {
        deck0: "decks/hidamari.deck",
        deck1: "decks/k-on.deck",
        seed: 5,
        agent: "random",
        seat: 0,
      };
      const post = async (decisions: unknown[]) => {
        const r = await fetch("/api/play", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...base, decisions }),
        });
        return {
          status: r.status,
          body: (await r.json()) as { error?: { reason: string; message: string } },
        };
      };
      return {
        index: await post([999]),
        theirs: await post([{ type: "pass", player: 1 }]),
        shape: await post([{ type: "play", player: 0, card: "one" }]),
      };
    });
    expect(answers.index.status).toBe(400);
    expect(answers.index.body.error?.reason).toBe("studio/no-such-decision");
    expect(answers.theirs.status).toBe(400);
    expect(answers.theirs.body.error?.reason).toBe("priority/not-your-turn");
    expect(answers.theirs.body.error?.message).toMatch(/player 0 is to decide/);
    expect(answers.shape.body.error?.reason).toBe("decision/invalid");
    // A deck the engine refuses (rule 7.11) is said in the pane, and leaves no buttons behind.
    await page.click("[data-tab=play]");
    await page.waitForSelector("#play-pane[data-listed]", { state: "attached" });
    await page.selectOption("#play-deck0", await poolDeckWithUnimplementedKeyword(ROOT));
    await page.click("#play-start");
    await page.waitForFunction(() => {
      const { document } = globalThis as unknown as PageGlobals;
      return document.querySelector("#play-pane")?.getAttribute("data-busy") === null;
    });
    await page.waitForSelector("#play-status:has-text('refused')");
    expect(await page.textContent("#play-status")).toContain("deck/unimplemented-keyword");
    expect(await page.locator("#play-actions button").count()).toBe(0);
    await page.close();
  });
});
