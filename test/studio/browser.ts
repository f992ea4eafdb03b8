// Debian's Chromium driven by playwright-core, for the studio's browser tests and bench (no
// browser download: `.ci/run` installs the `chromium` package). `chromiumPath()` finds the binary
// (CHROMIUM, else /usr/bin/chromium, else `chromium` on the PATH); undefined when there is none,
// and the tests then skip loudly (see studio.test.ts).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  for (const c of candidates) if (c && existsSync(c)) return c;
  try {
    const found = execFileSync("sh", ["-c", "command -v chromium"], { encoding: "utf8" }).trim();
    return found || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The flags the brief asks for. Playwright adds --headless and gives every launch a fresh
 * temporary profile (it refuses a --user-data-dir among `args`: that is launchPersistentContext's).
 */
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--font-render-hinting=none",
];

export async function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: FLAGS, timeout: 120_000 });
}
