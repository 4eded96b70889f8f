/**
 * The carousel's pictures as drawn illustrations (no photographs are in the repository): the
 * offering bag, the pillar, the collection app and the planning, in the product's colours. Purely
 * decorative SVG; the carousel says in words what each shows.
 */
import type { ReactElement } from 'react';
import type { SlideKey } from '../messages';

const INK = '#10324f';
const BRAND = '#1f5a96';
const GOLD = '#f2c14e';
const COLLECTION_APP = '#723288';
const DONATION_APP = '#03867b';

function Backdrop({ from, to }: { from: string; to: string }) {
  const id = `bg-${from.slice(1)}-${to.slice(1)}`;
  return (
    <>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill={`url(#${id})`} />
      {/* a church window's arch behind every picture */}
      <path d="M470 360V150a90 90 0 0 1 180 0v210z" fill="#ffffff" opacity="0.12" />
      <path d="M-10 360V210a70 70 0 0 1 140 0v150z" fill="#ffffff" opacity="0.08" />
    </>
  );
}

function OfferingBag() {
  return (
    <svg viewBox="0 0 640 360" role="presentation" focusable="false">
      <Backdrop from="#e8f0f8" to="#c9dcee" />
      {/* the pole and the bag */}
      <rect x="80" y="150" width="300" height="14" rx="7" fill="#8a5a2b" />
      <path d="M360 150c0 0 10 0 10 0v20h-10z" fill="#6d4520" />
      <path d="M380 135h120a16 16 0 0 1 16 16v8a16 16 0 0 1-16 16H380z" fill="#8a5a2b" />
      <path d="M392 170h104l-14 120a26 26 0 0 1-26 22h-24a26 26 0 0 1-26-22z" fill="#7b1f2c" />
      <path d="M400 190h88" stroke={GOLD} strokeWidth="6" strokeLinecap="round" />
      {/* the card reader on the bag */}
      <rect x="414" y="210" width="60" height="78" rx="10" fill={INK} />
      <rect x="422" y="220" width="44" height="28" rx="4" fill="#7fd3c7" />
      <circle cx="444" cy="268" r="9" fill="none" stroke="#ffffff" strokeWidth="3" />
      {/* contactless waves from a card */}
      <rect x="250" y="200" width="110" height="70" rx="10" fill={BRAND} transform="rotate(-12 305 235)" />
      <rect x="262" y="222" width="30" height="20" rx="4" fill={GOLD} transform="rotate(-12 305 235)" />
      <g fill="none" stroke={BRAND} strokeWidth="6" strokeLinecap="round">
        <path d="M380 210a22 22 0 0 1 0 30" />
        <path d="M394 198a40 40 0 0 1 0 54" opacity="0.7" />
      </g>
    </svg>
  );
}

function Pillar() {
  return (
    <svg viewBox="0 0 640 360" role="presentation" focusable="false">
      <Backdrop from="#e6f4f1" to="#c4e4de" />
      <rect x="40" y="318" width="560" height="42" fill="#ffffff" opacity="0.5" />
      {/* the pillar with its screen */}
      <rect x="250" y="40" width="140" height="290" rx="18" fill={INK} />
      <rect x="236" y="318" width="168" height="18" rx="6" fill="#0b2438" />
      <rect x="264" y="58" width="112" height="150" rx="8" fill="#ffffff" />
      {[0, 1, 2].map((row) => (
        <g key={row}>
          <rect
            x="272"
            y={68 + row * 46}
            width="96"
            height="38"
            rx="6"
            fill={DONATION_APP}
            opacity={1 - row * 0.2}
          />
          <rect x="280" y={80 + row * 46} width="56" height="6" rx="3" fill="#ffffff" />
          <rect x="280" y={92 + row * 46} width="36" height="5" rx="2.5" fill="#ffffff" opacity="0.7" />
        </g>
      ))}
      {/* the card reader */}
      <rect x="284" y="226" width="72" height="52" rx="8" fill="#24425e" />
      <circle cx="320" cy="252" r="12" fill="none" stroke="#7fd3c7" strokeWidth="4" />
      {/* a donor's hand with a phone */}
      <rect x="430" y="200" width="56" height="96" rx="10" fill={BRAND} transform="rotate(14 458 248)" />
      <rect x="438" y="212" width="40" height="64" rx="4" fill="#dce9f5" transform="rotate(14 458 248)" />
      <g fill="none" stroke={DONATION_APP} strokeWidth="6" strokeLinecap="round">
        <path d="M412 236a20 20 0 0 0 0 28" />
        <path d="M398 224a38 38 0 0 0 0 52" opacity="0.7" />
      </g>
    </svg>
  );
}

function CollectionApp() {
  return (
    <svg viewBox="0 0 640 360" role="presentation" focusable="false">
      <Backdrop from="#f1e9f5" to="#dccbe6" />
      {/* the phone */}
      <rect x="230" y="22" width="180" height="320" rx="26" fill={INK} />
      <rect x="242" y="40" width="156" height="284" rx="14" fill={COLLECTION_APP} />
      <text
        x="258"
        y="92"
        fill="#ffffff"
        fontFamily="Roboto, Arial, sans-serif"
        fontWeight="500"
        fontSize="22"
      >
        Für
      </text>
      <text
        x="258"
        y="122"
        fill="#ffffff"
        fontFamily="Roboto, Arial, sans-serif"
        fontWeight="500"
        fontSize="22"
      >
        Brot für
      </text>
      <text
        x="258"
        y="152"
        fill="#ffffff"
        fontFamily="Roboto, Arial, sans-serif"
        fontWeight="500"
        fontSize="22"
      >
        die Welt
      </text>
      {['5 €', '10 €', '20 €'].map((amount, index) => (
        <g key={amount}>
          <rect x={256 + index * 46} y="196" width="40" height="40" rx="20" fill="#ffffff" opacity="0.92" />
          <text
            x={276 + index * 46}
            y="221"
            textAnchor="middle"
            fill={COLLECTION_APP}
            fontFamily="Roboto, Arial, sans-serif"
            fontWeight="700"
            fontSize="13"
          >
            {amount}
          </text>
        </g>
      ))}
      <rect x="256" y="262" width="128" height="40" rx="20" fill={GOLD} />
      <text
        x="320"
        y="288"
        textAnchor="middle"
        fill={INK}
        fontFamily="Roboto, Arial, sans-serif"
        fontWeight="700"
        fontSize="15"
      >
        Geben
      </text>
      {/* a QR code beside it */}
      <rect x="450" y="110" width="120" height="120" rx="10" fill="#ffffff" />
      {[0, 1, 2, 3, 4, 5].flatMap((row) =>
        [0, 1, 2, 3, 4, 5].map((column) =>
          (row * 7 + column * 3) % 4 === 0 || row === column ? (
            <rect
              key={`${row}-${column}`}
              x={462 + column * 16}
              y={122 + row * 16}
              width="14"
              height="14"
              fill={INK}
            />
          ) : null,
        ),
      )}
    </svg>
  );
}

function Planning() {
  const bars = [58, 72, 64, 90, 120, 84, 70, 96, 110, 80, 100, 140];
  return (
    <svg viewBox="0 0 640 360" role="presentation" focusable="false">
      <Backdrop from="#fdf4e3" to="#f3ddb3" />
      {/* the calendar */}
      <rect x="50" y="50" width="250" height="250" rx="14" fill="#ffffff" />
      <rect x="50" y="50" width="250" height="46" rx="14" fill={BRAND} />
      <rect x="50" y="80" width="250" height="16" fill={BRAND} />
      {[0, 1, 2, 3, 4].flatMap((row) =>
        [0, 1, 2, 3, 4, 5, 6].map((column) => {
          const isSunday = column === 6;
          return (
            <rect
              key={`${row}-${column}`}
              x={64 + column * 32}
              y={110 + row * 36}
              width="26"
              height="28"
              rx="5"
              fill={isSunday ? (row % 2 === 0 ? COLLECTION_APP : DONATION_APP) : '#e8eef5'}
            />
          );
        }),
      )}
      {/* income by month */}
      <rect x="330" y="90" width="270" height="210" rx="14" fill="#ffffff" />
      {bars.map((height, index) => (
        <rect
          // the bars are a fixed picture
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          x={346 + index * 20.5}
          y={284 - height}
          width="14"
          height={height}
          rx="3"
          fill={index === bars.length - 1 ? GOLD : BRAND}
        />
      ))}
      <rect x="346" y="284" width="240" height="3" fill={INK} opacity="0.3" />
    </svg>
  );
}

export const ILLUSTRATIONS: Record<SlideKey, () => ReactElement> = {
  bag: OfferingBag,
  pillar: Pillar,
  app: CollectionApp,
  planning: Planning,
};
