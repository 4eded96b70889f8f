import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

// The embedded database's buffer pool is memory of the server process itself (README "Settings").
describe('PGLITE_SHARED_BUFFERS', () => {
  it('defaults to 16MB, which keeps the server under 300 MB while it issues 10,000 receipts', () => {
    expect(readConfig({}).pgliteSharedBuffers).toBe('16MB');
  });

  it.each(['16MB', '512kB', '1GB'])('takes %s', (value) => {
    expect(readConfig({ PGLITE_SHARED_BUFFERS: value }).pgliteSharedBuffers).toBe(value);
  });

  it.each(['16', '16 MB', '0MB', 'viel', '16MB; drop table x'])('refuses %j at start-up', (value) => {
    expect(() => readConfig({ PGLITE_SHARED_BUFFERS: value })).toThrow(/PGLITE_SHARED_BUFFERS/);
  });
});
