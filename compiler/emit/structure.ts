// The module as ts-morph prints it from *structures* (architecture.md: ts-morph structures → text →
// prettier): the text prettier formats when layout.ts does not know a module's shape, and the
// reference layout.ts is held to (test/emit/layout.test.ts formats this text with prettier and
// compares). Built in one createSourceFile call: adding nodes one at a time re-parses the file
// each time, ~100× slower.
import {
  Project,
  StructureKind,
  VariableDeclarationKind,
  type SourceFileStructure,
} from "ts-morph";

/** What a card module is made of (module.ts builds it; both the plain and the laid-out text read it). */
export interface ModuleParts {
  /** The first line, `// DO NOT EDIT — …` (already safe comment text). */
  header: string;
  /** Named imports from the runtime entry, in order (`type CardDef` last). */
  imports: readonly string[];
  /** The runtime entry's module specifier, a string literal. */
  from: string;
  /** The card object literal, as the printer wrote it (not formatted). */
  initializer: string;
}

function structure(m: ModuleParts): SourceFileStructure {
  return {
    kind: StructureKind.SourceFile,
    statements: [
      {
        kind: StructureKind.ImportDeclaration,
        leadingTrivia: `${m.header}\n\n`,
        moduleSpecifier: JSON.parse(m.from) as string,
        namedImports: [...m.imports],
      },
      {
        kind: StructureKind.VariableStatement,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: "card", type: "CardDef", initializer: m.initializer }],
      },
    ],
  };
}

let project: Project | undefined;

/** The module's text, printed by ts-morph from its structure (not yet formatted). */
export function structureText(m: ModuleParts): string {
  project ??= new Project({ useInMemoryFileSystem: true, skipFileDependencyResolution: true });
  const sf = project.createSourceFile("card.ts", structure(m), { overwrite: true });
  const text = sf.getFullText();
  project.removeSourceFile(sf);
  return text;
}
