/** What a simulated device shows on its screen, as an SVG image (its "screen capture"). */

const COLORS: Record<string, string> = {
  KB: '#723288',
  SD: '#03867b',
  SP: '#005F8C',
  KS: '#554193',
  FS: '#89313D',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function renderScreen(values: {
  name: string;
  deviceClass: string;
  time: Date;
  donationsToday: number;
  state: 'ready' | 'thanks' | 'cashUp' | 'code';
  /** shown after a large gift: the donor claims the receipt with it */
  code?: { code: string; claimUrl: string } | null;
}): string {
  const color = COLORS[values.deviceClass] ?? '#3E3E3E';
  const time = values.time.toLocaleTimeString('de-DE', { timeZone: 'Europe/Berlin', hour12: false });
  const headline =
    values.state === 'thanks' || values.state === 'code'
      ? 'Vielen Dank!'
      : values.state === 'cashUp'
        ? 'Kassenschnitt läuft …'
        : 'Ihre Spende';
  const amounts = [5, 10, 20]
    .map(
      (amount, index) =>
        `<rect x="${28 + index * 92}" y="120" width="80" height="48" rx="10" fill="#ffffff" fill-opacity="0.18"/>` +
        `<text x="${68 + index * 92}" y="152" font-size="22" text-anchor="middle" fill="#fff">${amount} €</text>`,
    )
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240" font-family="sans-serif">',
    `<rect width="320" height="240" fill="${color}"/>`,
    `<text x="16" y="30" font-size="14" fill="#fff" fill-opacity="0.8">${escapeXml(values.name)}</text>`,
    `<text x="304" y="30" font-size="14" fill="#fff" fill-opacity="0.8" text-anchor="end">${time}</text>`,
    `<text x="160" y="88" font-size="30" font-weight="bold" fill="#fff" text-anchor="middle">${headline}</text>`,
    values.state === 'ready' ? amounts : '',
    values.state === 'code' && values.code
      ? `<text x="160" y="122" font-size="13" fill="#fff" text-anchor="middle">Ihr Code für die Zuwendungsbestätigung:</text>` +
        `<text x="160" y="156" font-size="26" font-weight="bold" fill="#fff" text-anchor="middle" letter-spacing="2">${escapeXml(values.code.code)}</text>` +
        `<text x="160" y="184" font-size="11" fill="#fff" fill-opacity="0.9" text-anchor="middle">${escapeXml(values.code.claimUrl)}</text>`
      : '',
    `<text x="160" y="220" font-size="13" fill="#fff" fill-opacity="0.8" text-anchor="middle">Heute ${values.donationsToday} Spenden</text>`,
    '</svg>',
  ].join('');
}
