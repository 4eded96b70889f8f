import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit';

describe('createConcurrencyLimit', () => {
  it('runs at most `limit` tasks at once, all of them in the end, in order', async () => {
    const limit = createConcurrencyLimit(2);
    let running = 0;
    let mostAtOnce = 0;
    const started: number[] = [];
    const task = (index: number) => async () => {
      started.push(index);
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return index;
    };
    const results = await Promise.all([0, 1, 2, 3, 4, 5].map((index) => limit(task(index))));
    expect(results).toEqual([0, 1, 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(mostAtOnce).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    await expect(limit(async () => 'weiter')).resolves.toBe('weiter');
  });
});
