// Several `memoria` commands in one real process: `node test/helpers/cli-batch.mjs JSON`, JSON an
// array of argument lists; prints one JSON array of { status, stdout, stderr }, one per command,
// each run as test/helpers/run-cli.ts runs it. For a test that needs a process of its own (another
// user's: test/cli/unreadable.test.ts) without paying tsx's start and the modules' load per command.
import { register } from "tsx/esm/api";

register();
const { runCli } = await import("./run-cli.ts");
const runs = [];
for (const args of JSON.parse(process.argv[2])) runs.push(await runCli(args));
process.stdout.write(JSON.stringify(runs));
