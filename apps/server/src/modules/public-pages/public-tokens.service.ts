/**
 * Administration of the public links (issue 17 "Build" 1): administrators of an organisation (WRITE
 * there) list its links without the tokens, create one for a collection or a forwarding order (the
 * address is shown once), and revoke one at once. Whoever cannot see the organisation gets 404,
 * whoever sees it without the right 403.
 */
import type { CreatedPublicToken, CreatePublicTokenBody, PublicTokenInfo } from '@kollekta/contract';
import { type Actor, canSee, hasPermission, relatePlan } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { findOrganizationById, parsePath } from '../organizations';
import { findPlanById, loadChain, toPlacement, toViewingOrganization } from '../planning';
import {
  findOrderOfOrganization,
  findTokenById,
  findTokensOfOrganization,
  lockToken,
  markTokenRevoked,
  type PublicTokenListRow,
} from './public-pages.repository';
import { PUBLIC_PAGE_MESSAGES } from './public-pages-messages';
import { issuePublicToken, publicPageUrl } from './public-tokens';

export type PublicTokenAdmin = Actor & { userId: number; impersonatorId?: number | null };

export const PUBLIC_TOKEN_PERMISSION = 'WRITE';
/** The list shows the newest links; older ones have long expired. */
const MAX_LISTED_TOKENS = 200;
const ORGANIZATION_NOT_FOUND = 'Organisation nicht gefunden.';

async function loadAdministeredOrganization(context: AppContext, actor: Actor, organizationId: number) {
  const organization = await findOrganizationById(context.db, organizationId);
  const path = organization ? parsePath(organization.path) : [];
  if (!organization || !canSee(actor, path)) throw new DomainError('not_found', ORGANIZATION_NOT_FOUND);
  if (!hasPermission(actor, path, PUBLIC_TOKEN_PERMISSION)) throw new DomainError('forbidden');
  return organization;
}

export function toPublicTokenInfo(row: PublicTokenListRow, now: Date): PublicTokenInfo {
  const expiresAt = new Date(row.expires_at);
  return {
    id: row.id,
    purpose: row.purpose,
    object_id: row.object_id,
    object_name: row.plan_name ?? 'Unbekannter Sammlungsplan',
    organization_id: row.organization_id,
    created_at: new Date(row.created_at).toISOString(),
    created_by_name: row.created_by_name,
    expires_at: expiresAt.toISOString(),
    revoked_at: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
    state: row.revoked_at ? 'revoked' : expiresAt.getTime() <= now.getTime() ? 'expired' : 'active',
  };
}

export async function listPublicTokens(
  context: AppContext,
  actor: PublicTokenAdmin,
  organizationId: number,
): Promise<PublicTokenInfo[]> {
  await loadAdministeredOrganization(context, actor, organizationId);
  const now = context.clock.now();
  const rows = await findTokensOfOrganization(context.db, organizationId, MAX_LISTED_TOKENS);
  return rows.map((row) => toPublicTokenInfo(row, now));
}

/** The link's object must belong to the organisation: a plan reaching it, or its forwarding order. */
async function assertObjectOfOrganization(
  context: AppContext,
  organizationId: number,
  body: CreatePublicTokenBody,
): Promise<void> {
  const objectId = Number(body.object_id);
  const wrongObject = () =>
    new DomainError('validation', undefined, {
      fieldErrors: { object_id: [PUBLIC_PAGE_MESSAGES.objectNotHere] },
    });
  if (body.purpose === 'stop_cash_payments') {
    const order = await findOrderOfOrganization(context.db, objectId);
    if (!order || order.organization_id !== organizationId) throw wrongObject();
    return;
  }
  const plan = await findPlanById(context.db, objectId);
  if (!plan) throw wrongObject();
  if (body.purpose === 'accounting_fields') {
    // the accounting fields are the plan's own: only its organisation fills them in
    if (plan.organization_id !== organizationId) throw wrongObject();
    return;
  }
  const chain = await loadChain(context, organizationId);
  if (!chain || relatePlan(toPlacement(plan), toViewingOrganization(chain)) === null) throw wrongObject();
}

export async function createPublicTokenLink(
  context: AppContext,
  actor: PublicTokenAdmin,
  organizationId: number,
  body: CreatePublicTokenBody,
): Promise<CreatedPublicToken> {
  await loadAdministeredOrganization(context, actor, organizationId);
  await assertObjectOfOrganization(context, organizationId, body);
  const now = context.clock.now();
  const objectId = Number(body.object_id);
  const issued = await context.db.transaction().execute(async (trx) => {
    const { token, id } = await issuePublicToken(trx, {
      purpose: body.purpose,
      objectId,
      organizationId,
      createdBy: actor.userId,
      now,
      ...(body.valid_days === undefined ? {} : { validDays: body.valid_days }),
    });
    await appendAudit(trx, {
      actorUserId: actor.userId,
      impersonatorUserId: actor.impersonatorId ?? null,
      action: 'public_token.created',
      objectType: 'public_token',
      objectId: id,
      data: { purpose: body.purpose, object_id: objectId, organization_id: organizationId },
      at: now,
    });
    return { id, token };
  });
  const row = await findTokenById(context.db, issued.id);
  if (!row) throw new DomainError('not_found', PUBLIC_PAGE_MESSAGES.tokenNotFound);
  return {
    ...toPublicTokenInfo(row, now),
    url: publicPageUrl(context.config.publicUrl, body.purpose, issued.token, organizationId),
  };
}

export async function revokePublicToken(
  context: AppContext,
  actor: PublicTokenAdmin,
  id: number,
): Promise<PublicTokenInfo> {
  const visible = await findTokenById(context.db, id);
  const organization = visible ? await findOrganizationById(context.db, visible.organization_id) : undefined;
  const path = organization ? parsePath(organization.path) : [];
  // a link of an organisation the caller does not administer is answered as if it did not exist
  if (!visible || !organization || !canSee(actor, path)) {
    throw new DomainError('not_found', PUBLIC_PAGE_MESSAGES.tokenNotFound);
  }
  if (!hasPermission(actor, path, PUBLIC_TOKEN_PERMISSION)) throw new DomainError('forbidden');
  const now = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    const locked = await lockToken(trx, id);
    if (!locked) throw new DomainError('not_found', PUBLIC_PAGE_MESSAGES.tokenNotFound);
    if (locked.revoked_at !== null)
      throw new DomainError('conflict', PUBLIC_PAGE_MESSAGES.tokenAlreadyRevoked);
    await markTokenRevoked(trx, id, now, actor.userId);
    await appendAudit(trx, {
      actorUserId: actor.userId,
      impersonatorUserId: actor.impersonatorId ?? null,
      action: 'public_token.revoked',
      objectType: 'public_token',
      objectId: id,
      data: {
        purpose: visible.purpose,
        object_id: visible.object_id,
        organization_id: visible.organization_id,
      },
      at: now,
    });
  });
  const row = await findTokenById(context.db, id);
  if (!row) throw new DomainError('not_found', PUBLIC_PAGE_MESSAGES.tokenNotFound);
  return toPublicTokenInfo(row, now);
}
