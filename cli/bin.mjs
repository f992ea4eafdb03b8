#!/usr/bin/env node
// The `memoria` command (package.json "bin"). In a checkout the TypeScript sources sit beside this
// file: they run through tsx, so `npx memoria` never runs a stale build. The installed package
// ships only this file and dist/ (package.json "files"): there the built JavaScript runs on plain
// Node, without tsx.
import { existsSync } from "node:fs";

const fromSources = existsSync(new URL("./main.ts", import.meta.url));
if (fromSources) (await import("tsx/esm/api")).register();
const { main } = await import(fromSources ? "./main.ts" : "../dist/cli/main.js");
process.exitCode = await main(process.argv.slice(2));
