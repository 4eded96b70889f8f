/** platform is the bottom layer: it imports no feature and not the app that wires the features. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsInto, listRelativeImports } from './layering.test-support';

const SOURCE_ROOT = path.resolve(import.meta.dirname, '..');
const PLATFORM_IMPORTS = listRelativeImports(path.join(SOURCE_ROOT, 'platform'));

describe('platform layering', () => {
  it('reads the imports of the platform sources', () => {
    // guards against a pattern that silently finds nothing
    expect(PLATFORM_IMPORTS.some(({ specifier }) => specifier === './app-context')).toBe(true);
  });

  it('imports no module', () => {
    expect(importsInto(PLATFORM_IMPORTS, path.join(SOURCE_ROOT, 'modules'))).toEqual([]);
  });

  it('imports nothing of the app layer', () => {
    expect(importsInto(PLATFORM_IMPORTS, path.join(SOURCE_ROOT, 'app'))).toEqual([]);
  });
});
