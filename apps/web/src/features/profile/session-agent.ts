/** A session's user-agent string as 'Chrome auf Windows': bowser reads the string, the domain words it. */
import { describeSessionAgent, UNKNOWN_SESSION_AGENT } from '@kollekta/domain';
import Bowser from 'bowser';

export function labelUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return UNKNOWN_SESSION_AGENT;
  const { browser, os, platform } = Bowser.parse(userAgent);
  return describeSessionAgent({ browser: browser.name, os: os.name, model: platform.model });
}
