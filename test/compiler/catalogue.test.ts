import { describe, expect, it } from "vitest";
import { catalogue } from "../../compiler/catalogue/index.ts";
import { bindingDiagnostics } from "../../compiler/catalogue/binding.ts";
import { deckDiagnostics } from "../../compiler/catalogue/deck.ts";
import { emitDiagnostics } from "../../compiler/catalogue/emit.ts";
import { groupDiagnostics } from "../../compiler/catalogue/groups.ts";
import { internalDiagnostics } from "../../compiler/catalogue/internal.ts";
import { kindDiagnostics } from "../../compiler/catalogue/kinds.ts";
import { warningDiagnostics } from "../../compiler/catalogue/warnings.ts";
import { wellFormedDiagnostics } from "../../compiler/catalogue/well-formed.ts";
import { grammarCatalogue } from "../../compiler/diagnostics-doc.ts";

const BAND_OF_PHASE = {
  bind: /^PM2\d{3}$/,
  kinds: /^PM30\d{2}$/,
  wellFormed: /^PM3[1-3]\d{2}$/,
  warnings: /^PM3[5-8]\d{2}$/,
  internal: /^PM39\d{2}$/,
  emit: /^PM4\d{3}$/,
  deck: /^PM6\d{3}$/,
} as const;

/** A rules-digest rule or `language`, or several of them (`2.1, 1.3`). */
const RULES = /^(\d+\.\d+|language)(, (\d+\.\d+|language))*$/;

describe("catalogue", () => {
  it("has unique codes, also against the grammar's bands", () => {
    const codes = [...grammarCatalogue(), ...catalogue].map((d) => d.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
  it("loses no entry when the bands are merged (no key used twice)", () => {
    const sizes = [
      bindingDiagnostics,
      kindDiagnostics,
      wellFormedDiagnostics,
      groupDiagnostics,
      warningDiagnostics,
      internalDiagnostics,
      emitDiagnostics,
      deckDiagnostics,
    ].map((band) => Object.keys(band).length);
    expect(catalogue.length).toBe(sizes.reduce((a, b) => a + b, 0));
  });
  it.each(catalogue.map((d) => [d.code, d] as const))(
    "%s sits in its phase's band and is fully described",
    (_code, d) => {
      expect(d.code).toMatch(BAND_OF_PHASE[d.phase]);
      expect(d.message.length).toBeGreaterThan(10);
      expect(d.fix).toMatch(/\.$/);
      expect(d.summary.length).toBeGreaterThan(10);
      expect(d.rule).toMatch(RULES);
      if (d.phase === "warnings") expect(d.severity).toBe("warning");
    },
  );
});
