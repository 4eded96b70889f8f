import { describe, expect, it } from 'vitest';
import { matchesTopicFilter } from './topic-filter';

describe('matchesTopicFilter', () => {
  it.each([
    ['a/status', 'a/status', true],
    ['a/status', 'a/status/x', false],
    ['+/cashup/status', 'demo-4-kb-1/cashup/status', true],
    ['+/cashup/status', 'demo-4-kb-1/cashup/request', false],
    ['a/screen/+', 'a/screen/main', true],
    ['a/screen/+', 'a/screen', false],
    ['a/#', 'a/wifi/signal/rssi', true],
    ['a/#', 'a', true],
    ['#', 'x/y', true],
    ['b/#', 'a/status', false],
  ])('%s ~ %s → %s', (filter, topic, expected) => {
    expect(matchesTopicFilter(filter, topic)).toBe(expected);
  });
});
