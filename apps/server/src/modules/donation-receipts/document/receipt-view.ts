/**
 * A receipt document checked and turned into the strings the PDF shows: German days and amounts,
 * the amount in words, the collective receipt's period. A document that contradicts itself (no
 * gift, a single receipt with several, gifts that do not add up to the amount) is refused: the
 * callers build it from stored payments, so this is a programming error, never user input.
 */
import {
  amountInGermanWords,
  formatReceiptAmount,
  formatReceiptDay,
  formatReceiptPeriod,
  spanOfDays,
} from '@kollekta/domain';
import type { ReceiptDocument } from './receipt-document';
import { oneLine } from './receipt-pdf-text';
import { RECEIPT_TEXTS } from './receipt-texts';

export type ReceiptView = {
  isCollective: boolean;
  title: string;
  number: string;
  issuedOn: string;
  replacesNumber: string | null;
  issuer: { name: string; supplement: string | null; street: string; cityLine: string };
  donor: { name: string; street: string; cityLine: string; oneLine: string; lastName: string };
  amountFigures: string;
  amountWords: string;
  /** the day of the gift, or the period of a collective receipt */
  dayOrPeriod: string;
  /** a single receipt's waiver answer; null on a collective receipt (the annex says it per gift) */
  waiver: boolean | null;
  purpose: string;
  placeAndDate: string;
  gifts: { day: string; kind: string; waiver: boolean; amount: string }[];
  totalAmount: string;
};

export function checkReceiptDocument(receipt: ReceiptDocument): void {
  if (receipt.gifts.length === 0) throw new RangeError('a donation receipt needs at least one gift');
  if (receipt.kind === 'single' && receipt.gifts.length !== 1) {
    throw new RangeError(`a single donation receipt confirms one gift, not ${receipt.gifts.length}`);
  }
  let sum = 0;
  for (const gift of receipt.gifts) {
    if (!Number.isSafeInteger(gift.amountCents) || gift.amountCents <= 0) {
      throw new RangeError(`a gift of ${gift.amountCents} cents cannot be confirmed`);
    }
    sum += gift.amountCents;
  }
  if (sum !== receipt.amountCents) {
    throw new RangeError(`the gifts add up to ${sum} cents, the receipt says ${receipt.amountCents}`);
  }
}

export function toReceiptView(receipt: ReceiptDocument): ReceiptView {
  checkReceiptDocument(receipt);
  const isCollective = receipt.kind === 'collective';
  const days = receipt.gifts.map((gift) => gift.day);
  const period = receipt.period ?? spanOfDays(days);
  const firstGift = receipt.gifts[0];
  const donorName = oneLine(`${receipt.donor.firstName} ${receipt.donor.lastName}`);
  const donorCityLine = oneLine(`${receipt.donor.postalCode} ${receipt.donor.city}`);
  const issuedOn = formatReceiptDay(receipt.issuedOn);
  return {
    isCollective,
    title: isCollective ? RECEIPT_TEXTS.titleCollective : RECEIPT_TEXTS.titleSingle,
    number: oneLine(receipt.number),
    issuedOn,
    replacesNumber: receipt.replacesNumber ? oneLine(receipt.replacesNumber) : null,
    issuer: {
      name: oneLine(receipt.issuer.name),
      supplement: receipt.issuer.supplement ? oneLine(receipt.issuer.supplement) : null,
      street: oneLine(receipt.issuer.street),
      cityLine: oneLine(`${receipt.issuer.postalCode} ${receipt.issuer.city}`),
    },
    donor: {
      name: donorName,
      street: oneLine(receipt.donor.street),
      cityLine: donorCityLine,
      oneLine: [donorName, oneLine(receipt.donor.street), donorCityLine].filter(Boolean).join(', '),
      lastName: oneLine(receipt.donor.lastName),
    },
    amountFigures: formatReceiptAmount(receipt.amountCents),
    amountWords: amountInGermanWords(receipt.amountCents),
    dayOrPeriod:
      isCollective && period ? formatReceiptPeriod(period) : formatReceiptDay(firstGift?.day ?? ''),
    waiver: isCollective ? null : (firstGift?.waiver ?? false),
    purpose: oneLine(receipt.purpose),
    placeAndDate: `${oneLine(receipt.place)}, ${issuedOn}`,
    gifts: [...receipt.gifts]
      .sort((a, b) => a.day.localeCompare(b.day))
      .map((gift) => ({
        day: formatReceiptDay(gift.day),
        kind: gift.kind,
        waiver: gift.waiver,
        amount: formatReceiptAmount(gift.amountCents),
      })),
    totalAmount: formatReceiptAmount(receipt.amountCents),
  };
}
