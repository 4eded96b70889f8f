/**
 * The public token pages (issue 17) as a volunteer opens them from a notification mail: the link is
 * read from the outbox the mail job wrote (superusers see it in demo deployments) and opened on this
 * test server, whatever host the mail names.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { obtainToken } from './planning-page';

export const PHONE = { width: 390, height: 844 };

type OutboxMail = { id: number; recipient: string; subject: string; body_text: string };

/** The newest mail whose subject starts with `subject`, and the link in it to `pagePath`; null without one. */
export async function findLinkInOutbox(
  request: APIRequestContext,
  subject: string,
  pagePath: string,
): Promise<{ mail: OutboxMail; hashPath: string; token: string } | null> {
  const admin = await obtainToken(request, 'admin');
  const response = await request.get('/api/v2/admin/outbox/', {
    headers: { Authorization: `Token ${admin}` },
  });
  expect(response.status()).toBe(200);
  const mails = (await response.json()) as OutboxMail[];
  const mail = mails.find((candidate) => candidate.subject.startsWith(subject));
  if (!mail) return null;
  const escaped = pagePath.replace(/[/]/g, '\\/');
  const match = new RegExp(`#\\/${escaped}\\/([A-Za-z0-9_-]{43})[^\\s)>\\]]*`).exec(mail.body_text);
  expect(match, `a link to ${pagePath} in "${mail.subject}"`).toBeTruthy();
  return { mail, hashPath: match?.[0] ?? '', token: match?.[1] ?? '' };
}

/**
 * Like findLinkInOutbox, but the mail must be there: the jobs and schedules that write mails run
 * beside the requests, so it is waited for (up to 60 s).
 */
export async function readLinkFromOutbox(request: APIRequestContext, subject: string, pagePath: string) {
  let found: Awaited<ReturnType<typeof findLinkInOutbox>> = null;
  await expect
    .poll(
      async () => {
        found = await findLinkInOutbox(request, subject, pagePath);
        return found !== null;
      },
      { message: `a mail "${subject}…" in the outbox`, timeout: 60_000 },
    )
    .toBe(true);
  return found as NonNullable<typeof found>;
}

/** Opens a link's page; the page is public, so no session is needed. */
export async function openLink(page: Page, hashPath: string) {
  await page.goto(`/${hashPath}`);
}

/** Waits until the open dialog has faded in, for a screenshot that shows it. */
export async function dialogSettled(page: Page) {
  await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
}

/** The page fits the phone: nothing wider than the screen. */
export async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate('[document.documentElement.scrollWidth, window.innerWidth]');
  const [scrollWidth, innerWidth] = widths as [number, number];
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}
