// The report page's charts, drawn as SVG text by our own code (no chart library, nothing fetched):
// a bar histogram and a dot-and-whisker chart of rates with intervals. Numbers are written with at
// most one decimal so the same report gives the same page.
import type { Interval } from "./wilson.ts";

/** Text for HTML and SVG: the five characters that could end a text or an attribute. */
export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const n1 = (x: number): string => String(Math.round(x * 10) / 10);

/** Bars of `values` over the labels `xs` (the game-length histogram). */
export function barChart(
  bars: readonly { x: number; y: number }[],
  xLabel: string,
  yLabel: string,
): string {
  const W = 640;
  const H = 240;
  const left = 48;
  const bottom = 36;
  const top = 12;
  if (bars.length === 0)
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="40" role="img"><text x="8" y="24">no finished games</text></svg>`;
  const lo = bars[0]!.x;
  const hi = bars[bars.length - 1]!.x;
  const slots = hi - lo + 1;
  const maxY = Math.max(...bars.map((b) => b.y));
  const bw = (W - left - 8) / slots;
  const h = H - bottom - top;
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(yLabel)} by ${esc(xLabel)}">`,
    `<line x1="${left}" y1="${top + h}" x2="${W - 8}" y2="${top + h}" class="axis"/>`,
    `<text x="${left - 6}" y="${top + 10}" text-anchor="end">${maxY}</text>`,
    `<text x="${left - 6}" y="${top + h}" text-anchor="end">0</text>`,
  ];
  for (const b of bars) {
    const bh = maxY > 0 ? (b.y / maxY) * h : 0;
    const x = left + (b.x - lo) * bw;
    out.push(
      `<rect x="${n1(x + 1)}" y="${n1(top + h - bh)}" width="${n1(Math.max(1, bw - 2))}" height="${n1(bh)}" class="bar"><title>${b.x} ${esc(xLabel)}: ${b.y} ${esc(yLabel)}</title></rect>`,
    );
  }
  const step = Math.max(1, Math.ceil(slots / 16));
  for (let x = lo; x <= hi; x += step)
    out.push(
      `<text x="${n1(left + (x - lo + 0.5) * bw)}" y="${top + h + 14}" text-anchor="middle">${x}</text>`,
    );
  out.push(
    `<text x="${n1(left + (W - left) / 2)}" y="${H - 4}" text-anchor="middle">${esc(xLabel)}</text>`,
  );
  out.push("</svg>");
  return out.join("\n");
}

/** One row per label: the rate as a dot, its interval as a whisker, on a 0–100% axis with 50% marked. */
export function intervalChart(
  rows: readonly { label: string; interval: Interval | null }[],
): string {
  const W = 640;
  const rowH = 20;
  const left = 200;
  const right = 16;
  const H = rows.length * rowH + 30;
  const scale = (x: number): number => left + x * (W - left - right);
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="win rates with 95% intervals">`,
    `<line x1="${n1(scale(0.5))}" y1="0" x2="${n1(scale(0.5))}" y2="${H - 24}" class="mid"/>`,
  ];
  for (const t of [0, 0.25, 0.5, 0.75, 1])
    out.push(`<text x="${n1(scale(t))}" y="${H - 8}" text-anchor="middle">${t * 100}%</text>`);
  rows.forEach((r, i) => {
    const y = i * rowH + rowH / 2 + 2;
    out.push(`<text x="${left - 8}" y="${y + 4}" text-anchor="end">${esc(r.label)}</text>`);
    if (!r.interval) return;
    const { rate, low, high } = r.interval;
    out.push(
      `<line x1="${n1(scale(low))}" y1="${y}" x2="${n1(scale(high))}" y2="${y}" class="whisker"/>`,
      `<circle cx="${n1(scale(rate))}" cy="${y}" r="4" class="dot"><title>${esc(r.label)}: ${n1(rate * 100)}% (${n1(low * 100)}–${n1(high * 100)}%)</title></circle>`,
    );
  });
  out.push("</svg>");
  return out.join("\n");
}
