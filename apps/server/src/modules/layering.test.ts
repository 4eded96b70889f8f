/** Features sit below the app layer: the app wires them together, none of them reaches up into it. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsInto, listRelativeImports } from '../platform/layering.test-support';

const SOURCE_ROOT = path.resolve(import.meta.dirname, '..');
const MODULE_IMPORTS = listRelativeImports(path.join(SOURCE_ROOT, 'modules'));

describe('modules layering', () => {
  it('reads the imports of the module sources', () => {
    // guards against a pattern that silently finds nothing
    expect(MODULE_IMPORTS.some(({ specifier }) => specifier.endsWith('/platform/app-context'))).toBe(true);
  });

  it('imports nothing of the app layer', () => {
    expect(importsInto(MODULE_IMPORTS, path.join(SOURCE_ROOT, 'app'))).toEqual([]);
  });
});
