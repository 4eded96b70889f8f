/**
 * The accounting fields page (issue 17 "Build" 2; devices spec "Accounting fields form"): through
 * its link a treasurer sees the collection's name and the organisation's accounting fields (type
 * confirmed hidden) and saves them into the plan's meta.accounting, merged as the plan editor does,
 * in a transaction that locks the plan, with an audit entry whose actor is the link.
 */
import type { AccountingFieldsBody, AccountingFieldsPage } from '@kollekta/contract';
import {
  checkPublicAccountingInput,
  type OrganizationSettingsLink,
  resolvePublicAccountingFields,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { assertNoStoppedDisbursement, findPlanById, loadChain, mergeMeta, readSection } from '../planning';
import { PUBLIC_PAGE_MESSAGES } from './public-pages-messages';
import { resolvePublicToken, takePublicTokenSlot } from './public-tokens';

export type PublicCall = { token: string; address: string };

const linkInvalid = () => new DomainError('not_found', PUBLIC_PAGE_MESSAGES.linkInvalid);

async function loadLinkedPlan(context: AppContext, token: string) {
  const resolved = await resolvePublicToken(context.db, {
    token,
    purpose: 'accounting_fields',
    now: context.clock.now(),
  });
  const plan = await findPlanById(context.db, resolved.objectId);
  const chain = plan ? await loadChain(context, plan.organization_id) : null;
  if (!plan || !chain) throw linkInvalid();
  // own organisation first, as the settings are read
  const links: OrganizationSettingsLink[] = [...chain.rows].reverse().map((row) => ({
    settingsLocal: row.settings_local,
    settingsInherit: row.settings_inherit,
  }));
  return { resolved, plan, links };
}

function toPage(
  plan: { id: number; name: string; organization_name: string },
  links: OrganizationSettingsLink[],
  meta: Record<string, unknown>,
): AccountingFieldsPage {
  return {
    id: plan.id,
    name: plan.name,
    organization_name: plan.organization_name,
    fields: resolvePublicAccountingFields(links, readSection(meta, 'accounting')),
  };
}

export async function getAccountingFieldsByToken(
  context: AppContext,
  call: PublicCall,
): Promise<AccountingFieldsPage> {
  await takePublicTokenSlot(context, call.address);
  const { plan, links } = await loadLinkedPlan(context, call.token);
  return toPage(plan, links, plan.meta);
}

export async function fillAccountingFieldsByToken(
  context: AppContext,
  call: PublicCall & { body: AccountingFieldsBody },
): Promise<AccountingFieldsPage> {
  await takePublicTokenSlot(context, call.address);
  const { resolved, plan, links } = await loadLinkedPlan(context, call.token);
  const shown = resolvePublicAccountingFields(links, readSection(plan.meta, 'accounting'));
  const { values, fieldErrors } = checkPublicAccountingInput(shown, call.body.meta.accounting);
  if (Object.keys(fieldErrors).length > 0) throw new DomainError('validation', undefined, { fieldErrors });
  // after cash was closed the collection's data is fixed, for the link as for the plan editor
  await assertNoStoppedDisbursement(context, plan.id);
  const now = context.clock.now();
  const meta = await context.db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('collection_plan')
      .select(['id', 'meta'])
      .where('id', '=', plan.id)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw linkInvalid();
    const before = readSection(locked.meta, 'accounting');
    const merged = mergeMeta(locked.meta, { accounting: values });
    await trx
      .updateTable('collection_plan')
      .set({ meta: JSON.stringify(merged), updated_at: now, updated_by: null })
      .where('id', '=', plan.id)
      .execute();
    await appendAudit(trx, {
      actorUserId: null,
      action: 'collection_plan.accounting_filled',
      objectType: 'collection_plan',
      objectId: plan.id,
      data: {
        via: 'public_link',
        public_token_id: resolved.id,
        accounting_before: before,
        accounting: readSection(merged, 'accounting'),
      },
      at: now,
    });
    return merged;
  });
  return toPage(plan, links, meta);
}
