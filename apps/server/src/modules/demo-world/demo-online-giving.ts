/**
 * Online giving in the demo world: Lauffen and Talheim collect SEPA direct debits as their own
 * creditors (with test creditor ids and receiving accounts) and ask donors for what their settings
 * allow —
 * a donation receipt, information by e-mail, recurring gifts — so the donor apps show the whole flow,
 * down to the share step with the parish's channels.
 */
import { computeCreditorIdentifierCheckDigits } from '@kollekta/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/app-context';

/** The Bundesbank's published test creditor id, and a test account of the Bundesbank's examples. */
const LAUFFEN_CREDITOR = {
  creditor_name: 'Ev. Kirchengemeinde Lauffen',
  creditor_identifier: 'DE98ZZZ09999999999',
  iban: 'DE02120300000000202051',
  bic: null,
  mandate_prefix: 'LAUF',
} as const;

/** A made-up national id with its check digits computed, and the IBAN of the ISO 13616 example. */
const TALHEIM_NATIONAL_ID = '00000471100';
const TALHEIM_CREDITOR = {
  creditor_name: 'Ev. Kirchengemeinde Talheim',
  creditor_identifier: `DE${computeCreditorIdentifierCheckDigits('DE', TALHEIM_NATIONAL_ID)}ZZZ${TALHEIM_NATIONAL_ID}`,
  iban: 'DE89370400440532013000',
  bic: null,
  mandate_prefix: 'TALH',
} as const;

const GIVING_FEATURES = {
  allow_email_contact: true,
  request_donation_receipt: true,
  allow_recurring_payments: true,
} as const;

/** socialMedia of both web apps: the channels the thank-you step offers for sharing */
const SOCIAL_MEDIA = {
  email: 'gemeindebuero@ev-kirche-lauffen.example',
  whatsapp: '+49 7133 123456',
  facebook: 'https://www.facebook.com/ev.kirche.lauffen.example',
} as const;

export async function addDemoOnlineGiving(
  context: AppContext,
  parishes: { lauffen: number; talheim: number | null },
): Promise<void> {
  await setGivingSettings(context, parishes.lauffen, true);
  await addCreditor(context, parishes.lauffen, LAUFFEN_CREDITOR);
  if (parishes.talheim !== null) {
    await setGivingSettings(context, parishes.talheim, false);
    await addCreditor(context, parishes.talheim, TALHEIM_CREDITOR);
  }
}

async function setGivingSettings(context: AppContext, parishId: number, withSocialMedia: boolean) {
  await sql`
    update organization
    set settings_local = jsonb_set(settings_local, '{features}',
      coalesce(settings_local -> 'features', '{}'::jsonb) || ${JSON.stringify(GIVING_FEATURES)}::jsonb)
    where id = ${parishId}`.execute(context.db);
  if (!withSocialMedia) return;
  for (const app of ['john', 'bart'] as const) {
    await sql`
      update organization set
        settings_local = jsonb_set(settings_local, ${`{${app}}`}::text[],
          coalesce(settings_local -> ${app}, '{}'::jsonb) || jsonb_build_object('socialMedia', ${JSON.stringify(SOCIAL_MEDIA)}::jsonb)),
        settings_inherit = jsonb_set(settings_inherit, ${`{${app}}`}::text[],
          coalesce(settings_inherit -> ${app}, '{}'::jsonb) || '{"socialMedia": false}'::jsonb)
      where id = ${parishId}`.execute(context.db);
  }
}

async function addCreditor(
  context: AppContext,
  parishId: number,
  creditor: typeof LAUFFEN_CREDITOR | typeof TALHEIM_CREDITOR,
) {
  const now = context.clock.now();
  await context.db
    .insertInto('sepa_creditor')
    .values({ organization_id: parishId, ...creditor, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('organization_id').doNothing())
    .execute();
}
