/**
 * glibc's functions that Node has no call for (malloc-trim.ts, zero-pages.ts), bound with koffi on
 * Linux only. Where there is no glibc or koffi has no build for the platform, the caller gets null
 * and does without.
 */
import type { LibraryHandle } from 'koffi';
import { lazyPackage } from './lazy-package';

// loaded inside the try below, so that a platform without koffi's build only loses the binding
const koffi = lazyPackage<typeof import('koffi')>('koffi');

let libc: LibraryHandle | null | undefined;

export function loadLibc(): LibraryHandle | null {
  if (libc !== undefined) return libc;
  libc = null;
  if (process.platform !== 'linux') return libc;
  try {
    libc = koffi().load('libc.so.6');
  } catch {
    // musl or no koffi build: stays null
  }
  return libc;
}
