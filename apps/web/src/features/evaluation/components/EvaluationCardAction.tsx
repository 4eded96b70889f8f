/**
 * 'Auswertung' on the collection card (planning.md §2 "Collection card", §6: "readOther is needed to
 * see the evaluation link"): opens the evaluation of the plan as the planning organisation sees it,
 * with the organisations below it when it has any.
 */
import type { CollectionPlan, OrganizationDetail } from '@kollekta/contract';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { canDo } from '../../organizations';
import { EVALUATION_MESSAGES } from '../messages';
import { EvaluationDialog } from './EvaluationDialog';

type Props = {
  plan: CollectionPlan;
  organization: OrganizationDetail;
};

export function EvaluationCardAction({ plan, organization }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  if (!canDo(organization, 'readOther')) return null;
  return (
    <>
      <Tooltip title={EVALUATION_MESSAGES.cardActionTooltip(plan.name)} describeChild>
        <Button size="small" startIcon={<AssessmentOutlinedIcon />} onClick={() => setIsOpen(true)}>
          {EVALUATION_MESSAGES.cardAction}
        </Button>
      </Tooltip>
      {isOpen && (
        <EvaluationDialog
          organizationId={organization.id}
          recursive={organization.children.length > 0}
          plan={{ id: plan.id, name: plan.name, start: plan.start, end: plan.end }}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}
