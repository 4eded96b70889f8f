import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

// The embedded database's buffer pool is memory of the server process itself (README "Settings").
describe('PGLITE_SHARED_BUFFERS', () => {
  it("defaults to PostgreSQL's own 128MB", () => {
    expect(readConfig({}).pgliteSharedBuffers).toBe('128MB');
  });

  it.each(['16MB', '512kB', '1GB'])('takes %s', (value) => {
    expect(readConfig({ PGLITE_SHARED_BUFFERS: value }).pgliteSharedBuffers).toBe(value);
  });

  it.each(['16', '16 MB', '0MB', 'viel', '16MB; drop table x'])('refuses %j at start-up', (value) => {
    expect(() => readConfig({ PGLITE_SHARED_BUFFERS: value })).toThrow(/PGLITE_SHARED_BUFFERS/);
  });
});
