/**
 * Confirmed receipt requests in bulk, for the bulk-issue crash test and the ZIP benchmark: each with
 * one booked, reconciled online payment (through recordPayments, so the roll-ups hold them) and a
 * donor whose name carries a tag and the request's index.
 */
import type { AppContext } from '../../platform/app-context';
import { recordPayments } from '../income';

const STREETS = ['Bahnhofstraße', 'Hölderlinstraße', 'Im Brühl', 'Weinbergweg', 'Körnerstraße'];

export async function insertConfirmedRequests(
  context: AppContext,
  values: { organizationId: number; count: number; tag: string; at?: Date },
): Promise<number[]> {
  const at = values.at ?? new Date(context.clock.now().getTime() - 2 * 86_400_000);
  const ids: number[] = [];
  const CHUNK = 1000;
  for (let start = 0; start < values.count; start += CHUNK) {
    const size = Math.min(CHUNK, values.count - start);
    const paymentIds = await recordPayments(
      context,
      Array.from({ length: size }, (_, offset) => ({
        dst_organization_id: values.organizationId,
        created_at: new Date(at.getTime() + (start + offset) * 1000),
        amount_cents: 2000 + (((start + offset) * 7919) % 50_000),
        fee_cents: 0,
        currency: 'EUR',
        state: 'completed' as const,
        type: 'ecom',
        online_payment_type: 'paypal',
        is_reconciled: true,
        device_id: null,
        collection_plan_id: null,
        count: 1,
      })),
    );
    const requests = await context.db
      .insertInto('donation_receipt_request')
      .values(
        paymentIds.map((_, offset) => {
          const index = start + offset;
          return {
            organization_id: values.organizationId,
            online_donation_id: null,
            person: JSON.stringify({
              first_name: 'Jürgen',
              last_name: `${values.tag}-${index}`,
              street: `${STREETS[index % STREETS.length]} ${(index % 90) + 1}`,
              postal_code: '74223',
              city: 'Flein',
            }),
            email: null,
            purpose_name: 'Renovierung der Veitskirche',
            amount_cents: 2000 + ((index * 7919) % 50_000),
            currency: 'EUR',
            state: 'payment_confirmed' as const,
            created_at: at,
            updated_at: at,
          };
        }),
      )
      .returning('id')
      .execute();
    await context.db
      .insertInto('donation_receipt_request_payment')
      .values(
        requests.map((request, offset) => ({
          payment_id: paymentIds[offset] as string,
          request_id: request.id,
        })),
      )
      .execute();
    ids.push(...requests.map((request) => request.id));
  }
  return ids;
}

/** The organisation of the demo world a test or benchmark issues its receipts in: Flein (no demo receipts). */
export async function findBulkIssueParish(context: AppContext): Promise<number> {
  const row = await context.db
    .selectFrom('organization')
    .select('id')
    .where('name', '=', 'Ev. Kirchengemeinde Flein')
    .executeTakeFirstOrThrow();
  return row.id;
}
