/** A donor's request for more information ('Ich möchte weitere Informationen erhalten'), stored with the gift. */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';
import { insertInformationRequest } from './online-giving.repository';

export async function recordInformationRequest(
  db: Kysely<Database>,
  values: {
    organizationId: number;
    collectionPlanId: number;
    donationId: number;
    email: string;
    name: string | null;
    at: Date;
  },
) {
  await insertInformationRequest(db, {
    organization_id: values.organizationId,
    collection_plan_id: values.collectionPlanId,
    online_donation_id: values.donationId,
    email: values.email,
    name: values.name,
    created_at: values.at,
  });
}
