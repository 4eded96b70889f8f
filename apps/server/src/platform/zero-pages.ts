/**
 * Gives the embedded database's memory that holds nothing but zeros back to the system. PGlite's
 * start writes its whole buffer pool (shared_buffers) with zeros: with the default 128MB the process
 * was 121 MB larger than with 16MB before the database had read a single page, and stayed so. A
 * memory page of zeros is given back with madvise(MADV_DONTNEED): on its next touch the system
 * hands out a fresh page of zeros, so what the database reads there is unchanged, and the pool
 * takes memory again only as it fills with the database's pages.
 *
 * Safe because nothing else writes the WASM memory meanwhile: PGlite runs on this thread, and the
 * scan and the calls are one synchronous stretch. koffi passes a typed array's own memory, not a
 * copy (zero-pages.test.ts checks it).
 */
import { loadLibc } from './libc';

const MADV_DONTNEED = 4;

type Madvise = (memory: Uint8Array, length: number, advice: number) => number;

let bound: { madvise: Madvise; pageSize: number } | null | undefined;

function bindMadvise() {
  if (bound !== undefined) return bound;
  bound = null;
  try {
    const libc = loadLibc();
    if (libc) {
      const pageSize = (libc.func('int getpagesize(void)') as () => number)();
      const madvise = libc.func('int madvise(void *addr, size_t length, int advice)') as Madvise;
      bound = { madvise, pageSize };
    }
  } catch {
    // no glibc: stays null
  }
  return bound;
}

/**
 * Releases the memory pages of `memory` that hold only zeros; answers how many bytes it released
 * (0 where madvise cannot be bound). `memory` must start on a page, as a WASM memory does.
 */
export function releaseZeroPages(memory: Uint8Array): number {
  const binding = bindMadvise();
  if (!binding || memory.byteOffset % binding.pageSize !== 0) return 0;
  const { madvise, pageSize } = binding;
  const words = new Int32Array(memory.buffer, memory.byteOffset, Math.floor(memory.byteLength / 4));
  const wordsPerPage = pageSize / 4;
  const pages = Math.floor(memory.byteLength / pageSize);
  let released = 0;
  let runStart = -1;
  const release = (end: number) => {
    if (runStart < 0) return;
    const length = (end - runStart) * pageSize;
    const run = new Uint8Array(memory.buffer, memory.byteOffset + runStart * pageSize, length);
    if (madvise(run, length, MADV_DONTNEED) === 0) released += length;
    runStart = -1;
  };
  for (let page = 0; page < pages; page++) {
    const end = (page + 1) * wordsPerPage;
    let word = page * wordsPerPage;
    while (word < end && words[word] === 0) word++;
    if (word === end) {
      if (runStart < 0) runStart = page;
    } else release(page);
  }
  release(pages);
  return released;
}
