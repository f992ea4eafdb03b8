#!/usr/bin/env node
// The `memoria` command of the built package (dist/cli/bin.js, package.json "bin"): plain
// JavaScript, no tsx. In a checkout, cli/bin.mjs runs the sources instead (tests, npm scripts).
import { main } from "./main.ts";

process.exitCode = await main(process.argv.slice(2));
