// Which `memoria` the extension starts, from the `memoria.server.path` setting and the workspace.
// Kept apart from extension.ts (no `vscode` import) so it is tested in plain Node.
import { isAbsolute, join } from "node:path";

export interface MemoriaCommand {
  /** The program to spawn. */
  command: string;
  /** Arguments before the memoria subcommand (`npx memoria` → ["memoria"]). */
  args: string[];
  cwd?: string;
  /** Windows runs `npx.cmd` and `.cmd` shims only through a shell. */
  shell: boolean;
}

export interface Workspace {
  /** The first workspace folder's path, if a folder is open. */
  folder?: string;
  platform: NodeJS.Platform;
  exists(path: string): boolean;
}

/**
 * The `memoria` to run:
 * 1. the setting, when set: a path (relative to the workspace folder) or a command on PATH;
 * 2. the workspace's own install, `node_modules/.bin/memoria`;
 * 3. `npx memoria` in the workspace folder (in the memoria repository itself, its bin).
 */
export function memoriaCommand(setting: string, ws: Workspace): MemoriaCommand {
  const windows = ws.platform === "win32";
  const cwd = ws.folder !== undefined ? { cwd: ws.folder } : {};
  const path = setting.trim();
  if (path !== "") {
    const relative = !isAbsolute(path) && /[\\/]/.test(path);
    const command = relative && ws.folder !== undefined ? join(ws.folder, path) : path;
    return { command, args: [], ...cwd, shell: windows && /\.(cmd|bat)$/i.test(command) };
  }
  if (ws.folder !== undefined) {
    const bin = join(ws.folder, "node_modules", ".bin", windows ? "memoria.cmd" : "memoria");
    if (ws.exists(bin)) return { command: bin, args: [], ...cwd, shell: windows };
  }
  return { command: windows ? "npx.cmd" : "npx", args: ["memoria"], ...cwd, shell: windows };
}

/** The language server: `memoria lsp` (stdio) with any extra arguments of the settings. */
export function serverCommand(setting: string, extra: string[], ws: Workspace): MemoriaCommand {
  const m = memoriaCommand(setting, ws);
  return { ...m, args: [...m.args, "lsp", ...extra] };
}

/** A command line for a terminal, each word quoted when it needs it. */
export function commandLine(m: MemoriaCommand, more: string[]): string {
  const quote = (w: string): string => (/^[\w@%+=:,./\\-]+$/.test(w) ? w : JSON.stringify(w));
  return [m.command, ...m.args, ...more].map(quote).join(" ");
}
