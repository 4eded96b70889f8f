/**
 * Device data of the demo world: MQTT passwords for the device simulator, serial numbers and
 * contracts, collection periods, settings on the district, a parish and a device (so inheritance
 * shows), and provisioning requests. Runs after the devices exist.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import { updateOrganizationSettings } from '../organizations';

/**
 * The MQTT password of a demo device, derived from its identity so that `npm run simulate` can
 * sign in as any demo device (tools/simulator/demo-credentials.ts derives the same). Only demo data.
 */
export const DEMO_DEVICE_PASSWORD_PREFIX = 'Kollekta-Demo-2026:';

export function demoDevicePassword(identity: string): string {
  return `${DEMO_DEVICE_PASSWORD_PREFIX}${identity}`;
}

export async function buildDemoDevices(
  context: AppContext,
  ids: { district: number; parish: number; otherDistrict: number },
): Promise<void> {
  const { db } = context;
  // One statement for every demo device, however large the world.
  await sql`
    update device set
      mqtt_secret_hash = encode(sha256(convert_to(${DEMO_DEVICE_PASSWORD_PREFIX} || mqtt_identity, 'UTF8')), 'hex'),
      bcmserno = case when device_class in ('WA', 'WS') then null
                      else lpad(to_hex(1000000000 + id * 7919), 16, '1000000') end,
      contracts = case when device_class in ('WA', 'WS') then '[]'::jsonb
                       else jsonb_build_array(jsonb_build_object(
                         'number', 'KV-2025-' || lpad(id::text, 4, '0'),
                         'kind', case when id % 3 = 0 then 'purchase' else 'rent' end,
                         'since', '2025-03-01',
                         'until', null)) end,
      collection_member_state = case when device_class in ('WA', 'WS') then null
                                     when id % 5 = 0 then null else 'open' end
    where mqtt_identity like 'demo-%'`.execute(db);

  // An old device put out of service before its last collection was closed: the card warns.
  const otherParishDevice = await db
    .selectFrom('device')
    .innerJoin('organization', 'organization.id', 'device.organization_id')
    .select('device.id')
    .where('organization.parent_id', '=', ids.district)
    .where('device.organization_id', '!=', ids.parish)
    .where('device.device_class', '=', 'KB')
    .orderBy('device.id')
    .limit(1)
    .executeTakeFirst();
  if (otherParishDevice) {
    await db
      .updateTable('device')
      .set({ active: false, collection_member_state: 'open' })
      .where('id', '=', otherParishDevice.id)
      .execute();
  }

  const setTypeSettings = async (
    organizationId: number,
    settings: Record<string, Record<string, unknown>>,
  ) => {
    const row = await db
      .selectFrom('organization')
      .select(['settings_local', 'settings_inherit'])
      .where('id', '=', organizationId)
      .executeTakeFirst();
    if (!row) return;
    const inherit: Record<string, unknown> = { ...row.settings_inherit };
    for (const [type, values] of Object.entries(settings)) {
      inherit[type] = Object.fromEntries(Object.keys(values).map((key) => [key, false]));
    }
    await updateOrganizationSettings(db, organizationId, {
      local: { ...row.settings_local, ...settings },
      inherit,
    });
  };

  await setTypeSettings(ids.district, {
    john: {
      privacyUrl: 'https://www.kirchenbezirk-neckartal.example/datenschutz',
      imprintUrl: 'https://www.kirchenbezirk-neckartal.example/impressum',
    },
    bart: {
      privacyUrl: 'https://www.kirchenbezirk-neckartal.example/datenschutz',
      imprintUrl: 'https://www.kirchenbezirk-neckartal.example/impressum',
    },
    matt: { confirmationContactEmail: 'kasse@kirchenbezirk-neckartal.example' },
    james: { confirmationContactEmail: 'kasse@kirchenbezirk-neckartal.example' },
  });
  await setTypeSettings(ids.parish, {
    john: { liturgicalColor: '#327359' },
    bart: {
      freeColor: '#005F8C',
      templateTextThankYou: 'Herzlichen Dank für {amount} {currency} für {collection}!',
    },
  });
  await sql`
    update device set
      settings_local = '{"ledringColor": "#1f8f4a"}'::jsonb,
      settings_inherit = '{"ledringColor": false}'::jsonb
    where mqtt_identity = ${`demo-${ids.parish}-kb-1`}`.execute(db);

  const now = context.clock.now();
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);
  const claim = (seed: string) => createHash('sha256').update(`demo-claim-${seed}`).digest('hex');
  await db
    .insertInto('provisioning_request')
    .values([
      {
        state: 'pending',
        pin: '482913',
        source: '192.0.2.17',
        board_type: 'kb-v3',
        serial: 'KB3-2026-0042',
        claim_token_hash: claim('kb3-0042'),
        created_at: hoursAgo(2),
        updated_at: hoursAgo(2),
      },
      {
        state: 'done',
        pin: '730155',
        source: '192.0.2.9',
        board_type: 'sp-v2',
        serial: 'SP2-2025-0311',
        claim_token_hash: claim('sp2-0311'),
        created_at: hoursAgo(24 * 40),
        updated_at: hoursAgo(24 * 40 - 1),
        organization_id: ids.otherDistrict,
        device_name: 'Spendensäule Eingang',
        device_type: 'matt',
      },
    ])
    .execute();
}
