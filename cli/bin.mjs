#!/usr/bin/env node
// The `memoria` command: registers tsx so the TypeScript sources run directly, then hands over.
import { register } from "tsx/esm/api";

register();
const { main } = await import("./main.ts");
process.exitCode = await main(process.argv.slice(2));
