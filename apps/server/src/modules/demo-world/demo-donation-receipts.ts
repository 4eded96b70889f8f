/**
 * Donation receipts in the demo world (issue 15): recurring donors of Lauffen (and a few of
 * Talheim) asked for receipts of their debits over the year, so the list 'Zuwendungsbestätigungen'
 * shows every state: 'Warte auf Zahlungseingang' (the debits of Lauffen's newest file, not yet
 * collected), 'Zahlung eingegangen …', below the minimum, issued and downloaded, 'Ungeöffnet',
 * archived, and one corrected pair (the donor moved). The receipts are issued through the real
 * bulk issue (numbers, frozen PDFs), each on its day two days after the payment; a correction and
 * an archiving go through the list's services. A few dozen PDFs: seeding stays well under a second
 * or two.
 */
import type { AppContext } from '../../platform/app-context';
import type { AuthenticatedCaller } from '../../platform/request-context';
import { archiveDonationReceipt, correctDonationReceipt } from '../donation-receipts/receipt-archive.service';
import { runBulkIssueJob } from '../donation-receipts/receipt-bulk-issue.jobs';
import { createReceiptRequest } from '../donation-receipts/receipt-requests';
import { parsePath } from '../organizations';

const DAY_MS = 24 * 60 * 60 * 1000;

const STREETS = {
  lauffen: [
    'Bahnhofstraße',
    'Körnerstraße',
    'Im Brühl',
    'Hölderlinstraße',
    'Weinbergweg',
    'Charlottenstraße',
  ],
  talheim: ['Schloßstraße', 'Hauptstraße', 'Sonnenrain'],
} as const;

const PLACES = {
  lauffen: { postal_code: '74348', city: 'Lauffen am Neckar' },
  talheim: { postal_code: '74388', city: 'Talheim' },
} as const;

type DonorPayment = {
  /** a debit of a recurring gift, or a gift in a donor app or on a device (the donor then claimed a receipt) */
  kind: 'debit' | 'device';
  payment_id: string;
  amount_cents: number;
  created_at: Date;
  is_reconciled: boolean;
  gift_id: number;
  name: string;
  email: string | null;
  plan_name: string;
};

/** How many requests a parish gets: a year's world gets a few dozen, the tests' small world a handful. */
type Allotment = {
  pending: number;
  confirmed: number;
  notRequired: number;
  issued: number;
  collective: number;
};

export async function addDemoDonationReceipts(
  context: AppContext,
  parishes: { lauffen: number; talheim: number | null },
  days: number,
): Promise<void> {
  const isSmall = days < 60;
  const lauffen = await addParishReceipts(context, parishes.lauffen, 'lauffen', {
    pending: 3,
    confirmed: 2,
    notRequired: 3,
    issued: isSmall ? 8 : 30,
    collective: 2,
  });
  if (parishes.talheim !== null) {
    await addParishReceipts(context, parishes.talheim, 'talheim', {
      pending: 1,
      confirmed: 1,
      notRequired: 1,
      issued: isSmall ? 2 : 4,
      collective: 0,
    });
  }
  await correctAndArchive(context, parishes.lauffen, lauffen);
}

async function addParishReceipts(
  context: AppContext,
  organizationId: number,
  place: keyof typeof PLACES,
  allotment: Allotment,
): Promise<number[]> {
  const payments = await findUncoveredPayments(context, organizationId);
  const open = payments.filter((payment) => !payment.is_reconciled);
  const collected = payments.filter((payment) => payment.is_reconciled);
  const person = (payment: DonorPayment) => {
    const [firstName, ...rest] = payment.name.split(' ');
    const streets = STREETS[place];
    return {
      first_name: firstName ?? payment.name,
      last_name: rest.join(' ') || payment.name,
      street: `${streets[payment.gift_id % streets.length]} ${(payment.gift_id % 37) + 1}`,
      ...PLACES[place],
    };
  };
  const createRequest = (
    covered: DonorPayment[],
    state: 'payment_pending' | 'payment_confirmed' | 'not_required',
  ) =>
    context.db.transaction().execute(async (trx) => {
      const [first, ...others] = covered as [DonorPayment, ...DonorPayment[]];
      const at = new Date(first.created_at.getTime() - 3 * DAY_MS);
      const id = await createReceiptRequest(trx, {
        organizationId,
        onlineDonationId: null,
        person: person(first),
        email: first.email,
        purposeName: first.plan_name,
        amountCents: covered.reduce((sum, payment) => sum + payment.amount_cents, 0),
        currency: 'EUR',
        paymentId: first.payment_id,
        at,
      });
      if (others.length > 0) {
        await trx
          .insertInto('donation_receipt_request_payment')
          .values(others.map((payment) => ({ payment_id: payment.payment_id, request_id: id })))
          .execute();
      }
      if (state !== 'payment_pending') {
        await trx
          .updateTable('donation_receipt_request')
          .set({ state, updated_at: first.created_at })
          .where('id', '=', id)
          .execute();
      }
      return id;
    });

  // the debits of the file not collected yet: their donors wait for the payment
  for (const payment of spread(open, allotment.pending)) await createRequest([payment], 'payment_pending');

  // donors who give monthly ask for one collective receipt of three debits
  const used = new Set<string>();
  const toIssue: { id: number; day: Date }[] = [];
  const byGift = new Map<number, DonorPayment[]>();
  for (const payment of collected)
    byGift.set(payment.gift_id, [...(byGift.get(payment.gift_id) ?? []), payment]);
  for (const gifted of [...byGift.values()]
    .filter((list) => list.length >= 3)
    .slice(0, allotment.collective)) {
    const covered = gifted.slice(0, 3);
    for (const payment of covered) used.add(payment.payment_id);
    const last = covered[covered.length - 1] as DonorPayment;
    toIssue.push({ id: await createRequest(covered, 'payment_confirmed'), day: last.created_at });
  }

  const single = collected.filter((payment) => !used.has(payment.payment_id));
  // the newest ones are confirmed and wait for their receipt; small gifts need none
  const confirmed = single.slice(-allotment.confirmed);
  for (const payment of confirmed) await createRequest([payment], 'payment_confirmed');
  const rest = single.slice(0, single.length - confirmed.length);
  const small = [...rest]
    .filter((payment) => payment.amount_cents < 2500)
    .sort((a, b) => a.amount_cents - b.amount_cents)
    .slice(0, allotment.notRequired);
  for (const payment of small) await createRequest([payment], 'not_required');
  const issued = spread(
    rest.filter((payment) => !small.includes(payment)),
    allotment.issued - toIssue.length,
  );
  for (const payment of issued)
    toIssue.push({ id: await createRequest([payment], 'payment_confirmed'), day: payment.created_at });

  // issued in the order of their days, two days after the payment: numbers rise with the date
  toIssue.sort((a, b) => a.day.getTime() - b.day.getTime() || a.id - b.id);
  const now = context.clock.now();
  const receipts: number[] = [];
  for (const request of toIssue) {
    const issuedAt = new Date(Math.min(request.day.getTime() + 2 * DAY_MS, now.getTime() - DAY_MS));
    await runBulkIssueJob(
      { db: context.db, config: context.config, clock: { now: () => issuedAt } },
      { data: { organizationId, requestIds: [request.id], createdBy: null }, reportProgress: async () => {} },
    );
  }
  const rows = await context.db
    .selectFrom('donation_receipt_request')
    .select(['receipt_id'])
    .where('id', 'in', toIssue.length > 0 ? toIssue.map((request) => request.id) : [0])
    .where('receipt_id', 'is not', null)
    .execute();
  for (const row of rows) if (row.receipt_id !== null) receipts.push(row.receipt_id);
  receipts.sort((a, b) => a - b);
  await markDownloaded(context, organizationId, receipts);
  return receipts;
}

/** Every second receipt or so was downloaded a day after it was made; the newest four are 'Ungeöffnet'. */
async function markDownloaded(context: AppContext, organizationId: number, receipts: readonly number[]) {
  const admin = await findParishAdmin(context, organizationId);
  const downloaded = receipts.slice(0, Math.max(0, receipts.length - 4));
  for (const [index, id] of downloaded.entries()) {
    if (index % 5 === 4) continue;
    const receipt = await context.db
      .selectFrom('donation_receipt')
      .select('created_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await context.db
      .updateTable('donation_receipt')
      .set({
        first_download_at: new Date(
          Math.min(receipt.created_at.getTime() + DAY_MS, context.clock.now().getTime()),
        ),
        first_download_by: admin?.id ?? null,
      })
      .where('id', '=', id)
      .execute();
  }
}

/** Lauffen's parish office archives one receipt and corrects another (the donor had moved). */
async function correctAndArchive(context: AppContext, lauffen: number, receipts: readonly number[]) {
  const admin = await findParishAdmin(context, lauffen);
  const organization = await context.db
    .selectFrom('organization')
    .select('path')
    .where('id', '=', lauffen)
    .executeTakeFirst();
  if (!admin || !organization || receipts.length < 3) return;
  const caller: AuthenticatedCaller = {
    isSuperuser: false,
    grants: [{ role: 'admin', organizationPath: parsePath(organization.path) }],
    userId: admin.id,
    username: 'gemeinde',
    tokenId: 0,
    impersonatorId: null,
  };
  const [corrected, archived] = receipts as [number, number];
  const old = await context.db
    .selectFrom('donation_receipt')
    .select('donor')
    .where('id', '=', corrected)
    .executeTakeFirstOrThrow();
  await correctDonationReceipt(context, caller, corrected, {
    ...old.donor,
    street: 'Neckarstraße 12',
    postal_code: '74348',
    city: 'Lauffen am Neckar',
  });
  await archiveDonationReceipt(context, caller, archived);
}

function findParishAdmin(context: AppContext, organizationId: number) {
  return context.db
    .selectFrom('app_user')
    .innerJoin('user_role', 'user_role.user_id', 'app_user.id')
    .select('app_user.id')
    .where('user_role.organization_id', '=', organizationId)
    .where('user_role.role', '=', 'admin')
    .orderBy('app_user.id')
    .executeTakeFirst();
}

/** `count` items spread evenly over the list (so the receipts cover the whole year). */
function spread<T>(items: readonly T[], count: number): T[] {
  if (count <= 0) return [];
  if (items.length <= count) return [...items];
  const step = items.length / count;
  return Array.from({ length: count }, (_, index) => items[Math.floor(index * step)] as T);
}

const FIRST_NAMES = [
  'Anneliese',
  'Bernd',
  'Cäcilie',
  'Dörte',
  'Eberhard',
  'Françoise',
  'Günther',
  'Hildegard',
  'Ingrid',
  'Jörg',
];
const LAST_NAMES = [
  'Bäuerle',
  'Schäfer',
  'Großmann',
  'Häußler',
  'Kübler',
  'Müller-Lüdenscheidt',
  'Weiß',
  'Öttinger',
  'Çelik',
  'Dürr',
];

/**
 * The parish's payments that no request covers yet, oldest first: debits of recurring gifts (their
 * donors' names), then gifts in the donor apps and on card devices (a donor's name made up).
 */
async function findUncoveredPayments(context: AppContext, organizationId: number): Promise<DonorPayment[]> {
  const debits = await context.db
    .selectFrom('direct_debit as d')
    .innerJoin('payment as p', 'p.id', 'd.payment_id')
    .innerJoin('recurring_payment as r', 'r.id', 'd.recurring_payment_id')
    .innerJoin('collection_plan as c', 'c.id', 'r.collection_plan_id')
    .leftJoin('donation_receipt_request_payment as rp', 'rp.payment_id', 'p.id')
    .select([
      'p.id as payment_id',
      'p.amount_cents',
      'p.created_at',
      'p.is_reconciled',
      'r.id as gift_id',
      'r.name',
      'r.email',
      'c.name as plan_name',
    ])
    .where('d.creditor_organization_id', '=', organizationId)
    .where('p.state', '=', 'completed')
    .where('rp.request_id', 'is', null)
    .execute();
  const devices = await context.db
    .selectFrom('payment as p')
    .leftJoin('collection_plan as c', 'c.id', 'p.collection_plan_id')
    .leftJoin('donation_receipt_request_payment as rp', 'rp.payment_id', 'p.id')
    .select([
      'p.id as payment_id',
      'p.amount_cents',
      'p.created_at',
      'p.is_reconciled',
      'c.name as plan_name',
    ])
    .where('p.dst_organization_id', '=', organizationId)
    .where('p.device_id', 'is not', null)
    .where('p.type', 'in', ['ecom', 'pos'])
    .where('p.state', '=', 'completed')
    .where('p.amount_cents', '>=', 500)
    .where('rp.request_id', 'is', null)
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
  const found: DonorPayment[] = [
    ...debits.map((row) => ({
      ...row,
      kind: 'debit' as const,
      payment_id: String(row.payment_id),
      amount_cents: Number(row.amount_cents),
    })),
    ...devices.map((row) => {
      const key = Number(row.payment_id);
      return {
        kind: 'device' as const,
        payment_id: String(row.payment_id),
        amount_cents: Number(row.amount_cents),
        created_at: row.created_at,
        is_reconciled: row.is_reconciled,
        gift_id: key,
        name: `${FIRST_NAMES[key % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(key / FIRST_NAMES.length) % LAST_NAMES.length]}`,
        email: null,
        plan_name: row.plan_name ?? 'Kollekte',
      };
    }),
  ];
  return found.sort(
    (a, b) => a.created_at.getTime() - b.created_at.getTime() || Number(a.payment_id) - Number(b.payment_id),
  );
}
