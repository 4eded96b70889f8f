/**
 * 'Aktive Sammlungen': the plans running now as cards, collapsible with Einklappen / Ausklappen,
 * and the button 'Neue Sammlung eintragen'. Only the first few cards render until asked for more.
 */
import type { CollectionPlan, OrganizationDetail } from '@kollekta/contract';
import AddIcon from '@mui/icons-material/Add';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { PLANNING_MESSAGES } from '../messages';
import { CollectionCard } from './CollectionCard';
import type { PlanActions } from './plan-actions';

const FIRST_CARDS = 6;

type Props = {
  plans: CollectionPlan[];
  organization: OrganizationDetail;
  now: number;
  actions: PlanActions;
  canCreate: boolean;
  onCreate: () => void;
};

export function ActivePlansSection({ plans, organization, now, actions, canCreate, onCreate }: Props) {
  const [isOpen, setIsOpen] = useState(true);
  const [showAll, setShowAll] = useState(false);
  const headingId = useId();
  const regionId = useId();
  const shown = showAll ? plans : plans.slice(0, FIRST_CARDS);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h2" id={headingId}>
          {PLANNING_MESSAGES.activeSection}
          <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: '1rem' }}>
            ({plans.length})
          </Typography>
        </Typography>
        <Stack direction="row" spacing={1}>
          {canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
              {PLANNING_MESSAGES.newPlan}
            </Button>
          )}
          <Button
            onClick={() => setIsOpen((open) => !open)}
            aria-expanded={isOpen}
            aria-controls={regionId}
            endIcon={isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          >
            {isOpen ? PLANNING_MESSAGES.collapse : PLANNING_MESSAGES.expand}
          </Button>
        </Stack>
      </Stack>
      <Collapse in={isOpen} id={regionId}>
        {plans.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {PLANNING_MESSAGES.noActivePlans}
          </Typography>
        ) : (
          <Box
            sx={{
              mt: 2,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                xl: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {shown.map((plan) => (
              <CollectionCard
                key={plan.id}
                plan={plan}
                organization={organization}
                now={now}
                actions={actions}
              />
            ))}
          </Box>
        )}
        {!showAll && plans.length > FIRST_CARDS && (
          <Button sx={{ mt: 1 }} onClick={() => setShowAll(true)}>
            {PLANNING_MESSAGES.moreActivePlans(plans.length - FIRST_CARDS)}
          </Button>
        )}
      </Collapse>
    </Paper>
  );
}
