// The VS Code extension packages: `npm run vscode:package` (esbuild bundle, then vsce) makes
// editors/vscode/dist/memoria-<version>.vsix, and the archive holds what VS Code needs to run it
// without node_modules: the manifest, the bundled client, the grammars and the configurations.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { EXTENSION } from "./textmate.ts";
import { readZip } from "./zip.ts";

interface Manifest {
  name: string;
  version: string;
  main: string;
  contributes: {
    languages: { id: string; extensions: string[]; configuration: string }[];
    grammars: { path: string }[];
    commands: { command: string }[];
  };
}

const manifest = JSON.parse(readFileSync(new URL("package.json", EXTENSION), "utf8")) as Manifest;
const inVsix = (path: string): string => `extension/${path.replace(/^\.\//, "")}`;
let files: Map<string, Buffer>;

// Packaging spawns npm, esbuild and vsce: on a loaded machine far past vitest's 10 s for hooks,
// so the hook gets the tests' own ceiling (a hang stopper, not a speed check).
beforeAll(() => {
  const root = fileURLToPath(new URL("../..", EXTENSION));
  const r = spawnSync("npm", ["run", "--silent", "vscode:package"], {
    cwd: root,
    encoding: "utf8",
  });
  expect(r.stderr + r.stdout).toContain("DONE");
  expect(r.status).toBe(0);
  const vsix = new URL(`dist/${manifest.name}-${manifest.version}.vsix`, EXTENSION);
  files = readZip(readFileSync(vsix));
}, 300_000);

describe("the .vsix", () => {
  it("holds the manifest, the bundle, the grammars and the configurations, and nothing else", () => {
    const expected = [
      "[Content_Types].xml",
      "extension.vsixmanifest",
      "extension/package.json",
      "extension/readme.md",
      inVsix(manifest.main),
      ...manifest.contributes.grammars.map((g) => inVsix(g.path)),
      ...new Set(manifest.contributes.languages.map((l) => inVsix(l.configuration))),
    ];
    expect([...files.keys()].sort()).toEqual(expected.sort());
  });

  it("names the three languages by their extensions", () => {
    const packaged = JSON.parse(files.get("extension/package.json")!.toString()) as Manifest;
    expect(packaged.contributes.languages.map((l) => [l.id, l.extensions])).toEqual([
      ["memoria-cards", [".cards"]],
      ["memoria-ruling", [".ruling"]],
      ["memoria-deck", [".deck"]],
    ]);
    expect(packaged.contributes.commands.map((c) => c.command)).toEqual([
      "memoria.runRuling",
      "memoria.restartServer",
    ]);
  });

  it("bundles the language client: only `vscode` is left to require", () => {
    const bundle = files.get(inVsix(manifest.main))!.toString();
    expect(bundle).toContain('require("vscode")');
    expect(bundle).not.toMatch(/require\("vscode-languageclient/);
    expect(bundle).toContain("memoria.restartServer");
  });

  it("ships the committed grammars as they are", () => {
    for (const g of manifest.contributes.grammars)
      expect(files.get(inVsix(g.path))!.toString()).toBe(
        readFileSync(new URL(g.path, EXTENSION), "utf8"),
      );
  });
});
