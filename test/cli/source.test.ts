// Input checks before parsing (PM1001–PM1003): bad bytes, empty files and huge files get a
// diagnostic, never an exception.
import { describe, expect, it } from "vitest";
import { decodeSource, MAX_SOURCE_BYTES } from "../../workspace/source.ts";

const utf8 = (s: string) => new TextEncoder().encode(s);

describe("reading card files", () => {
  it("accepts UTF-8 Japanese text", () => {
    const source = decodeSource("a.cards", utf8("title 『けいおん!』\n"));
    expect(source.diagnostics).toEqual([]);
    expect(source.text).toBe("title 『けいおん!』\n");
  });

  it("PM1001: a file that is not UTF-8 names the offset of the first bad byte", () => {
    const bytes = new Uint8Array([...utf8("title 『"), 0xff, 0xfe, ...utf8("』")]);
    const source = decodeSource("a.cards", bytes);
    expect(source.text).toBeUndefined();
    expect(source.diagnostics.map((d) => d.code)).toEqual(["PM1001"]);
    expect(source.diagnostics[0]!.message).toContain(`offset ${utf8("title 『").length}`);
  });

  it("PM1001: Shift_JIS text is refused, not decoded into mojibake", () => {
    // 「唯」 in Shift_JIS is 0x8D 0x42, which is not valid UTF-8.
    const source = decodeSource("sjis.cards", new Uint8Array([0x8d, 0x42]));
    expect(source.diagnostics[0]!.code).toBe("PM1001");
  });

  it("PM1002: an empty or blank file is an error (a run over it checks nothing), with the text kept", () => {
    for (const text of ["", "  \n\n\t"]) {
      const source = decodeSource("e.cards", utf8(text));
      expect(source.diagnostics.map((d) => [d.code, d.severity])).toEqual([["PM1002", "error"]]);
      expect(source.text).toBe(text);
    }
  });

  it("PM1003: a file over the size limit is refused with its size", () => {
    const source = decodeSource("huge.cards", new Uint8Array(MAX_SOURCE_BYTES + 1));
    expect(source.diagnostics.map((d) => d.code)).toEqual(["PM1003"]);
    expect(source.diagnostics[0]!.message).toContain(String(MAX_SOURCE_BYTES + 1));
  });
});
