// `memoria --version`: the version of the package.json this module ships in. The module runs from
// cli/ (sources, through tsx) or dist/cli/ (the built package), so the file is looked up upwards.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

export function packageVersion(from: string = import.meta.dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, "package.json");
    if (existsSync(file)) {
      const { name, version } = JSON.parse(readFileSync(file, "utf8")) as {
        name?: string;
        version?: string;
      };
      return `${name ?? "memoria"} ${version ?? "(no version)"}`;
    }
    if (dirname(dir) === dir) return "memoria (version unknown: no package.json found)";
  }
}
