/**
 * Builds a realistic demo world through the services: a regional church with a region, districts
 * and parishes, church buildings, users of every role, donation devices and a year of payments.
 * The same generator builds larger worlds for benchmarks (size parameter).
 */
import type { Actor, RoleType } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { appendAudit } from '../audit';
import { insertDevice } from '../devices';
import { type PaymentInsert, recordPayments } from '../income';
import { insertLocation } from '../locations';
import { createOrganization } from '../organizations';
import { createUserWithRoles } from '../users';
import { addDemoAddresses } from './demo-addresses';
import { addDemoBillingDocuments } from './demo-billing-documents';
import { addDemoCash } from './demo-cash';
import { addDemoContracts } from './demo-contracts';
import { buildDemoDevices } from './demo-devices';
import { addDemoDirectDebits } from './demo-direct-debits';
import { addDemoDisbursement } from './demo-disbursement';
import { addDemoDonationReceipts } from './demo-donation-receipts';
import { addDemoDonorLists, TALHEIM_INFORMATION_REQUESTS } from './demo-donor-lists';
import { addDemoFirmware } from './demo-firmware';
import { addDemoGroup } from './demo-groups';
import { addDemoKirchgeld, demoKirchgeldSize } from './demo-kirchgeld';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DISTRICTS,
  generatedDistrictName,
  generatedParishName,
  REGION_NAME,
  ROOT_NAME,
} from './demo-names';
import { addDemoNotificationMails } from './demo-notification-mails';
import { addDemoNotifications } from './demo-notifications';
import { addDemoOnlineGiving } from './demo-online-giving';
import { generateDevicePayments } from './demo-payments';
import { createDemoPlanner, excludeOneDistrictPlan } from './demo-plans';
import { createRandom } from './seeded-random';

export type DemoWorldSize = {
  /** number of districts; the first ones get the named districts of the demo */
  districts: number;
  parishesPerDistrict: number;
  /** how many days of payments, ending today */
  days: number;
  /** multiplies the number of payments per device and day */
  paymentVolume: number;
};

export const DEMO_WORLD_SIZE: DemoWorldSize = {
  districts: 2,
  parishesPerDistrict: 0,
  days: 365,
  paymentVolume: 1,
};

export type DemoWorldSummary = {
  organizations: number;
  users: number;
  devices: number;
  payments: number;
  plans: number;
  ids: {
    root: number;
    region: number;
    district: number;
    parish: number;
    otherDistrict: number;
    neighbourParish: number;
    /** the parish of the second district with no_inherit_collections */
    noInheritParish: number;
  };
};

const SYSTEM: Actor = { isSuperuser: true, grants: [] };

/** Payments per recordPayments call while building a world. */
const PAYMENT_BATCH = 50_000;

/** Hardware device classes and their device types (devices-income-kirchgeld.md §3). */
const HARDWARE = [
  { deviceClass: 'KB', deviceType: 'peter', label: 'Digitaler Klingelbeutel' },
  { deviceClass: 'SD', deviceType: 'andrew', label: 'Spendendose' },
  { deviceClass: 'SP', deviceType: 'matt', label: 'Spendensäule' },
  { deviceClass: 'KS', deviceType: 'james', label: 'Mini-Säule' },
  { deviceClass: 'FS', deviceType: 'thomas', label: 'Bildschirmsäule' },
] as const;

export async function buildDemoWorld(
  context: AppContext,
  size: DemoWorldSize = DEMO_WORLD_SIZE,
): Promise<DemoWorldSummary> {
  const random = createRandom(20261122);
  const root = await createOrganization(context, SYSTEM, {
    name: ROOT_NAME,
    parentId: null,
    level: 'country',
  });
  const region = await createOrganization(context, SYSTEM, {
    name: REGION_NAME,
    parentId: root.id,
    level: 'region',
  });

  const parishes: { id: number; districtIndex: number; churches: number[]; named: boolean }[] = [];
  const districtIds: number[] = [];
  for (let districtIndex = 0; districtIndex < size.districts; districtIndex++) {
    const named = DISTRICTS[districtIndex];
    const district = await createOrganization(context, SYSTEM, {
      name: named?.name ?? generatedDistrictName(districtIndex),
      parentId: region.id,
      level: 'district',
    });
    districtIds.push(district.id);
    const parishCount = Math.max(named?.parishes.length ?? 0, size.parishesPerDistrict);
    for (let parishIndex = 0; parishIndex < parishCount; parishIndex++) {
      const namedParish = named?.parishes[parishIndex];
      const parish = await createOrganization(context, SYSTEM, {
        name: namedParish?.name ?? generatedParishName(districtIndex, parishIndex),
        parentId: district.id,
        level: 'parish',
      });
      const churchNames = namedParish?.churches ?? ['Stadtkirche'];
      const churches: number[] = [];
      for (const churchName of churchNames)
        churches.push((await insertLocation(context.db, parish.id, churchName)).id);
      parishes.push({ id: parish.id, districtIndex, churches, named: namedParish !== undefined });
    }
  }

  const [firstParish] = parishes;
  const neighbourParish = parishes.find((parish) => parish.districtIndex === 1);
  if (!firstParish || !neighbourParish || districtIds.length < 2)
    throw new Error('The demo world needs two districts with parishes.');
  const ids = {
    root: root.id,
    region: region.id,
    district: districtIds[0] as number,
    parish: firstParish.id,
    otherDistrict: districtIds[1] as number,
    neighbourParish: neighbourParish.id,
  };
  const users = await createDemoAccounts(context, ids);
  const tree = {
    root: root.id,
    region: region.id,
    districts: districtIds.map((id, index) => ({ id, index })),
    parishes,
  };
  const planner = await createDemoPlanner(context, tree, size);

  let devices = 0;
  let payments = 0;
  const today = context.clock.now();
  // Payments of several parishes go in one recordPayments call: their sums on the district, region
  // and root then become one roll-up row per day instead of one per device (large worlds build fast).
  let pending: PaymentInsert[] = [];
  const flushPayments = async () => {
    await recordPayments(context, pending);
    pending = [];
  };
  for (const [index, parish] of parishes.entries()) {
    const hardware = [HARDWARE[0], HARDWARE[1 + (index % (HARDWARE.length - 1))]];
    const parishDevices: { id: number; deviceClass: string; locationId: number | null }[] = [];
    for (const [deviceIndex, kind] of hardware.entries()) {
      if (!kind) continue;
      const locationId = parish.churches[deviceIndex % parish.churches.length] ?? null;
      const device = await insertDevice(context.db, {
        organizationId: parish.id,
        name: `${kind.label} ${deviceIndex + 1}`,
        deviceClass: kind.deviceClass,
        deviceType: kind.deviceType,
        mqttIdentity: `demo-${parish.id}-${kind.deviceClass.toLowerCase()}-${deviceIndex + 1}`,
        locationId,
      });
      parishDevices.push({ id: device.id, deviceClass: kind.deviceClass, locationId });
    }
    for (const [deviceClass, deviceType, name] of [
      ['WA', 'john', 'Kollekten-App'],
      ['WS', 'bart', 'Spenden-App'],
    ] as const) {
      const device = await insertDevice(context.db, {
        organizationId: parish.id,
        name,
        deviceClass,
        deviceType,
        mqttIdentity: `demo-${parish.id}-${deviceType}`,
        locationId: null,
      });
      parishDevices.push({ id: device.id, deviceClass, locationId: null });
    }
    devices += parishDevices.length;
    await planner.addStandingPurposes(parish.id, parishDevices);
    for (const device of parishDevices) {
      const generated = generateDevicePayments(random, {
        organizationId: parish.id,
        deviceId: device.id,
        deviceClass: device.deviceClass,
        until: today,
        days: size.days,
        volume: size.paymentVolume,
      });
      planner.assignPlans(parish.id, device, generated);
      pending.push(...generated);
      payments += generated.length;
    }
    if (pending.length >= PAYMENT_BATCH) await flushPayments();
  }
  await flushPayments();

  await addDemoAddresses(context, ids.parish);
  await addDemoContracts(context, ids.parish);
  await excludeOneDistrictPlan(context, tree, planner);
  await addDemoGroup(context, ids.parish);
  await buildDemoDevices(context, ids);
  await addDemoNotifications(context, ids.parish);
  await addDemoFirmware(context);
  await addDemoCash(context, ids.parish);
  const talheim = parishes.find((parish) => parish.districtIndex === 0 && parish.id !== ids.parish);
  await addDemoOnlineGiving(context, { lauffen: ids.parish, talheim: talheim?.id ?? null });
  await addDemoDonorLists(context, ids.parish);
  if (talheim) await addDemoDonorLists(context, talheim.id, TALHEIM_INFORMATION_REQUESTS);
  await addOnlineGivingHistory(context, ids.parish, talheim?.id ?? null, size.days);
  await addDemoDonationReceipts(context, { lauffen: ids.parish, talheim: talheim?.id ?? null }, size.days);
  await addDemoDisbursement(context, ids);
  await addDemoBillingDocuments(context, ids.parish);
  await addDemoKirchgeld(context, ids.parish, demoKirchgeldSize(size.days));
  // last: the sweep mails what the world above made due (demo-notification-mails.ts)
  await addDemoNotificationMails(context, ids.parish);
  await appendAudit(context.db, {
    actorUserId: null,
    action: 'demo_world.created',
    objectType: 'organization',
    objectId: root.id,
    data: { organizations: 2 + districtIds.length + parishes.length, users, devices, payments },
  });
  return {
    organizations: 2 + districtIds.length + parishes.length,
    users,
    devices,
    payments,
    plans: planner.count(),
    ids: { ...ids, noInheritParish: planner.noInheritParish },
  };
}

/** About thirty recurring donors of Lauffen and Talheim with a year of debits and debit files. */
async function addOnlineGivingHistory(
  context: AppContext,
  lauffen: number,
  talheim: number | null,
  days: number,
) {
  const parishAdmin = await context.db
    .selectFrom('app_user')
    .select('id')
    .where('username', '=', 'gemeinde')
    .executeTakeFirst();
  // a random of its own: the giving history does not shift with the number of device payments
  await addDemoDirectDebits(
    context,
    createRandom(20261125),
    [
      { organizationId: lauffen, gifts: 18, processedBy: parishAdmin?.id ?? null, leaveNewestOpen: true },
      ...(talheim === null
        ? []
        : [{ organizationId: talheim, gifts: 12, processedBy: null, leaveNewestOpen: false }]),
    ],
    Math.min(days, 365),
  );
}

async function createDemoAccounts(
  context: AppContext,
  ids: Omit<DemoWorldSummary['ids'], 'noInheritParish'>,
): Promise<number> {
  const rolesByUsername: Record<
    (typeof DEMO_ACCOUNTS)[number]['username'],
    { organizationId: number; role: RoleType }[]
  > = {
    admin: [],
    landeskirche: [{ organizationId: ids.root, role: 'admin' }],
    bezirk: [{ organizationId: ids.district, role: 'admin' }],
    gemeinde: [{ organizationId: ids.parish, role: 'admin' }],
    planer: [{ organizationId: ids.parish, role: 'collection_plan_editor' }],
    kasse: [{ organizationId: ids.parish, role: 'user' }],
    kasse2: [{ organizationId: ids.parish, role: 'user' }],
    nachbar: [{ organizationId: ids.neighbourParish, role: 'admin' }],
  };
  for (const account of DEMO_ACCOUNTS) {
    await createUserWithRoles(context, {
      ...account,
      password: DEMO_PASSWORD,
      isSuperuser: account.username === 'admin',
      roles: rolesByUsername[account.username],
    });
  }
  return DEMO_ACCOUNTS.length;
}
