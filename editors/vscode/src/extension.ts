// The VS Code client of the memoria language server (`memoria lsp`, stdio). The server does the
// work (diagnostics, hover, completion, formatting, ruling runs); this file starts it for the
// three languages, restarts it on demand or when its settings change, and passes the active
// document to "Memoria: Run this ruling" when the palette calls it without one.
import * as vscode from "vscode";
import {
  LanguageClient,
  TransportKind,
  type LanguageClientOptions,
} from "vscode-languageclient/node";
import { rulingSummary } from "./ruling-summary.ts";
import { commandLine, memoriaCommand, serverCommand, type Workspace } from "./server-command.ts";
import { existsSync } from "node:fs";

const LANGUAGES = ["memoria-cards", "memoria-ruling", "memoria-deck"];
const RUN_RULING = "memoria.runRuling";

let client: LanguageClient | undefined;
/** Our own "run this ruling" (in a terminal), only while the server does not offer one. */
let fallbackRun: vscode.Disposable | undefined;
let output: vscode.LogOutputChannel | undefined;
/** One watcher for the extension's life: the server is told of files changed outside the editor. */
let watcher: vscode.FileSystemWatcher | undefined;

function workspace(): Workspace {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  return {
    ...(folder !== undefined ? { folder } : {}),
    platform: process.platform,
    exists: existsSync,
  };
}

function setting(): { path: string; args: string[] } {
  const config = vscode.workspace.getConfiguration("memoria.server");
  return { path: config.get<string>("path", ""), args: config.get<string[]>("args", []) };
}

function activeRulingUri(): string | undefined {
  const doc = vscode.window.activeTextEditor?.document;
  return doc?.languageId === "memoria-ruling" ? doc.uri.toString() : undefined;
}

function clientOptions(channel: vscode.LogOutputChannel): LanguageClientOptions {
  return {
    documentSelector: LANGUAGES.flatMap((language) => [
      { scheme: "file", language },
      { scheme: "untitled", language },
    ]),
    // A card renamed in one file changes the diagnostics of the others (rulings, decks).
    ...(watcher ? { synchronize: { fileEvents: watcher } } : {}),
    outputChannel: channel,
    middleware: {
      // The palette and the context menu call the command with no argument: the server wants
      // the ruling file's URI (a code lens passes its own, and the ruling's line). Its answer,
      // counts of passed and failed rulings, is shown: VS Code drops a command's result.
      executeCommand: async (command, args, next) => {
        if (command !== RUN_RULING) return next(command, args);
        const uri = args.length > 0 ? args : [activeRulingUri()].filter((u) => u !== undefined);
        const result: unknown = await next(command, uri);
        const summary = rulingSummary(result);
        if (summary?.ok) void vscode.window.showInformationMessage(`Memoria: ${summary.text}`);
        else if (summary) void vscode.window.showWarningMessage(`Memoria: ${summary.text}`);
        return result;
      },
    },
  };
}

/** `memoria test <file>` in a terminal: "run this ruling" for a server that has no such command. */
function registerFallbackRun(): void {
  fallbackRun = vscode.commands.registerCommand(RUN_RULING, (uri?: string) => {
    const target =
      uri !== undefined ? vscode.Uri.parse(uri) : vscode.window.activeTextEditor?.document.uri;
    if (target === undefined) return;
    const memoria = memoriaCommand(setting().path, workspace());
    const terminal = vscode.window.createTerminal({
      name: "Memoria ruling",
      ...(memoria.cwd ? { cwd: memoria.cwd } : {}),
    });
    terminal.show();
    terminal.sendText(commandLine(memoria, ["test", target.fsPath]));
  });
}

async function start(): Promise<void> {
  output ??= vscode.window.createOutputChannel("Memoria", { log: true });
  const { path, args } = setting();
  const server = serverCommand(path, args, workspace());
  output.info(`starting ${commandLine(server, [])}`);
  // stdio, and the client adds `--stdio` (memoria lsp accepts it; vscode-languageserver's
  // createConnection() reads its transport from that argument).
  const options = { shell: server.shell, ...(server.cwd ? { cwd: server.cwd } : {}) };
  client = new LanguageClient(
    "memoria",
    "Memoria",
    { command: server.command, args: server.args, options, transport: TransportKind.stdio },
    clientOptions(output),
  );
  try {
    await client.start();
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const open = "Open settings";
    void vscode.window
      .showErrorMessage(`Memoria: the language server did not start (${message}).`, open)
      .then((choice) => {
        if (choice === open)
          void vscode.commands.executeCommand("workbench.action.openSettings", "memoria.server");
      });
  }
  // The client registers the server's own commands as it starts; offer ours only if it has none.
  const commands = await vscode.commands.getCommands(true);
  if (!commands.includes(RUN_RULING)) registerFallbackRun();
}

async function stop(): Promise<void> {
  fallbackRun?.dispose();
  fallbackRun = undefined;
  const running = client;
  client = undefined;
  // dispose() stops a running server and drops what the client registered (its commands too),
  // also after a start that failed.
  await running?.dispose().catch((e: unknown) => output?.warn(`stopping the server: ${String(e)}`));
}

async function restart(): Promise<void> {
  await stop();
  await start();
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  watcher = vscode.workspace.createFileSystemWatcher("**/*.{cards,ruling,deck}");
  context.subscriptions.push(
    watcher,
    vscode.commands.registerCommand("memoria.restartServer", restart),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration("memoria.server")) void restart();
    }),
    { dispose: () => void stop() },
  );
  await start();
}

export function deactivate(): Promise<void> {
  return stop();
}
