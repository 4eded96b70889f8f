/**
 * npm packages that only some requests need, loaded on their first use instead of at start. Each
 * loaded package keeps its code and tables in the heap for the life of the process (exceljs about
 * 7 MB, @simplewebauthn/server 3 MB, xmlbuilder2 3 MB), and the embedded database shares the same
 * process: what a server that never writes a spreadsheet never loads counts against nothing.
 * Synchronous (Node's CommonJS loader), so callers stay as they are.
 */
import { createRequire } from 'node:module';

const loadPackage = createRequire(import.meta.url);

/** A getter that loads `specifier` on its first call and answers the same module afterwards. */
export function lazyPackage<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= loadPackage(specifier) as T;
    return loaded;
  };
}
