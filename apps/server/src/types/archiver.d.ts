/**
 * The part of archiver 8 the server uses (the package ships no types, and @types/archiver describes
 * the older default export). ZipArchive is a Transform stream: pipe it to a file, append entries,
 * finalize; 'entry' fires when an entry has been written into the archive.
 */
declare module 'archiver' {
  import type { Transform } from 'node:stream';

  export type EntryData = {
    name: string;
    date?: Date | string;
    /** STORE instead of DEFLATE for this entry */
    store?: boolean;
    mode?: number;
  };

  export type ZipOptions = {
    /** STORE every entry (no compression) */
    store?: boolean;
    zlib?: { level?: number };
    comment?: string;
    forceZip64?: boolean;
  };

  export class ZipArchive extends Transform {
    constructor(options?: ZipOptions);
    append(source: Buffer | string | NodeJS.ReadableStream, data: EntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
    on(event: 'entry', listener: (entry: EntryData) => void): this;
    on(event: 'warning' | 'error', listener: (error: Error) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
