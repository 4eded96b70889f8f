/**
 * The download button of the planning sidebar (planning.md §2 "a spreadsheet download button"): opens
 * the dialog 'Kollektenplan herunterladen' for the organisation of the planning screen.
 */
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { organizationQuery } from '../../organizations';
import { DOWNLOAD_MESSAGES } from '../messages';
import { PlanDownloadDialog } from './PlanDownloadDialog';

export function PlanDownloadButton({ organizationId }: { organizationId: number }) {
  const [isOpen, setIsOpen] = useState(false);
  const { data: organization } = useQuery(organizationQuery(organizationId));
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={!organization}
        onClick={() => setIsOpen(true)}
      >
        {DOWNLOAD_MESSAGES.open}
      </Button>
      {isOpen && organization && (
        <PlanDownloadDialog organization={organization} onClose={() => setIsOpen(false)} />
      )}
    </>
  );
}
