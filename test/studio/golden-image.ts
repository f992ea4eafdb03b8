// A screenshot against a reviewed golden PNG, within a tolerance: pixelmatch counts the pixels
// whose colour differs beyond its threshold (anti-aliasing ignored), and the test accepts at most
// `maxRatio` of them (font hinting and GPU-less rasterisation move a few edge pixels between
// Chromium builds). UPDATE_GOLDEN=1 writes the screenshot as the new golden (review it first).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

export interface ImageComparison {
  /** Pixels that differ, and their share of the image. */
  differing: number;
  ratio: number;
  /** Set when the sizes differ (then nothing else is compared). */
  sizes?: string;
  written?: boolean;
}

export function compareWithGolden(
  actual: Buffer,
  goldenPath: string,
  diffPath: string,
): ImageComparison {
  if (process.env.UPDATE_GOLDEN || !existsSync(goldenPath)) {
    if (!process.env.UPDATE_GOLDEN)
      throw new Error(`no golden image ${goldenPath}: run with UPDATE_GOLDEN=1 and review it`);
    mkdirSync(dirname(goldenPath), { recursive: true });
    writeFileSync(goldenPath, actual);
    return { differing: 0, ratio: 0, written: true };
  }
  const a = PNG.sync.read(actual);
  const g = PNG.sync.read(readFileSync(goldenPath));
  if (a.width !== g.width || a.height !== g.height)
    return {
      differing: Infinity,
      ratio: 1,
      sizes: `${a.width}×${a.height} vs golden ${g.width}×${g.height}`,
    };
  const diff = new PNG({ width: a.width, height: a.height });
  const differing = pixelmatch(a.data, g.data, diff.data, a.width, a.height, { threshold: 0.1 });
  if (differing > 0) {
    mkdirSync(dirname(diffPath), { recursive: true });
    writeFileSync(diffPath, PNG.sync.write(diff));
  }
  return { differing, ratio: differing / (a.width * a.height) };
}
