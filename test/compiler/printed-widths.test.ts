// PM2010 vs PM2001/PM2002: a reference the printed text shows is a warning even when the card list
// prints it in full-width forms (「ちぇりおーっっっ！」, 【ＨＴＴシャツ】) and the card language writes
// them half-width, as the translator and the lookup fold them (pm_kg 01-018, kon4 04-110).
import { expect, it } from "vitest";
import { PRELUDE, runCheck } from "./helpers.ts";

const card = (printed: string, body: string) =>
  `${PRELUDE}character 09-001 「テスト」 red cost 2 source 1 ap 30 dp 30 {\n  printed "${printed}"\n  ${body}\n}\n`;

const codes = (source: string) => runCheck(source).diagnostics.map((d) => d.code);

it("a name printed with a full-width ！ is a printed reference (warning), not an unknown name", () => {
  const body = "if you play a 「ちぇりおーっっっ!」: draw 1";
  expect(codes(card("自分の「ちぇりおーっっっ！」がプレイされた場合、…", body))).toEqual([
    "PM2010",
  ]);
  // Failing twin: the printed text does not show it, so the name is unknown.
  expect(codes(card("自分のイベントがプレイされた場合、…", body))).toEqual(["PM2001"]);
});

it("a trait printed in full-width letters is a printed reference (warning)", () => {
  const body = "if this enters and you have a character with 【HTTシャツ】: draw 1";
  expect(codes(card("【ＨＴＴシャツ】を持つキャラがいる場合、…", body))).toEqual(["PM2010"]);
  expect(codes(card("【制服】を持つキャラがいる場合、…", body))).toEqual(["PM2002"]);
});
