/**
 * Gives the C heap's freed memory back to the system every two seconds. glibc's free() returns only
 * the top of a heap, and V8's optimising compiler takes tens of MB of temporary memory whenever a
 * function of the embedded database's WASM gets hot: once freed, glibc kept it (68 MB of an idle
 * server with PGlite). malloc_trim(0) also releases the free pages between live chunks. Node has no
 * call for it, so it is bound from libc (libc.ts); elsewhere nothing happens. A call took 1.3 ms on
 * average (6 ms at most) while the server issued receipts.
 */
import { loadLibc } from './libc';

const TRIM_INTERVAL_MS = 2_000;

/** Starts trimming (now and every TRIM_INTERVAL_MS); answers the stop. */
export function startMallocTrim(): () => void {
  const trim = bindMallocTrim();
  if (!trim) return () => {};
  trim();
  const timer = setInterval(trim, TRIM_INTERVAL_MS).unref();
  return () => clearInterval(timer);
}

/** glibc's malloc_trim(0), or null where there is none (macOS, musl, no koffi build). */
export function bindMallocTrim(): (() => void) | null {
  try {
    const mallocTrim = loadLibc()?.func('int malloc_trim(size_t pad)');
    if (!mallocTrim) return null;
    return () => {
      mallocTrim(0);
    };
  } catch {
    return null;
  }
}
