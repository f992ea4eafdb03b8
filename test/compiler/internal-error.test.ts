// PM3999: a check that throws becomes a diagnostic; the other checks still run; check() never throws.
import { expect, it } from "vitest";
import { check } from "../../compiler/check.ts";
import { phases } from "../../compiler/phases.ts";
import type { CardFile } from "../../grammar/ast.ts";
import { cardFile, character } from "./ast-builders.ts";

it("turns a throwing check into PM3999 and keeps running the others", () => {
  const throwing = {
    name: "kinds" as const,
    checks: "test",
    assumes: "",
    guarantees: "",
    registry: {
      Card: [
        function explodes(): void {
          throw new Error("boom");
        },
      ],
    },
  };
  const files = [cardFile("けいおん!", character("09-001", "テスト", { ap: 35 }))];
  const { diagnostics } = check(files, { phases: [throwing, ...phases] });
  expect(diagnostics.find((d) => d.code === "PM3999")?.message).toBe(
    "internal checker error in explodes: boom",
  );
  expect(diagnostics.map((d) => d.code)).toContain("PM3103");
});

it("passing twin: the real phases on a sound card report no PM3999", () => {
  const files = [cardFile("けいおん!", character("09-001", "テスト"))];
  expect(check(files).diagnostics).toEqual([]);
});

it("never throws on a malformed AST", () => {
  const broken = {
    kind: "CardFile",
    items: [{ kind: "Card" }],
    span: undefined,
  } as unknown as CardFile;
  expect(() => check([broken])).not.toThrow();
  expect(check([broken]).diagnostics.some((d) => d.code === "PM3999")).toBe(true);
});

it("an exception while walking becomes PM3999 for that phase", () => {
  const noAbilities = { kind: "Card", name: "x", number: "1", traits: [], span: undefined };
  const broken = { kind: "CardFile", items: [noAbilities], span: undefined } as unknown as CardFile;
  const codes = check([broken]).diagnostics.map((d) => d.code);
  expect(codes).toContain("PM3999");
});
