// `memoria --help` lists the commands from main.ts's table without importing any command module
// (each pulls in whole layers); the table's summaries must stay those of the commands themselves.
import { afterEach, describe, expect, it, vi } from "vitest";
import { commandModules, commandSummaries } from "../../cli/main.ts";

describe("the command overview", () => {
  it("shows each command's own summary", async () => {
    for (const [name, load] of Object.entries(commandModules)) {
      const { command } = await load();
      expect({ name, summary: commandSummaries[name] }).toEqual({ name, summary: command.summary });
    }
  });
});

describe("memoria --help", () => {
  afterEach(() => {
    vi.resetModules();
    vi.restoreAllMocks();
  });

  /** Mocks every command module, recording which ones are imported while `argv` runs. */
  async function importsDuring(argv: string[]): Promise<string[]> {
    vi.resetModules();
    const loaded: string[] = [];
    for (const name of Object.keys(commandSummaries)) {
      vi.doMock(`../../cli/commands/${name}.ts`, () => {
        loaded.push(name);
        const command = { name, summary: "", help: `help of ${name}`, run: async () => 0 };
        return { command };
      });
    }
    vi.spyOn(console, "log").mockImplementation(() => {});
    const { main } = await import("../../cli/main.ts");
    expect(await main(argv)).toBe(0);
    return loaded;
  }

  it("imports no command", async () => {
    expect(await importsDuring(["--help"])).toEqual([]);
  });

  it("imports the one command whose help is asked (the mocks do see imports)", async () => {
    expect(await importsDuring(["check", "--help"])).toEqual(["check"]);
  });
});
