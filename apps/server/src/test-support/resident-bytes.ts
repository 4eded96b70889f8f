/** How much of a page-aligned typed array is in memory, asked of the system with mincore(2). */
import { createRequire } from 'node:module';

const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi');
const libc = koffi.load('libc.so.6');
const mincore = libc.func('int mincore(void *addr, size_t length, _Out_ uint8_t *vec)');
const pageSize = (libc.func('int getpagesize(void)') as () => number)();

export function residentBytesOf(memory: Uint8Array): number {
  const pages = Math.ceil(memory.byteLength / pageSize);
  const vector = new Uint8Array(pages);
  if (mincore(memory, memory.byteLength, vector) !== 0) throw new Error('mincore failed');
  return vector.reduce((count, flags) => count + (flags & 1), 0) * pageSize;
}
