import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { bindMallocTrim } from './malloc-trim';

const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi');
const MB = 1024 * 1024;

function residentBytes(): number {
  const kilobytes = /VmRSS:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1];
  return Number(kilobytes) * 1024;
}

describe('malloc_trim', () => {
  it('is bound on this Linux with glibc', () => {
    expect(bindMallocTrim(), 'glibc or koffi missing: apps/server needs koffi (npm ci)').toBeTypeOf(
      'function',
    );
  });

  it('gives freed chunks between live ones back to the system, which free() alone does not', () => {
    const libc = koffi.load('libc.so.6');
    const malloc = libc.func('void *malloc(size_t size)');
    const memset = libc.func('void *memset(void *s, int c, size_t n)');
    const free = libc.func('void free(void *ptr)');
    const trim = bindMallocTrim();
    // 64 kB chunks stay below glibc's mmap threshold: they come from the heap, as V8's zones do
    const chunks = Array.from({ length: 1200 }, () => {
      const chunk = malloc(64 * 1024);
      memset(chunk, 1, 64 * 1024);
      return chunk;
    });
    const live = malloc(64 * 1024);
    for (const chunk of chunks) free(chunk);
    const afterFree = residentBytes();
    trim?.();
    const afterTrim = residentBytes();
    free(live);
    expect((afterFree - afterTrim) / MB).toBeGreaterThan(40);
  });
});
