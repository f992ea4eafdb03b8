// Command-line paths expand to each file once (workspace/files.ts): a folder and a file inside it,
// or one file named twice, must not run a ruling twice nor define a file's cards twice.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collectFiles, NoFilesError } from "../../workspace/files.ts";

function tree(): string {
  const root = mkdtempSync(join(tmpdir(), "memoria-files-"));
  mkdirSync(join(root, "sub"));
  writeFileSync(join(root, "a.ruling"), "");
  writeFileSync(join(root, "sub", "b.ruling"), "");
  writeFileSync(join(root, "notes.txt"), "");
  return root;
}

describe("collectFiles", () => {
  it("lists the wanted files below a folder, sorted", () => {
    const root = tree();
    expect(collectFiles([root], [".ruling"])).toEqual([
      join(root, "a.ruling"),
      join(root, "sub", "b.ruling"),
    ]);
  });

  it("keeps each file once, where it is first met", () => {
    const root = tree();
    const b = join(root, "sub", "b.ruling");
    expect(collectFiles([b, root], [".ruling"])).toEqual([b, join(root, "a.ruling")]);
    expect(collectFiles([root, b, `${root}/sub/./b.ruling`], [".ruling"])).toEqual([
      join(root, "a.ruling"),
      b,
    ]);
  });

  it("finding no file is an error, not an empty success", () => {
    const root = tree();
    expect(() => collectFiles([join(root, "sub")], [".cards"])).toThrow(NoFilesError);
  });
});
