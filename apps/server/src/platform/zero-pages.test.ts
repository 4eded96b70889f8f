import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { residentBytesOf } from '../test-support/resident-bytes';
import { releaseZeroPages } from './zero-pages';

const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi');
const MB = 1024 * 1024;
const WASM_PAGE = 64 * 1024;
const PAGE = 4096;

// the server's TypeScript libraries declare WebAssembly's types but not its globals; Node has them
const { Memory } = (
  globalThis as unknown as {
    WebAssembly: { Memory: new (descriptor: { initial: number }) => { buffer: ArrayBuffer } };
  }
).WebAssembly;

/** A WASM memory of `megabytes`, as PGlite's: page-aligned, every byte written (resident). */
function touchedWasmMemory(megabytes: number): Uint8Array {
  const memory = new Memory({ initial: (megabytes * MB) / WASM_PAGE });
  const bytes = new Uint8Array(memory.buffer);
  bytes.fill(0);
  return bytes;
}

describe('releaseZeroPages', () => {
  it('reaches the typed array’s own memory through koffi, not a copy', () => {
    const bytes = touchedWasmMemory(4);
    bytes.fill(1);
    const madvise = koffi.load('libc.so.6').func('int madvise(void *addr, size_t length, int advice)');
    const MADV_DONTNEED = 4;
    expect(madvise(new Uint8Array(bytes.buffer, MB, MB), MB, MADV_DONTNEED)).toBe(0);
    // a released page of private memory reads as zeros: seen here only if the call reached it
    expect(bytes[MB]).toBe(0);
    expect(bytes[2 * MB - 1]).toBe(0);
    expect(bytes[MB - 1]).toBe(1);
    expect(bytes[2 * MB]).toBe(1);
  });

  it('gives back the pages of zeros and keeps every byte as it was', () => {
    const bytes = touchedWasmMemory(64);
    const marked = [0, 1, 5000, 5001, 16383].map((page) => page * PAGE + 123);
    for (const offset of marked) bytes[offset] = 0xab;
    bytes[bytes.length - 1] = 7; // the last page's last byte
    expect(residentBytesOf(bytes) / MB).toBeGreaterThan(63);

    const released = releaseZeroPages(bytes);

    expect(released).toBe(64 * MB - 5 * PAGE);
    expect(residentBytesOf(bytes)).toBe(5 * PAGE);
    for (const offset of marked) expect(bytes[offset]).toBe(0xab);
    expect(bytes[bytes.length - 1]).toBe(7);
    const nonZero = bytes.reduce((count, byte) => count + (byte === 0 ? 0 : 1), 0);
    expect(nonZero).toBe(marked.length + 1);
  });

  it('reads only the pages in memory, so that pages never touched stay out of it', () => {
    const memory = new Memory({ initial: (64 * MB) / WASM_PAGE });
    const bytes = new Uint8Array(memory.buffer);
    bytes.fill(0, 0, MB); // 1 MB of zeros in memory, 63 MB never touched
    bytes[10] = 1;
    expect(residentBytesOf(bytes)).toBe(MB);

    const released = releaseZeroPages(bytes);

    expect(released).toBe(MB - PAGE);
    expect(residentBytesOf(bytes)).toBe(PAGE);
    expect(bytes[10]).toBe(1);
  });

  it('leaves memory that does not start on a page alone', () => {
    const bytes = touchedWasmMemory(1);
    expect(releaseZeroPages(new Uint8Array(bytes.buffer, 16))).toBe(0);
    expect(residentBytesOf(bytes)).toBe(MB);
  });
});
