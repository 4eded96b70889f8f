/**
 * Sending the QR-code notification mail of a plan (planning.md §2 "Send QR notification", §6): one
 * mail per contact of the announcing organisation that receives collection announcements, each with
 * the plan's direct link and its QR code. Refused without READ_CPLAN there, without the advanced
 * notification feature, without such contacts, or once the plan has started.
 */
import {
  type Actor,
  checkQrNotification,
  findAnnouncementRecipients,
  hasPermission,
  planDirectLink,
  QR_CODE,
  QR_NOTIFICATION_MESSAGES,
} from '@kollekta/domain';
import QRCode from 'qrcode';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { takeRequestSlots } from '../auth';
import { findContactsOfOrganization, hasValidFeatureFor, parseOrganizationRef } from '../contacts';
import { loadVisibleOrganization, parsePath } from '../organizations';
import { getPlan } from '../planning';
import { renderQrNotificationMail } from './qr-notification-mail';

export type AnnouncingActor = Actor & { userId: number | null; impersonatorId?: number | null };

export type QrNotificationResult = {
  detail: string;
  recipients: { name: string | null; email: string }[];
};

export async function sendQrNotification(
  context: AppContext,
  actor: AnnouncingActor,
  planId: number,
  body: { organization: string },
  apiBase: string,
): Promise<QrNotificationResult> {
  const organizationId = parseOrganizationRef(body.organization);
  if (organizationId === null) {
    throw new DomainError('validation', undefined, {
      fieldErrors: { organization: ['Organisation nicht gefunden.'] },
    });
  }
  const organization = await loadVisibleOrganization(context, actor, organizationId);
  // the plan as the announcing organisation sees it: its own, a location's, or inherited into it
  const plan = await getPlan(context, actor, planId, organization.id, apiBase);
  const [hasAdvancedNotification, contacts] = await Promise.all([
    hasValidFeatureFor(context, organization, 'AdvancedNotificationFeature'),
    findContactsOfOrganization(context, organization.id),
  ]);
  const recipients = findAnnouncementRecipients(contacts);
  const refusal = checkQrNotification({
    canReadPlans: hasPermission(actor, parsePath(organization.path), 'READ_CPLAN'),
    hasAdvancedNotification,
    recipientCount: recipients.length,
    hasStarted: plan.hasStarted,
  });
  if (refusal === 'no_permission') throw new DomainError('forbidden', QR_NOTIFICATION_MESSAGES.no_permission);
  if (refusal !== null) throw new DomainError('validation', QR_NOTIFICATION_MESSAGES[refusal]);
  // Each click mails every recipient: limited per sender and per plan and organisation, so that
  // neither a user nor a stolen token can flood the contacts' mailboxes.
  await takeRequestSlots(context, [
    { bucket: 'qrNotificationPerUser', key: String(actor.userId ?? 'unknown') },
    { bucket: 'qrNotificationPerTarget', key: `${plan.id}:${organization.id}` },
  ]);

  const link = planDirectLink(context.config.publicUrl, {
    planId: plan.id,
    organizationId: organization.id,
    targets: plan.targets,
  });
  const qrPng = await QRCode.toBuffer(link, {
    type: 'png',
    width: QR_CODE.dataSize,
    margin: 2,
    errorCorrectionLevel: 'M',
  });
  for (const recipient of recipients) {
    await context.mail.send(
      renderQrNotificationMail(
        {
          recipientName: recipient.name,
          organizationName: organization.name,
          plannedBy: plan.organization_id === organization.id ? null : plan.organization_name,
          planName: plan.name,
          start: plan.start ? new Date(plan.start) : null,
          end: plan.end ? new Date(plan.end) : null,
          link,
          qrPng,
        },
        recipient.email,
      ),
    );
  }
  await appendAudit(context.db, {
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorId ?? null,
    action: 'collection_plan.qr_notification_sent',
    objectType: 'collection_plan',
    objectId: plan.id,
    data: {
      organization_id: organization.id,
      link,
      recipients: recipients.map((recipient) => recipient.email),
    },
  });
  return {
    detail: QR_NOTIFICATION_MESSAGES.sent,
    recipients: recipients.map((recipient) => ({ name: recipient.name, email: recipient.email })),
  };
}
