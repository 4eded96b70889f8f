/**
 * The group entries of the details dialog (planning.md §2 "Details dialog: group entries"): each
 * member of a group with its weight and share and, once the group has started, its part of what the
 * group received so far; for a member, a note that it belongs to a group.
 */
import type { CollectionPlan } from '@kollekta/contract';
import { computeGroupShares, decimalStringToCents, formatGroupShare, formatMoney } from '@kollekta/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { DIALOG_MESSAGES, GROUP_UI_MESSAGES } from '../messages';
import { groupSplitQuery } from './group-api';

type Props = { plan: Pick<CollectionPlan, 'id' | 'members' | 'parent' | 'hasStarted' | 'organization_id'> };

const money = (amount: string, currency: string) => formatMoney(decimalStringToCents(amount) ?? 0, currency);

export function GroupEntries({ plan }: Props) {
  const members = plan.members ?? [];
  const split = useQuery({
    ...groupSplitQuery(plan.organization_id, plan.id),
    enabled: members.length > 0 && plan.hasStarted,
  });
  if (members.length === 0) {
    return (
      <Typography color="text.secondary">
        {plan.parent ? GROUP_UI_MESSAGES.detailsMember : DIALOG_MESSAGES.detailsNoGroup}
      </Typography>
    );
  }
  const shares = computeGroupShares(members.map((member) => member.weight)).map(formatGroupShare);
  const totals = split.data?.totals ?? [];
  return (
    <>
      <Box
        component="ul"
        data-testid="group-entries"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', rowGap: 0.5, maxWidth: 560 }}
      >
        {members.map((member, index) => (
          <Box
            component="li"
            key={member.id}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, overflowWrap: 'anywhere' }}
          >
            <span>{member.name}</span>
            <Box
              component="span"
              sx={{ color: 'text.secondary', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
            >
              {GROUP_UI_MESSAGES.detailsShare(member.weight, shares[index] ?? '')}
            </Box>
          </Box>
        ))}
      </Box>
      {split.data && (
        <Box sx={{ mt: 1.5, maxWidth: 560 }} data-testid="group-split">
          <Typography variant="subtitle2" component="h4">
            {GROUP_UI_MESSAGES.splitTitle}
          </Typography>
          {totals.length === 0 && (
            <Typography color="text.secondary">{GROUP_UI_MESSAGES.splitNone}</Typography>
          )}
          {totals.map((total) => (
            <Box key={total.currency} sx={{ mt: 0.5 }}>
              <Typography color="text.secondary">
                {GROUP_UI_MESSAGES.splitTotal(money(total.amount, total.currency), total.count)}
              </Typography>
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {total.members.map((member) => (
                  <Box
                    component="li"
                    key={member.id}
                    sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
                  >
                    <span>{member.name}</span>
                    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                      {money(member.amount, total.currency)}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}
