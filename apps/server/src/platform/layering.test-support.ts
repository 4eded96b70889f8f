/**
 * Reads the relative imports of a folder's source files, so that tests can keep the layers' arrows
 * pointing one way: app → modules → platform (see platform/layering.test.ts, modules/layering.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

export type SourceImport = { file: string; specifier: string; target: string };

// static imports and re-exports (`import … from`, `export … from`, `import '…'`) and dynamic `import('…')`
const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** Every relative import of the production sources under `folder` (tests and test helpers left out). */
export function listRelativeImports(folder: string): SourceImport[] {
  return listSourceFiles(folder).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(IMPORT_PATTERN)]
      .map((match) => match[1] ?? '')
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({ file, specifier, target: path.resolve(path.dirname(file), specifier) })),
  );
}

/** The imports that reach into `folder` (the folder itself or anything below it). */
export function importsInto(imports: SourceImport[], folder: string): string[] {
  return imports
    .filter(({ target }) => target === folder || target.startsWith(`${folder}${path.sep}`))
    .map(({ file, specifier }) => `${path.relative(path.dirname(folder), file)} imports '${specifier}'`);
}

function listSourceFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !isTestFile(name))
    .map((name) => path.join(folder, name));
}

function isTestFile(name: string): boolean {
  return name.endsWith('.test.ts') || name.endsWith('.test-support.ts');
}
