/**
 * Who issues the invoices: the platform operator. A configured constant (not organisation data):
 * the invoice must name the issuer with address, tax number and bank details (§ 14 UStG).
 * The values are the demo operator's; an installation replaces them here.
 */
export const BILLING_ISSUER = {
  name: 'Kollekta GmbH',
  street: 'Musterstraße 1',
  postalCode: '70173',
  city: 'Stuttgart',
  email: 'rechnung@kollekta.example',
  vatId: 'DE999999999',
  register: 'Amtsgericht Stuttgart HRB 000000',
  bank: 'Evangelische Bank eG',
  iban: 'DE02 5206 0410 0000 0000 00',
  bic: 'GENODEF1EK1',
  /** days from the invoice date until payment is due */
  paymentTermDays: 14,
} as const;

export type BillingIssuer = typeof BILLING_ISSUER;
