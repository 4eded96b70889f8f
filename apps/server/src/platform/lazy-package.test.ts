import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyPackage } from './lazy-package';

const SOURCE_ROOT = path.resolve(import.meta.dirname, '..');
/** the packages only some requests need (lazy-package.ts): type imports only, values through lazyPackage */
const LAZY_PACKAGES = [
  'exceljs',
  'sanitize-html',
  'xmlbuilder2',
  'fast-xml-parser',
  '@simplewebauthn/server',
];

function serverSources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return serverSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|test-support)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('lazyPackage', () => {
  it('loads the package on the first call and answers the same module afterwards', () => {
    const yauzl = lazyPackage<{ open: unknown }>('yauzl');
    const first = yauzl();
    expect(typeof first.open).toBe('function');
    expect(yauzl()).toBe(first);
    expect(first).toBe(createRequire(import.meta.url)('yauzl'));
  });

  it('is how the server loads the packages that only some requests need: no source imports their values', () => {
    const eager: string[] = [];
    const sources = serverSources(SOURCE_ROOT);
    for (const file of sources) {
      const text = fs.readFileSync(file, 'utf8');
      for (const name of LAZY_PACKAGES) {
        const escaped = name.replace(/[/@-]/g, (character) => `\\${character}`);
        const valueImport = new RegExp(`^import (?!type )[^;]*from '${escaped}';`, 'm');
        if (valueImport.test(text)) eager.push(`${path.relative(SOURCE_ROOT, file)}: ${name}`);
      }
    }
    // guards against a pattern that silently finds nothing
    expect(sources.some((file) => file.endsWith('adapters/xlsx.ts'))).toBe(true);
    expect(eager).toEqual([]);
  });
});
