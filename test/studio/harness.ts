// What the studio's browser tests share: the built page served on a free port, Debian's Chromium
// (found by browser.ts), a page opened on the studio with every request outside the server
// recorded (there must be none), and helpers that wait for the page's own signals (the diagnostics
// list's data-version, the translate pane's data-translated) instead of sleeping.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import {
  BUILD_HINT,
  DEFAULT_DIST,
  startStudioServer,
  type StudioServer,
} from "../../cli/studio/server.ts";
import { launchChromium } from "./browser.ts";
import type { StudioFigures } from "../../studio/src/protocol.ts";

/**
 * What the tests read inside the page, typed without the DOM library (the project's tsconfig has
 * none): cast `globalThis` to it in a function that runs in the page.
 */
export interface PageGlobals {
  studio: StudioFigures;
  document: {
    querySelector(selector: string): { getAttribute(name: string): string | null } | null;
  };
}

/** The page's figures (window.studio). */
export function figures(page: Page): Promise<StudioFigures> {
  return page.evaluate(() => (globalThis as unknown as PageGlobals).studio);
}

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface Session {
  browser: Browser;
  server: StudioServer;
  close(): Promise<void>;
}

export async function startSession(chromium: string): Promise<Session> {
  if (!existsSync(`${DEFAULT_DIST}/index.html`)) throw new Error(BUILD_HINT);
  const server = await startStudioServer({ root: ROOT, port: 0 });
  const browser = await launchChromium(chromium);
  return {
    browser,
    server,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

export interface StudioPage {
  page: Page;
  /** URLs the page asked for outside the studio server. */
  outside: string[];
  /** Errors the page threw. */
  errors: string[];
}

/** A fresh page on the studio, once the workspace's card files are loaded and checked. */
export async function openStudio(session: Session): Promise<StudioPage> {
  const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const outside: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(session.server.url) && !/^(data|blob):/.test(r.url()))
      outside.push(r.url());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(session.server.url);
  await page.waitForSelector("#diagnostics[data-depth=full]", { state: "attached" });
  return { page, outside, errors };
}

/** The diagnostics list's version now. */
export async function shownVersion(page: Page): Promise<number> {
  return Number(await page.getAttribute("#diagnostics", "data-version"));
}

/** Wait until the diagnostics shown are the editor's text's, of a version after `after`. */
export async function waitForAnalysis(page: Page, after: number): Promise<void> {
  await page.waitForFunction((v) => {
    const { document } = globalThis as unknown as PageGlobals;
    return (
      Number(document.querySelector("#diagnostics")?.getAttribute("data-version")) > v &&
      document.querySelector(".cm-editor")?.getAttribute("data-pending") === null
    );
  }, after);
}

/** The editor's `n`th line (1-based). */
export const line = (page: Page, n: number) => page.locator(".cm-line").nth(n - 1);

/** The codes in the diagnostics list. */
export async function codes(page: Page): Promise<string[]> {
  return page
    .locator("#diagnostics li")
    .evaluateAll((lis) => lis.map((li) => li.getAttribute("data-code") ?? ""));
}
