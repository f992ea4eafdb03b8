// The pure parts of the VS Code client: which `memoria` it starts (src/server-command.ts) and how
// it shows the answer of "run this ruling" (src/ruling-summary.ts).
import { describe, expect, it } from "vitest";
import {
  commandLine,
  memoriaCommand,
  serverCommand,
  type Workspace,
} from "../../editors/vscode/src/server-command.ts";
import { rulingSummary } from "../../editors/vscode/src/ruling-summary.ts";

const ws = (over: Partial<Workspace> = {}): Workspace => ({
  folder: "/home/judge/cards",
  platform: "linux",
  exists: () => false,
  ...over,
});

describe("the server command", () => {
  it("is `npx memoria lsp` in the workspace folder by default", () => {
    expect(serverCommand("", [], ws())).toEqual({
      command: "npx",
      args: ["memoria", "lsp"],
      cwd: "/home/judge/cards",
      shell: false,
    });
  });

  it("prefers the workspace's own install", () => {
    const bin = "/home/judge/cards/node_modules/.bin/memoria";
    const m = serverCommand("", [], ws({ exists: (p) => p === bin }));
    expect(m).toMatchObject({ command: bin, args: ["lsp"] });
  });

  it("takes the setting: a relative path from the workspace, a bare name from PATH", () => {
    expect(serverCommand("./tools/memoria", ["--log"], ws())).toMatchObject({
      command: "/home/judge/cards/tools/memoria",
      args: ["lsp", "--log"],
    });
    expect(serverCommand("memoria", [], ws()).command).toBe("memoria");
    expect(serverCommand("/opt/memoria/bin/memoria", [], ws()).command).toBe(
      "/opt/memoria/bin/memoria",
    );
  });

  it("runs npx and .cmd shims through a shell on Windows", () => {
    const win = ws({ platform: "win32", folder: "C:\\cards" });
    expect(serverCommand("", [], win)).toMatchObject({ command: "npx.cmd", shell: true });
    expect(serverCommand("C:\\memoria\\memoria.cmd", [], win).shell).toBe(true);
  });

  it("works with no folder open", () => {
    expect(serverCommand("", [], ws({ folder: undefined }))).toEqual({
      command: "npx",
      args: ["memoria", "lsp"],
      shell: false,
    });
  });

  it("quotes a command line for a terminal", () => {
    const m = memoriaCommand("", ws());
    expect(commandLine(m, ["test", "/a b/x.ruling"])).toBe('npx memoria test "/a b/x.ruling"');
  });
});

describe("the answer of memoria.runRuling", () => {
  it("reads as one line, ok only when nothing failed", () => {
    expect(rulingSummary({ passed: 3, failed: 0, pending: 0, errors: 0 })).toEqual({
      ok: true,
      text: "3 passed",
    });
    expect(rulingSummary({ passed: 1, failed: 2, pending: 1, errors: 1 })).toEqual({
      ok: false,
      text: "1 passed, 2 failed, 1 pending, 1 error",
    });
    expect(rulingSummary(null)).toBeUndefined();
    expect(rulingSummary({ something: "else" })).toBeUndefined();
  });
});
