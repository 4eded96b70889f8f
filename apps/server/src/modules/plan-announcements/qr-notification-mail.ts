/**
 * The German QR-code notification mail of a plan: the collection, its period, the organisation, the
 * plan's direct link, and its QR code as a PNG shown inline and attached.
 */
import { formatPlanPeriod } from '@kollekta/domain';
import type { OutgoingMail } from '../../adapters/mail';

export const QR_CODE_CONTENT_ID = 'qr-code@kollekta';

export type QrMailValues = {
  recipientName: string | null;
  organizationName: string;
  /** the organisation the plan belongs to, when it is not the announcing one (inherited plans) */
  plannedBy: string | null;
  planName: string;
  start: Date | null;
  end: Date | null;
  link: string;
  qrPng: Buffer;
};

export function renderQrNotificationMail(values: QrMailValues, to: string): OutgoingMail {
  const period = formatPlanPeriod(values.start, values.end);
  const greeting = values.recipientName ? `Guten Tag ${values.recipientName},` : 'Guten Tag,';
  const details = [
    ['Sammlung', values.planName],
    ['Zeitraum', period],
    ['Organisation', values.organizationName],
    ...(values.plannedBy ? [['Geplant von', values.plannedBy]] : []),
  ] as [string, string][];
  const text = [
    greeting,
    '',
    `für „${values.organizationName}“ ist eine Sammlung geplant:`,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    'Direktlink zur Sammlung:',
    values.link,
    '',
    'Den QR-Code zu diesem Link finden Sie im Anhang, zum Beispiel für den Gemeindebrief, für Aushänge oder für die Abkündigung im Gottesdienst.',
    '',
    'Sie erhalten diese E-Mail als Kontakt für die Vorankündigung von Sammlungen.',
    '',
    'Ihr Kollekta-Team',
  ].join('\n');
  const html = [
    '<!doctype html><html lang="de"><body style="font-family: Arial, sans-serif; color: #222;">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>für „${escapeHtml(values.organizationName)}“ ist eine Sammlung geplant:</p>`,
    '<table style="border-collapse: collapse;">',
    ...details.map(
      ([label, value]) =>
        `<tr><td style="padding: 2px 12px 2px 0; color: #555;">${escapeHtml(label)}</td><td style="padding: 2px 0;"><strong>${escapeHtml(value)}</strong></td></tr>`,
    ),
    '</table>',
    `<p>Direktlink zur Sammlung:<br><a href="${escapeHtml(values.link)}">${escapeHtml(values.link)}</a></p>`,
    `<p><img src="cid:${QR_CODE_CONTENT_ID}" alt="QR-Code zum Direktlink" width="256" height="256"></p>`,
    '<p>Den QR-Code finden Sie auch im Anhang, zum Beispiel für den Gemeindebrief, für Aushänge oder für die Abkündigung im Gottesdienst.</p>',
    '<p style="color: #555;">Sie erhalten diese E-Mail als Kontakt für die Vorankündigung von Sammlungen.</p>',
    '<p>Ihr Kollekta-Team</p>',
    '</body></html>',
  ].join('\n');
  return {
    to,
    subject: `Vorankündigung: „${values.planName}“`,
    text,
    html,
    attachments: [
      {
        filename: `QR-Code ${toFileName(values.planName)}.png`,
        contentType: 'image/png',
        content: values.qrPng,
        contentId: QR_CODE_CONTENT_ID,
      },
    ],
  };
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Letters (umlauts too), digits, spaces and hyphens; at most 60 characters. */
function toFileName(name: string): string {
  const cleaned = name
    .replace(/[^\p{L}\p{N} -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
    .trim();
  return cleaned === '' ? 'Sammlung' : cleaned;
}
