import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['gemeinde', 'kasse', 'nachbar']) tokens[username] = await server.login(username);
});
afterAll(() => server.close());

function multipart(
  fields: [string, string][],
  file: { name: string; content: Buffer; type?: string } | null,
) {
  const boundary = `----kollekta${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(
  username: string,
  types: string[],
  file: { name: string; content: Buffer; type?: string } | null,
  organization = `http://localhost/api/v2/organization/${server.world.ids.parish}/`,
) {
  const body = multipart(
    [['organization', organization], ...types.map((type): [string, string] => ['types', type])],
    file,
  );
  return server.call({ method: 'POST', url: '/api/v2/content/image/', token: tokens[username], ...body });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 114, g: 50, b: 136, alpha: 0.5 } } })
    .png()
    .toBuffer();

function bmp(width: number, height: number): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + rowSize * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.fill(0x80, 54);
  return file;
}

describe('image upload (devices-income-kirchgeld.md §5, §7)', () => {
  it('stores a logo with thumbnails and lists it for the parish', async () => {
    const response = await upload('gemeinde', ['logo_wide'], {
      name: 'logo.png',
      content: await png(400, 100),
    });
    expect(response.statusCode).toBe(201);
    const image = response.json();
    expect(image).toMatchObject({
      name: 'logo.png',
      types: ['logo_wide'],
      mime_type: 'image/png',
      width: 400,
      height: 100,
      organization_id: server.world.ids.parish,
    });
    expect(
      image.thumbnails.map((thumbnail: { width: number; height: number; cropped: boolean }) => thumbnail),
    ).toEqual([
      expect.objectContaining({ width: 200, height: 200, cropped: true }),
      expect.objectContaining({ width: 400, height: 100, cropped: false }),
    ]);
    const file = await server.call({ method: 'GET', url: new URL(image.download_url).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(String(file.headers['content-security-policy'])).toContain('sandbox');
    const thumbnail = await server.call({
      method: 'GET',
      url:
        new URL(image.thumbnails[0].download_url).pathname + new URL(image.thumbnails[0].download_url).search,
    });
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(200);

    const list = await server.call({
      method: 'GET',
      url: `/api/v2/content/image/?organization=${server.world.ids.parish}`,
      token: tokens.kasse,
    });
    expect(list.json().map((entry: { hash: string }) => entry.hash)).toEqual([image.hash]);
  });

  it('refuses a text file named .png with the format message', async () => {
    const response = await upload('gemeinde', ['logo_square'], {
      name: 'logo.png',
      content: Buffer.from('Dies ist kein Bild, nur ein Text.\n'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: ['Nur PNG-, JPEG-, BMP- oder SVG-Bilder sind erlaubt.'] });
    const background = await upload('gemeinde', ['bg_spendeapp'], {
      name: 'bild.jpg',
      content: Buffer.from('GIF89a……'),
    });
    expect(background.json()).toEqual({ file: ['Nur PNG-, JPEG- oder BMP-Bilder sind erlaubt.'] });
  });

  it('refuses oversized files: Maximal 10 MB! for backgrounds, Maximal 2 MB! for logos', async () => {
    const header = await png(1600, 1200);
    const huge = Buffer.concat([header, Buffer.alloc(10 * 1024 * 1024 + 1 - header.length)]);
    const background = await upload('gemeinde', ['bg_spendeapp'], { name: 'gross.png', content: huge });
    expect(background.statusCode).toBe(400);
    expect(background.json()).toEqual({ file: ['Maximal 10 MB!'] });
    const largeLogo = Buffer.concat([header, Buffer.alloc(2 * 1024 * 1024 + 1 - header.length)]);
    const logo = await upload('gemeinde', ['logo_square'], { name: 'logo.png', content: largeLogo });
    expect(logo.json()).toEqual({ file: ['Maximal 2 MB!'] });
  });

  it('takes a large background within 10 MB, a bmp, and an svg logo; refuses an svg background', async () => {
    const noise = await sharp(
      Buffer.alloc(1600 * 1200 * 3).map(() => Math.floor(Math.random() * 256)),
      {
        raw: { width: 1600, height: 1200, channels: 3 },
      },
    )
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(
      (await upload('gemeinde', ['bg_spendeapp'], { name: 'kirche.png', content: noise })).statusCode,
    ).toBe(201);
    const bitmap = await upload('gemeinde', ['bg_spendeapp'], {
      name: 'alt.bmp',
      content: bmp(64, 48),
      type: 'image/bmp',
    });
    expect(bitmap.statusCode).toBe(201);
    expect(bitmap.json()).toMatchObject({ mime_type: 'image/bmp', width: 64, height: 48 });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="#723288"/></svg>',
    );
    expect(
      (await upload('gemeinde', ['logo_wide'], { name: 'logo.svg', content: svg, type: 'image/svg+xml' }))
        .statusCode,
    ).toBe(201);
    expect((await upload('gemeinde', ['bg_spendeapp'], { name: 'bg.svg', content: svg })).json()).toEqual({
      file: ['Nur PNG-, JPEG- oder BMP-Bilder sind erlaubt.'],
    });
  });

  it('refuses a logo wider than 4.5:1', async () => {
    const response = await upload('gemeinde', ['logo_wide'], {
      name: 'band.png',
      content: await png(460, 100),
    });
    expect(response.json()).toEqual({
      file: ['Das Logo darf höchstens 4,5-mal so breit wie hoch sein (und umgekehrt).'],
    });
  });

  it('lets only those who may change the organisation upload, and hides other parishes', async () => {
    const content = await png(100, 100);
    expect((await upload('kasse', ['logo_square'], { name: 'a.png', content })).statusCode).toBe(403);
    expect((await upload('nachbar', ['logo_square'], { name: 'a.png', content })).statusCode).toBe(404);
    expect(
      (
        await server.call({
          method: 'GET',
          url: `/api/v2/content/image/?organization=${server.world.ids.parish}`,
          token: tokens.nachbar,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('accepts an uploaded image in a setting, and no other', async () => {
    const image = (
      await upload('gemeinde', ['logo_square'], { name: 'eck.png', content: await png(120, 120) })
    ).json();
    const save = (hash: string) =>
      server.call({
        method: 'PATCH',
        url: `/api/v2/organization/${server.world.ids.parish}/settings/john/`,
        token: tokens.gemeinde,
        payload: { settings_local: { webappLogo: hash } },
      });
    expect((await save(image.hash)).statusCode).toBe(200);
    expect((await save('0'.repeat(64))).json()).toEqual({
      webappLogo: ['Bitte ein hochgeladenes Bild wählen'],
    });
  });
});

describe('image bombs and broken images (issue 11, finding 6)', () => {
  const TOO_LARGE = { file: ['Das Bild ist zu groß (höchstens 40 Megapixel).'] };
  let bomb: Buffer;

  beforeAll(async () => {
    // 10,000 × 10,000 pixels of one colour: a few hundred kB as png, 400 MB once decoded.
    bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: { r: 255, g: 255, b: 255 } },
    })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
  });

  async function storedImages() {
    const rows = await server.context.db.selectFrom('content_image').select('hash').execute();
    const filesDir = path.join(server.context.config.dataDir, 'files');
    const files = fs.existsSync(filesDir) ? fs.readdirSync(filesDir, { recursive: true }).length : 0;
    return { rows: rows.length, files };
  }

  it('refuses a 10,000 × 10,000 png logo of a few hundred kB with 400, and stores nothing', async () => {
    const before = await storedImages();
    const response = await upload('gemeinde', ['logo_square'], { name: 'bombe.png', content: bomb });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(TOO_LARGE);
    expect(await storedImages()).toEqual(before);
  });

  it('refuses an svg that declares 100,000 × 100,000 pixels', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="100%" height="100%"/></svg>',
    );
    const response = await upload('gemeinde', ['logo_square'], { name: 'gross.svg', content: svg });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(TOO_LARGE);
  });

  it('refuses a png cut off after its header with 400, and stores nothing', async () => {
    const whole = await sharp(
      Buffer.alloc(300 * 300 * 3).map(() => Math.floor(Math.random() * 256)),
      { raw: { width: 300, height: 300, channels: 3 } },
    )
      .png()
      .toBuffer();
    const before = await storedImages();
    const response = await upload('gemeinde', ['logo_square'], {
      name: 'halb.png',
      content: whole.subarray(0, Math.floor(whole.length / 2)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: ['Die Datei ist kein lesbares Bild.'] });
    expect(await storedImages()).toEqual(before);
  });

  it('answers 12 bombs at once with 400 each while memory stays bounded, and still takes a logo', async () => {
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 5);
    try {
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          upload('gemeinde', ['logo_square'], { name: `bombe-${index}.png`, content: bomb }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(400));
    } finally {
      clearInterval(sampler);
    }
    // Decoding even one of them takes 300 MB (three channels); refused from the header, none is decoded.
    expect(rssPeak - rssBefore).toBeLessThan(300 * 1024 * 1024);

    const logo = await upload('gemeinde', ['logo_square'], {
      name: 'logo.png',
      content: await png(300, 300),
    });
    expect(logo.statusCode).toBe(201);
  });
});
