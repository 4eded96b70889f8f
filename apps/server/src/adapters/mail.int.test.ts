/**
 * Mail with attachments: the outbox keeps the HTML part and the attachments; with SMTP_URL the mail
 * goes to the SMTP server with the image as an inline part (Content-ID) and is marked sent.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { createMailSender } from './mail';

/** A minimal SMTP server that accepts every mail and keeps its data. */
function startFakeSmtpServer(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let data: string[] | null = null;
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            messages.push(data.join('\r\n'));
            data = null;
            socket.write('250 OK: queued\r\n');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
        } else {
          const command = line.slice(0, 4).toUpperCase();
          if (command === 'EHLO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
          else if (command === 'HELO') socket.write('250 localhost\r\n');
          else if (command === 'DATA') {
            data = [];
            socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
          } else if (command === 'QUIT') {
            socket.end('221 Bye\r\n');
          } else socket.write('250 OK\r\n');
        }
        end = buffer.indexOf('\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      resolve({
        port: address.port,
        messages,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const mail = {
  to: 'pfarramt@lauffen.kirche.example',
  subject: 'Vorankündigung: „Orgel“',
  text: 'Guten Tag',
  html: '<p>Guten Tag</p><img src="cid:qr-code@kollekta">',
  attachments: [
    { filename: 'QR-Code Orgel.png', contentType: 'image/png', content: png, contentId: 'qr-code@kollekta' },
  ],
};

describe('mail with attachments', () => {
  it('keeps them in the outbox without SMTP', async () => {
    await createMailSender(server.context.db, { from: 'Kollekta <noreply@kollekta.test>' }).send(mail);
    const row = await server.context.db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ recipient: mail.to, body_html: mail.html, sent_at: null });
    expect(row.attachments).toEqual([
      {
        filename: 'QR-Code Orgel.png',
        content_type: 'image/png',
        content_id: 'qr-code@kollekta',
        content_base64: png.toString('base64'),
      },
    ]);
  });

  it('hands them to the SMTP server as an inline image, and marks the mail sent', async () => {
    const smtp = await startFakeSmtpServer();
    try {
      await createMailSender(server.context.db, {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'Kollekta <noreply@kollekta.test>',
      }).send(mail);
      expect(smtp.messages).toHaveLength(1);
      const message = smtp.messages[0] ?? '';
      expect(message).toMatch(/^To: pfarramt@lauffen\.kirche\.example$/m);
      expect(message).toContain('Content-Type: text/html');
      expect(message).toMatch(/Content-Type: image\/png; name=/);
      expect(message).toContain('Content-ID: <qr-code@kollekta>');
      expect(message.replace(/\r\n/g, '')).toContain(png.toString('base64'));
      const row = await server.context.db
        .selectFrom('mail_outbox')
        .select(['sent_at', 'error'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row.error).toBeNull();
      expect(row.sent_at).not.toBeNull();
    } finally {
      await smtp.close();
    }
  });
});
