/**
 * One layout for every notification mail: a greeting, blocks of text, tables and links, and a footer
 * saying why the contact gets the mail. Each block becomes both the plain-text part and the HTML
 * part; everything interpolated into the HTML is escaped, since names of collections, organisations
 * and donors come from users and are never markup.
 */
import type { NotificationMailType } from '@kollekta/domain';
import type { MailAttachment } from '../../adapters/mail';

export type MailBlock =
  | { kind: 'text'; text: string }
  | { kind: 'table'; rows: readonly (readonly [string, string])[] }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'list'; items: readonly string[] };

export type ComposedMail = {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

/** The German names of the contact types (as the notifications page shows them). */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationMailType, string> = {
  collection_ended: 'Ende von Sammlungen',
  fill_accounting_fields: 'Buchungsangaben ausfüllen',
  intermediate_sum: 'Zwischenstände',
  cash_notification: 'Barsammlungen',
  disbursement_order_ready: 'Kollektenweiterleitung',
  recurring_payments: 'Dauerspenden',
  device_attendant: 'Gerätebetreuung',
  forward_billing_emails: 'Weitergeleitete Abrechnungsmails',
};

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function renderNotificationMail(input: {
  type: NotificationMailType;
  subject: string;
  recipientName: string | null;
  organizationName: string;
  blocks: readonly MailBlock[];
}): ComposedMail {
  const greeting = input.recipientName ? `Guten Tag ${input.recipientName},` : 'Guten Tag,';
  const footer = `Sie erhalten diese E-Mail als Kontakt für „${NOTIFICATION_TYPE_LABELS[input.type]}“ von „${input.organizationName}“.`;
  const text = [
    greeting,
    '',
    ...input.blocks.flatMap((block) => [...blockText(block), '']),
    footer,
    '',
    'Ihr Kollekta-Team',
  ].join('\n');
  const html = [
    '<!DOCTYPE html>',
    `<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #212121;">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...input.blocks.map(blockHtml),
    `<p style="color: #616161; font-size: 0.9em;">${escapeHtml(footer)}</p>`,
    '<p>Ihr Kollekta-Team</p>',
    '</body></html>',
  ].join('\n');
  return { subject: input.subject, text, html };
}

function blockText(block: MailBlock): string[] {
  switch (block.kind) {
    case 'text':
      return [block.text];
    case 'table': {
      const width = Math.max(...block.rows.map(([label]) => label.length));
      return block.rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`);
    }
    case 'link':
      return [`${block.label}:`, block.url];
    case 'list':
      return block.items.map((item) => `- ${item}`);
  }
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'table':
      return `<table style="border-collapse: collapse;">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding: 2px 16px 2px 0;">${escapeHtml(label)}</td><td style="padding: 2px 0; text-align: right;">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'link':
      return `<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  }
}
