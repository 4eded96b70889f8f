import { describe, expect, it } from 'vitest';
import { describeSessionAgent, UNKNOWN_SESSION_AGENT } from './session-agent';

describe('describeSessionAgent', () => {
  it.each([
    [{ browser: 'Chrome', os: 'Windows' }, 'Chrome auf Windows'],
    [{ browser: 'Safari', os: 'iOS', model: 'iPhone' }, 'Safari auf iPhone'],
    [{ browser: 'Safari', os: 'iOS', model: 'iPad' }, 'Safari auf iPad'],
    [{ browser: 'Safari', os: 'iOS' }, 'Safari auf iOS'],
    [{ browser: 'Safari', os: 'macOS' }, 'Safari auf Mac'],
    [{ browser: 'Firefox', os: 'Linux' }, 'Firefox auf Linux'],
    [{ browser: 'Microsoft Edge', os: 'Windows' }, 'Edge auf Windows'],
    [{ browser: 'Samsung Internet for Android', os: 'Android' }, 'Samsung Internet auf Android'],
    [{ browser: 'Chrome', os: 'Chrome OS' }, 'Chrome auf ChromeOS'],
    [{ browser: 'Chrome' }, 'Chrome'],
    [{ browser: '', os: 'Android' }, 'Browser auf Android'],
  ])('%o reads %s', (agent, label) => {
    expect(describeSessionAgent(agent)).toBe(label);
  });

  it("says 'Unbekannter Browser' when nothing was recognised", () => {
    expect(describeSessionAgent({})).toBe(UNKNOWN_SESSION_AGENT);
    expect(describeSessionAgent({ browser: ' ', os: '' })).toBe('Unbekannter Browser');
  });
});
