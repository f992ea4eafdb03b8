import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { REJECTIONS } from "../../runtime/core/reject.ts";
import { ENGINE_DOC, withRejections } from "./rejections-doc.ts";

const RUNTIME = fileURLToPath(new URL("../../runtime", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith(".ts") ? [p] : [];
  });
}

describe("rejection reasons (runtime/core/reject.ts)", () => {
  it("docs/engine.md lists every reason with its meaning (run `npx tsx test/runtime/rejections-doc.ts`)", async () => {
    const doc = readFileSync(ENGINE_DOC, "utf8");
    expect(doc).toBe(await withRejections(doc));
  });

  it("every listed reason is given somewhere in the engine", () => {
    const code = sources(RUNTIME)
      .filter((f) => !f.endsWith(join("core", "reject.ts")))
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    const unused = Object.keys(REJECTIONS).filter((r) => !code.includes(`"${r}"`));
    expect(unused).toEqual([]);
  });
});
