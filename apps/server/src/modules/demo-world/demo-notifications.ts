/**
 * Notification contacts and features of the demo parish Lauffen: the advanced notification feature
 * (so it can announce collections with the QR-code mail), the donation meter feature, church-tax
 * (Kirchgeld digital: Lauffen is the demo tenant of the church-tax app) and the event app (its
 * submenu links to it), and two contacts, the parish office receiving collection announcements.
 */
import { toBusinessDay } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { createContact, createFeature, type NotificationActor } from '../contacts';

const SYSTEM: NotificationActor = { isSuperuser: true, grants: [], userId: null };

/** Answers of the services are not needed here; urls in them are built from this base. */
const API_BASE = '/api/v2/';

export async function addDemoNotifications(context: AppContext, parishId: number): Promise<void> {
  const organization = String(parishId);
  const since = `${toBusinessDay(context.clock.now()).slice(0, 4)}-01-01`;
  for (const type of [
    'AdvancedNotificationFeature',
    'DonationMeterFeature',
    'KirchgeldDigitalFeature',
    'VeranstaltungAppFeature',
  ] as const) {
    await createFeature(
      context,
      SYSTEM,
      { organization, type, inherit: false, valid_from: since, valid_notafter: null },
      API_BASE,
    );
  }
  await createContact(
    context,
    SYSTEM,
    {
      organization,
      name: 'Pfarramt Lauffen',
      email: 'pfarramt@lauffen.kirche.example',
      attach_files: false,
      types: ['announce_collection', 'collection_ended', 'donation_receipt', 'newsletter_signup'],
    },
    API_BASE,
  );
  await createContact(
    context,
    SYSTEM,
    {
      organization,
      name: 'Kirchenpflege Lauffen',
      email: 'kirchenpflege@lauffen.kirche.example',
      attach_files: true,
      types: ['cash_notification', 'intermediate_sum', 'recurring_payments', 'disbursement_order_ready'],
    },
    API_BASE,
  );
}
