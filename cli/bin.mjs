#!/usr/bin/env node
// The `memoria` command (package.json "bin"). In a checkout the TypeScript sources sit beside this
// file: they run through tsx, so `npx memoria` never runs a stale build. The installed package
// ships only this file and dist/ (package.json "files"): there the built JavaScript runs on plain
// Node, without tsx: the bundle of dist/cli/bundle/ (scripts/bundle-cli.ts: a few chunks instead of
// ~125 modules for a `check`), or tsc's dist/cli/main.js when a build made no bundle.
import { existsSync } from "node:fs";

const fromSources = existsSync(new URL("./main.ts", import.meta.url));
if (fromSources) (await import("tsx/esm/api")).register();
const bundle = new URL("../dist/cli/bundle/main.js", import.meta.url);
const built = existsSync(bundle) ? bundle.href : "../dist/cli/main.js";
const { main } = await import(fromSources ? "./main.ts" : built);
process.exitCode = await main(process.argv.slice(2));
