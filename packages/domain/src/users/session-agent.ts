/**
 * 'Aktive Sitzungen' names a session's browser as people say it ('Chrome auf Windows', 'Safari auf
 * iPhone'), not as the raw user-agent string. Parsing the string is a library's job (the web uses
 * bowser); this turns what it found into the German label.
 */

/** What a user-agent parser found; empty strings and undefined mean 'not recognised'. */
export type ParsedUserAgent = {
  browser?: string | undefined;
  os?: string | undefined;
  /** the device model where the parser knows it, e.g. 'iPhone' or 'iPad' */
  model?: string | undefined;
};

export const UNKNOWN_SESSION_AGENT = 'Unbekannter Browser';

/** Parsers' long names, shortened to what the browsers call themselves. */
const BROWSER_NAMES: Readonly<Record<string, string>> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  'Internet Explorer': 'Internet Explorer',
  'Opera Coast': 'Opera',
  'Android Browser': 'Android-Browser',
};

const SYSTEM_NAMES: Readonly<Record<string, string>> = {
  macOS: 'Mac',
  'Chrome OS': 'ChromeOS',
};

export function describeSessionAgent(agent: ParsedUserAgent): string {
  const browser = agent.browser?.trim() ? (BROWSER_NAMES[agent.browser.trim()] ?? agent.browser.trim()) : '';
  const system = describeSystem(agent);
  if (browser && system) return `${browser} auf ${system}`;
  if (browser) return browser;
  if (system) return `Browser auf ${system}`;
  return UNKNOWN_SESSION_AGENT;
}

function describeSystem({ os, model }: ParsedUserAgent): string {
  const name = os?.trim() ?? '';
  // iOS and iPadOS are read by the device people hold
  if ((name === 'iOS' || name === 'iPadOS') && model?.trim()) return model.trim();
  return SYSTEM_NAMES[name] ?? name;
}
