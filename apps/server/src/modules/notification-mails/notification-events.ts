/**
 * The events that notification mails tell of, one finder per type: each looks at the data as it is
 * at `now` (rules in packages/domain notification-timing) and answers light events; a mail's content
 * is composed only when it is sent, inside the transaction that records it (tokens of the public
 * pages are issued there too).
 */
import path from 'node:path';
import {
  addDays,
  CASH_WAITING_HOURS,
  dueIntermediateSumDay,
  dueSummaryDays,
  earliestDueCollectionEnd,
  findDeviceIncidents,
  formatMailInstant,
  formatMoney,
  formatPlanPeriod,
  formatReceiptDay,
  isBillingCopyDue,
  isEndedCollectionDue,
  isLongRunningPlan,
  type NotificationMailType,
  notificationEventKeys,
  RECURRING_INTERVAL_LABELS,
  resolveMetaFieldNames,
  toBusinessDay,
  toZonedInstant,
} from '@kollekta/domain';
import type { Transaction } from 'kysely';
import { createFileStorage } from '../../adapters/file-storage';
import type { MailAttachment } from '../../adapters/mail';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import type { PublicTokenPurpose } from '../../platform/database-schema-money-onward';
import { readDeviceTelemetry } from './device-telemetry-watch';
import { type ComposedMail, type MailBlock, renderNotificationMail } from './notification-mail-layout';
import {
  findActiveDevices,
  findBillingDocumentsSince,
  findOrganizations,
  findPaymentOrganizations,
  findPlansEndedBetween,
  findReadyOrders,
  findRecurringChanges,
  findRunningPlans,
  findWaitingCash,
  type OrganizationInfo,
  type PlanRow,
  type Recipient,
  sumPlanPayments,
} from './notification-mails.repository';

export type ComposeTools = {
  trx: Transaction<Database>;
  now: Date;
  /** issues a token of a public page (in the mail's transaction) and answers the page's URL */
  link(purpose: PublicTokenPurpose, objectId: number, organizationId: number): Promise<string>;
};

export type NotificationEvent = {
  type: NotificationMailType;
  organizationId: number;
  eventKey: string;
  compose(tools: ComposeTools, recipient: Recipient): Promise<ComposedMail>;
};

type Finder = (context: AppContext, now: Date) => Promise<NotificationEvent[]>;

const DAY_MS = 86_400_000;

function appLink(context: AppContext, organizationId: number, page: string): string {
  return `${context.config.publicUrl}/#/o/${organizationId}/${page}`;
}

function organizationName(organizations: Map<number, OrganizationInfo>, id: number): string {
  return organizations.get(id)?.name ?? 'Unbekannte Organization';
}

function sumRows(
  sums: { ecomCents: number; posCents: number; cashCents: number; totalCents: number },
  currency: string,
) {
  return [
    ['Online', formatMoney(sums.ecomCents, currency)],
    ['Kartenterminal', formatMoney(sums.posCents, currency)],
    ['Bargeld', formatMoney(sums.cashCents, currency)],
    ['Gesamt', formatMoney(sums.totalCents, currency)],
  ] as const;
}

async function endedPlans(context: AppContext, now: Date): Promise<PlanRow[]> {
  const plans = await findPlansEndedBetween(context.db, earliestDueCollectionEnd(now), now);
  return plans.filter((plan) => isEndedCollectionDue(plan.end_at, now));
}

/** collection_ended: what the collection received, for the plan's organisation and each one its payments went to. */
const findCollectionEnded: Finder = async (context, now) => {
  const plans = await endedPlans(context, now);
  const receivers = await findPaymentOrganizations(
    context.db,
    plans.map((plan) => plan.id),
  );
  const pairs = new Map<string, { plan: PlanRow; organizationId: number }>();
  for (const plan of plans)
    pairs.set(`${plan.id}:${plan.organization_id}`, { plan, organizationId: plan.organization_id });
  for (const receiver of receivers) {
    const plan = plans.find((candidate) => candidate.id === receiver.plan_id);
    if (plan)
      pairs.set(`${plan.id}:${receiver.organization_id}`, { plan, organizationId: receiver.organization_id });
  }
  const organizations = await findOrganizations(
    context.db,
    [...pairs.values()].map((pair) => pair.organizationId),
  );
  return [...pairs.values()].map(({ plan, organizationId }) => ({
    type: 'collection_ended',
    organizationId,
    eventKey: notificationEventKeys.collectionEnded(plan.id, organizationId),
    async compose(tools, recipient) {
      const sums = (await sumPlanPayments(tools.trx, [plan.id], organizationId, tools.now)).get(plan.id) ?? {
        ecomCents: 0,
        posCents: 0,
        cashCents: 0,
        totalCents: 0,
        payments: 0,
      };
      const currency = organizations.get(organizationId)?.currency ?? 'EUR';
      return renderNotificationMail({
        type: 'collection_ended',
        subject: `Sammlung beendet: ${plan.name}`,
        recipientName: recipient.name,
        organizationName: organizationName(organizations, organizationId),
        blocks: [
          {
            kind: 'text',
            text: `die Sammlung „${plan.name}“ (${formatPlanPeriod(plan.start_at, plan.end_at)}) ist beendet. Sie hat für „${organizationName(organizations, organizationId)}“ eingebracht:`,
          },
          { kind: 'table', rows: [...sumRows(sums, currency), ['Anzahl Zahlungen', String(sums.payments)]] },
          {
            kind: 'link',
            label: 'Alle Einnahmen in Kollekta',
            url: appLink(context, organizationId, 'overview'),
          },
        ],
      });
    },
  }));
};

/** fill_accounting_fields: an ended collection whose accounting fields are (partly) empty, with the page's link. */
const findFillAccountingFields: Finder = async (context, now) => {
  const plans = await endedPlans(context, now);
  const organizations = await findOrganizations(
    context.db,
    plans.map((plan) => plan.organization_id),
  );
  const ancestors = await findOrganizations(
    context.db,
    [...organizations.values()].flatMap((organization) =>
      organization.path.split('/').filter(Boolean).map(Number),
    ),
  );
  const events: NotificationEvent[] = [];
  for (const plan of plans) {
    const organization = organizations.get(plan.organization_id);
    if (!organization) continue;
    const chain = organization.path
      .split('/')
      .filter(Boolean)
      .map(Number)
      .reverse()
      .flatMap((id) => {
        const link = ancestors.get(id);
        return link ? [{ settingsLocal: link.settings_local, settingsInherit: link.settings_inherit }] : [];
      });
    const accounting = readAccounting(plan.meta);
    const names = resolveMetaFieldNames(chain, 'accounting', Object.keys(accounting));
    const empty = names.filter((name) => !accounting[name]);
    if (empty.length === 0) continue;
    events.push({
      type: 'fill_accounting_fields',
      organizationId: plan.organization_id,
      eventKey: notificationEventKeys.fillAccountingFields(plan.id),
      async compose(tools, recipient) {
        const url = await tools.link('accounting_fields', plan.id, plan.organization_id);
        return renderNotificationMail({
          type: 'fill_accounting_fields',
          subject: `Buchungsangaben fehlen: ${plan.name}`,
          recipientName: recipient.name,
          organizationName: organization.name,
          blocks: [
            {
              kind: 'text',
              text: `die Sammlung „${plan.name}“ (${formatPlanPeriod(plan.start_at, plan.end_at)}) ist beendet. Für ihre Buchung fehlen noch Angaben:`,
            },
            { kind: 'list', items: empty },
            {
              kind: 'text',
              text: 'Bitte tragen Sie die Buchungsangaben über diesen Link ein (ohne Anmeldung):',
            },
            { kind: 'link', label: 'Buchungsangaben ausfüllen', url },
          ],
        });
      },
    });
  }
  return events;
};

function readAccounting(meta: Record<string, unknown>): Record<string, string | null> {
  const section = meta.accounting;
  if (typeof section !== 'object' || section === null) return {};
  return Object.fromEntries(
    Object.entries(section).map(([key, value]) => [
      key,
      typeof value === 'string' && value.trim() !== '' ? value : null,
    ]),
  );
}

/** intermediate_sum: on Thursday, the sums so far of each long-running purpose, one mail per organisation. */
const findIntermediateSums: Finder = async (context, now) => {
  const thursday = dueIntermediateSumDay(now);
  if (thursday === null) return [];
  const plans = (await findRunningPlans(context.db, now)).filter((plan) =>
    isLongRunningPlan(plan.start_at, plan.end_at),
  );
  const receivers = await findPaymentOrganizations(
    context.db,
    plans.map((plan) => plan.id),
  );
  const plansByOrganization = new Map<number, Set<number>>();
  const add = (organizationId: number, planId: number) =>
    plansByOrganization.set(
      organizationId,
      (plansByOrganization.get(organizationId) ?? new Set()).add(planId),
    );
  for (const plan of plans) add(plan.organization_id, plan.id);
  for (const receiver of receivers) add(receiver.organization_id, receiver.plan_id);
  const organizations = await findOrganizations(context.db, [...plansByOrganization.keys()]);
  return [...plansByOrganization.entries()].map(([organizationId, planIds]) => ({
    type: 'intermediate_sum',
    organizationId,
    eventKey: notificationEventKeys.intermediateSum(organizationId, thursday),
    async compose(tools, recipient) {
      const sums = await sumPlanPayments(tools.trx, [...planIds], organizationId, tools.now);
      const currency = organizations.get(organizationId)?.currency ?? 'EUR';
      const blocks: MailBlock[] = [
        {
          kind: 'text',
          text: `hier der Zwischenstand Ihrer laufenden Spendenzwecke zum ${formatReceiptDay(thursday)}:`,
        },
      ];
      for (const plan of plans.filter((candidate) => planIds.has(candidate.id))) {
        const sum = sums.get(plan.id) ?? {
          ecomCents: 0,
          posCents: 0,
          cashCents: 0,
          totalCents: 0,
          payments: 0,
        };
        blocks.push({ kind: 'text', text: `${plan.name} (${formatPlanPeriod(plan.start_at, plan.end_at)})` });
        blocks.push({ kind: 'table', rows: sumRows(sum, currency) });
      }
      blocks.push({
        kind: 'link',
        label: 'Alle Einnahmen in Kollekta',
        url: appLink(context, organizationId, 'overview'),
      });
      return renderNotificationMail({
        type: 'intermediate_sum',
        subject: `Zwischenstand Ihrer Spendenzwecke zum ${formatReceiptDay(thursday)}`,
        recipientName: recipient.name,
        organizationName: organizationName(organizations, organizationId),
        blocks,
      });
    },
  }));
};

/** cash_notification: cash entered more than a day ago still waits for its confirmation. */
const findWaitingCashEvents: Finder = async (context, now) => {
  const entries = await findWaitingCash(context.db, new Date(now.getTime() - CASH_WAITING_HOURS * 3_600_000));
  const organizations = await findOrganizations(
    context.db,
    entries.map((entry) => entry.organization_id),
  );
  return entries.map((entry) => ({
    type: 'cash_notification',
    organizationId: entry.organization_id,
    eventKey: notificationEventKeys.cashWaiting(entry.id),
    async compose(tools, recipient) {
      const submission = await tools.link('cash_payment', entry.plan_id, entry.organization_id);
      return renderNotificationMail({
        type: 'cash_notification',
        subject: `Barsammlung wartet auf Bestätigung: ${entry.plan_name}`,
        recipientName: recipient.name,
        organizationName: organizationName(organizations, entry.organization_id),
        blocks: [
          {
            kind: 'text',
            text: `die Barsammlung für „${entry.plan_name}“ über ${formatMoney(entry.amount_cents, entry.currency)} vom ${formatMailInstant(entry.collected_at)} wurde am ${formatMailInstant(entry.created_at)} eingetragen und wartet seitdem auf ihre Bestätigung durch eine zweite Person.`,
          },
          {
            kind: 'link',
            label: 'Barsammlungen in Kollekta bestätigen',
            url: appLink(context, entry.organization_id, 'collections'),
          },
          {
            kind: 'text',
            text: 'Weitere Barsammlungen dieser Sammlung können ohne Anmeldung hier eingetragen werden:',
          },
          { kind: 'link', label: 'Barsammlung eintragen', url: submission },
        ],
      });
    },
  }));
};

/** disbursement_order_ready: a forwarding order is ready while its cash is still open, with the stop link. */
const findReadyOrderEvents: Finder = async (context) => {
  const orders = await findReadyOrders(context.db);
  const organizations = await findOrganizations(
    context.db,
    orders.map((order) => order.organization_id),
  );
  return orders.map((order) => ({
    type: 'disbursement_order_ready',
    organizationId: order.organization_id,
    eventKey: notificationEventKeys.disbursementOrderReady(order.id),
    async compose(tools, recipient) {
      const url = await tools.link('stop_cash_payments', order.id, order.organization_id);
      return renderNotificationMail({
        type: 'disbursement_order_ready',
        subject: `Kollekte abschließen: ${order.plan_name}`,
        recipientName: recipient.name,
        organizationName: organizationName(organizations, order.organization_id),
        blocks: [
          {
            kind: 'text',
            text: `die Sammlung „${order.plan_name}“ (${formatPlanPeriod(order.start_at, order.end_at)}) ist bereit zur Weiterleitung. Sobald alle Barsammlungen eingetragen und bestätigt sind, schließen Sie die Kollekte bitte ab; danach können keine Barsammlungen mehr eingetragen werden.`,
          },
          { kind: 'link', label: 'Kollekte abschließen', url },
        ],
      });
    },
  }));
};

/** recurring_payments: a summary of the recurring donations started or ended on a day. */
const findRecurringSummaries: Finder = async (context, now) => {
  const days = dueSummaryDays(now);
  const [first] = days;
  if (first === undefined) return [];
  const last = days[days.length - 1] as string;
  const dayStart = (day: string) => toZonedInstant(day, '00:00', 'Europe/Berlin');
  const changes = await findRecurringChanges(context.db, dayStart(first), dayStart(addDays(last, 1)));
  const groups = new Map<
    string,
    { organizationId: number; day: string; started: typeof changes; ended: typeof changes }
  >();
  const group = (organizationId: number, day: string) => {
    const key = `${organizationId}:${day}`;
    let found = groups.get(key);
    if (!found) {
      found = { organizationId, day, started: [], ended: [] };
      groups.set(key, found);
    }
    return found;
  };
  for (const change of changes) {
    const startedDay = toBusinessDay(change.created_at);
    if (days.includes(startedDay)) group(change.organization_id, startedDay).started.push(change);
    const endedDay = change.cancelled_at ? toBusinessDay(change.cancelled_at) : null;
    if (endedDay && days.includes(endedDay)) group(change.organization_id, endedDay).ended.push(change);
  }
  const organizations = await findOrganizations(
    context.db,
    [...groups.values()].map((entry) => entry.organizationId),
  );
  const describe = (change: (typeof changes)[number]) =>
    `${change.name}: ${formatMoney(change.amount_cents, change.currency)} ${RECURRING_INTERVAL_LABELS[change.schedule]} für „${change.plan_name}“`;
  return [...groups.values()].map((entry) => ({
    type: 'recurring_payments',
    organizationId: entry.organizationId,
    eventKey: notificationEventKeys.recurringPayments(entry.organizationId, entry.day),
    async compose(_tools, recipient) {
      const blocks: MailBlock[] = [
        { kind: 'text', text: `am ${formatReceiptDay(entry.day)} haben sich Ihre Dauerspenden geändert.` },
      ];
      if (entry.started.length > 0)
        blocks.push(
          { kind: 'text', text: 'Neue Dauerspenden:' },
          { kind: 'list', items: entry.started.map(describe) },
        );
      if (entry.ended.length > 0)
        blocks.push(
          { kind: 'text', text: 'Beendete Dauerspenden:' },
          { kind: 'list', items: entry.ended.map(describe) },
        );
      blocks.push({
        kind: 'link',
        label: 'Alle Dauerspenden in Kollekta',
        url: appLink(context, entry.organizationId, 'recurring-donations'),
      });
      return renderNotificationMail({
        type: 'recurring_payments',
        subject: `Dauerspenden am ${formatReceiptDay(entry.day)}: ${entry.started.length} neu, ${entry.ended.length} beendet`,
        recipientName: recipient.name,
        organizationName: organizationName(organizations, entry.organizationId),
        blocks,
      });
    },
  }));
};

/** device_attendant: a device offline too long or with a low battery, from the live telemetry. */
const findDeviceIncidentEvents: Finder = async (context, now) => {
  const devices = await findActiveDevices(context.db);
  const telemetry = readDeviceTelemetry(context);
  const organizations = await findOrganizations(
    context.db,
    devices.map((device) => device.organization_id),
  );
  const events: NotificationEvent[] = [];
  for (const device of devices) {
    const snapshot = telemetry.get(device.mqtt_identity);
    if (!snapshot) continue;
    for (const incident of findDeviceIncidents(snapshot, now)) {
      const where = device.location_name ? ` (${device.location_name})` : '';
      const isOffline = incident.kind === 'offline';
      events.push({
        type: 'device_attendant',
        organizationId: device.organization_id,
        eventKey: notificationEventKeys.deviceIncident(device.id, incident),
        async compose(_tools, recipient) {
          return renderNotificationMail({
            type: 'device_attendant',
            subject: isOffline ? `Gerät offline: ${device.name}` : `Akku fast leer: ${device.name}`,
            recipientName: recipient.name,
            organizationName: organizationName(organizations, device.organization_id),
            blocks: [
              {
                kind: 'text',
                text: isOffline
                  ? `das Gerät „${device.name}“${where} ist seit ${formatMailInstant(incident.since)} nicht mehr erreichbar. Bitte prüfen Sie Stromversorgung und Netzwerk.`
                  : `der Akku des Geräts „${device.name}“${where} ist nur noch zu ${snapshot.batteryPercent ?? 0} % geladen. Bitte laden Sie das Gerät.`,
              },
              {
                kind: 'link',
                label: 'Geräte in Kollekta',
                url: appLink(context, device.organization_id, 'devices'),
              },
            ],
          });
        },
      });
    }
  }
  return events;
};

/** forward_billing_emails: a copy of each new invoice and booking report, the document attached on request. */
const findBillingCopies: Finder = async (context, now) => {
  const documents = (
    await findBillingDocumentsSince(context.db, new Date(now.getTime() - 15 * DAY_MS))
  ).filter((document) => isBillingCopyDue(document.created_at, now));
  const organizations = await findOrganizations(
    context.db,
    documents.map((document) => document.organization_id),
  );
  const storage = createFileStorage(path.join(context.config.dataDir, 'files'));
  return documents.map((document) => ({
    type: 'forward_billing_emails',
    organizationId: document.organization_id,
    eventKey: notificationEventKeys.billingCopy(document.id),
    async compose(_tools, recipient) {
      const label = document.type === 'invoice' ? 'Rechnung' : 'Abgleichliste';
      const title = document.number ? `${label} ${document.number}` : label;
      const mail = renderNotificationMail({
        type: 'forward_billing_emails',
        subject: `Kopie: ${title} für ${formatReceiptDay(document.period_start)} bis ${formatReceiptDay(document.period_end)}`,
        recipientName: recipient.name,
        organizationName: organizationName(organizations, document.organization_id),
        blocks: [
          {
            kind: 'text',
            text: `für „${organizationName(organizations, document.organization_id)}“ liegt ${document.type === 'invoice' ? 'eine neue Rechnung' : 'eine neue Abgleichliste'} vor: ${document.name} (${formatReceiptDay(document.period_start)} bis ${formatReceiptDay(document.period_end)}${document.type === 'invoice' ? `, ${formatMoney(document.gross_cents)}` : ''}).`,
          },
          {
            kind: 'link',
            label: 'Abrechnungen in Kollekta',
            url: appLink(context, document.organization_id, 'invoices'),
          },
        ],
      });
      if (!recipient.attachFiles) return mail;
      const content = await storage.get(document.file_path).catch(() => null);
      if (!content) return mail;
      const attachment: MailAttachment = {
        filename: document.name,
        contentType: document.content_type,
        content,
      };
      return { ...mail, attachments: [attachment] };
    },
  }));
};

export const NOTIFICATION_FINDERS: Record<NotificationMailType, Finder> = {
  collection_ended: findCollectionEnded,
  fill_accounting_fields: findFillAccountingFields,
  intermediate_sum: findIntermediateSums,
  cash_notification: findWaitingCashEvents,
  disbursement_order_ready: findReadyOrderEvents,
  recurring_payments: findRecurringSummaries,
  device_attendant: findDeviceIncidentEvents,
  forward_billing_emails: findBillingCopies,
};
