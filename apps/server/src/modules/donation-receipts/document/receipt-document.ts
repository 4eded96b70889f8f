/**
 * What a donation receipt says, as the PDF renderer takes it: one shape for the platform's receipts
 * and the church-tax area's (single and bulk), so the official form is built once.
 */

export type ReceiptAddress = {
  name: string;
  /** a second line such as 'Evangelisches Pfarramt' */
  supplement?: string | null;
  street: string;
  postalCode: string;
  city: string;
};

export type ReceiptDonor = {
  firstName: string;
  lastName: string;
  street: string;
  postalCode: string;
  city: string;
};

/** One gift; a single receipt has exactly one, a collective receipt lists them in its annex. */
export type ReceiptGift = {
  /** YYYY-MM-DD */
  day: string;
  amountCents: number;
  /** 'Geldzuwendung' or 'Mitgliedsbeitrag' (church-tax area) */
  kind: 'Geldzuwendung' | 'Mitgliedsbeitrag';
  /** the donor waived a refund of expenses (Verzicht auf Erstattung von Aufwendungen) */
  waiver: boolean;
};

export type ReceiptDocument = {
  kind: 'single' | 'collective';
  /** gap-free per organisation and year, e.g. 'ZB-2026-00042' */
  number: string;
  /** the issuing body (a Körperschaft des öffentlichen Rechts), its postal address */
  issuer: ReceiptAddress;
  donor: ReceiptDonor;
  /** the sum of the gifts */
  amountCents: number;
  gifts: ReceiptGift[];
  /** the purpose the gift is used for, e.g. 'Diakonie in der eigenen Gemeinde' */
  purpose: string;
  /** place and day of issue, e.g. 'Lauffen am Neckar', '2026-11-24' */
  place: string;
  issuedOn: string;
  /** the number of the receipt this one corrects and replaces */
  replacesNumber?: string | null;
  /**
   * the period a collective receipt covers ('Zeitraum der Sammelbestätigung'), YYYY-MM-DD; without
   * it the first and last day of the gifts
   */
  period?: { from: string; until: string } | null;
};
