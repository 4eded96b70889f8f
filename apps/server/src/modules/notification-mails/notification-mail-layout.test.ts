import { describe, expect, it } from 'vitest';
import { escapeHtml, renderNotificationMail } from './notification-mail-layout';

describe('renderNotificationMail', () => {
  const mail = renderNotificationMail({
    type: 'collection_ended',
    subject: 'Sammlung beendet: <Orgel> & "Glocken"',
    recipientName: 'Anna <script>',
    organizationName: 'Gemeinde & Co',
    blocks: [
      { kind: 'text', text: 'Text <b>fett</b>' },
      {
        kind: 'table',
        rows: [
          ['Online', '1,00 €'],
          ['Gesamt', '<2 €>'],
        ],
      },
      { kind: 'link', label: 'Öffnen', url: 'https://example.org/#/a?x=1&y="2"' },
      { kind: 'list', items: ['<li>'] },
    ],
  });

  it('writes the plain-text part as it is, with a German greeting and footer', () => {
    expect(mail.text.split('\n')).toEqual([
      'Guten Tag Anna <script>,',
      '',
      'Text <b>fett</b>',
      '',
      'Online: 1,00 €',
      'Gesamt: <2 €>',
      '',
      'Öffnen:',
      'https://example.org/#/a?x=1&y="2"',
      '',
      '- <li>',
      '',
      'Sie erhalten diese E-Mail als Kontakt für „Ende von Sammlungen“ von „Gemeinde & Co“.',
      '',
      'Ihr Kollekta-Team',
    ]);
  });

  it('escapes everything interpolated into the HTML part', () => {
    expect(mail.html).toContain('<title>Sammlung beendet: &lt;Orgel&gt; &amp; &quot;Glocken&quot;</title>');
    expect(mail.html).toContain('<p>Guten Tag Anna &lt;script&gt;,</p>');
    expect(mail.html).toContain('<p>Text &lt;b&gt;fett&lt;/b&gt;</p>');
    expect(mail.html).toContain('&lt;2 €&gt;');
    expect(mail.html).toContain('<a href="https://example.org/#/a?x=1&amp;y=&quot;2&quot;">Öffnen</a>');
    expect(mail.html).toContain('<li>&lt;li&gt;</li>');
    expect(mail.html).not.toContain('<script>');
  });

  it('greets without a name when the contact has none', () => {
    expect(
      renderNotificationMail({
        ...{ type: 'cash_notification', subject: 's', organizationName: 'o', blocks: [] },
        recipientName: null,
      }).text,
    ).toMatch(/^Guten Tag,\n/);
  });

  it.each([
    ['<', '&lt;'],
    ['>', '&gt;'],
    ['&', '&amp;'],
    ['"', '&quot;'],
    ["'", '&#39;'],
  ])('escapes %s', (raw, escaped) => {
    expect(escapeHtml(raw)).toBe(escaped);
  });
});
