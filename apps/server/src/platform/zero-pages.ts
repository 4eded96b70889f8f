/**
 * Gives the embedded database's memory that holds nothing but zeros back to the system. PGlite's
 * start writes its whole buffer pool (shared_buffers) with zeros: with the default 128MB the process
 * was 121 MB larger than with 16MB before the database had read a single page, and stayed so. A
 * memory page of zeros is given back with madvise(MADV_DONTNEED): on its next touch the system
 * hands out a fresh page of zeros, so what the database reads there is unchanged, and the pool
 * takes memory again only as it fills with the database's pages.
 *
 * Only pages in memory are read: reading a page never touched maps it, and scanning PGlite's 128 MB
 * of WASM memory that way made the start 90 MB larger for a moment than the server ever was after.
 * A page out of memory is left alone, as it may be one swapped out with data on it.
 *
 * Safe because nothing else writes the WASM memory meanwhile: PGlite runs on this thread, and the
 * scan and the calls are one synchronous stretch. koffi passes a typed array's own memory, not a
 * copy (zero-pages.test.ts checks it).
 */
import { loadLibc } from './libc';

const MADV_DONTNEED = 4;

type Madvise = (memory: Uint8Array, length: number, advice: number) => number;
/** fills `vector` with one byte per page, whose lowest bit says the page is in memory */
type Mincore = (memory: Uint8Array, length: number, vector: Uint8Array) => number;

let bound: { madvise: Madvise; mincore: Mincore; pageSize: number } | null | undefined;

function bindMadvise() {
  if (bound !== undefined) return bound;
  bound = null;
  try {
    const libc = loadLibc();
    if (libc) {
      const pageSize = (libc.func('int getpagesize(void)') as () => number)();
      const madvise = libc.func('int madvise(void *addr, size_t length, int advice)') as Madvise;
      const mincore = libc.func('int mincore(void *addr, size_t length, _Out_ uint8_t *vec)') as Mincore;
      bound = { madvise, mincore, pageSize };
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
  const { madvise, mincore, pageSize } = binding;
  const words = new Int32Array(memory.buffer, memory.byteOffset, Math.floor(memory.byteLength / 4));
  const wordsPerPage = pageSize / 4;
  const pages = Math.floor(memory.byteLength / pageSize);
  const residency = new Uint8Array(pages);
  if (pages === 0 || mincore(memory, pages * pageSize, residency) !== 0) return 0;
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
    if (((residency[page] ?? 0) & 1) === 0) {
      release(page);
      continue;
    }
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
