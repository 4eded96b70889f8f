/**
 * The addresses of the contract data page (administration.md §2, §4, §5, §9): grouped by type in
 * the spec's display order, current before ended, ended ones marked; a type whose every address has
 * ended is shown as expired. Editors change and remove current addresses and add one of a free type;
 * billing addresses only superusers.
 */
import type { OrganizationAddress, OrganizationDetail } from '@kollekta/contract';
import {
  ADDRESS_COUNTRIES,
  ADDRESS_TYPE_LABELS,
  ADDRESS_TYPE_USES,
  ADDRESS_TYPES,
  type AddressEditor,
  type AddressType,
  canEditAddressType,
  findExpiredAddressTypes,
  findSelectableAddressTypes,
} from '@kollekta/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeApiError, readFieldErrors } from '../../../lib/api-client';
import { formatDate } from '../../../lib/date-format';
import { messageStore } from '../../message-bars';
import { type AddressValues, addressesQuery, createAddress, endAddress, updateAddress } from '../api';
import { CONTRACT_DATA_MESSAGES as M } from '../messages';
import { AddressDialog } from './AddressDialog';
import { EndAddressDialog } from './EndAddressDialog';

type Props = { organization: OrganizationDetail; isSuperuser: boolean; canRead: boolean };

const toPeriod = (address: OrganizationAddress) => ({
  type: address.type,
  validFrom: new Date(address.valid_from),
  validUntil: address.valid_notafter === null ? null : new Date(address.valid_notafter),
});

export function describeAddress(address: OrganizationAddress): string {
  return [address.address, `${address.postcode} ${address.locality}`].join(', ');
}

export function AddressesCard({ organization, isSuperuser, canRead }: Props) {
  const queryClient = useQueryClient();
  const { data: addresses } = useQuery({ ...addressesQuery(organization.id), enabled: canRead });
  const [editing, setEditing] = useState<OrganizationAddress | 'new' | null>(null);
  const [ending, setEnding] = useState<OrganizationAddress | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const editor: AddressEditor = { isSuperuser, canWriteOrganization: organization.is_writable };
  const now = new Date();
  const periods = (addresses ?? []).map(toPeriod);
  const selectable = findSelectableAddressTypes(periods, now, editor);
  const expired = findExpiredAddressTypes(periods, now);
  const canAddAny = editor.isSuperuser || editor.canWriteOrganization;
  const refresh = () => queryClient.invalidateQueries({ queryKey: addressesQuery(organization.id).queryKey });

  const save = useMutation({
    mutationFn: ({ address, values }: { address: OrganizationAddress | null; values: AddressValues }) =>
      address === null ? createAddress(organization.url, values) : updateAddress(address.id, values),
    meta: { handledStatuses: 'all' },
    onSuccess: async (_saved, { address }) => {
      await refresh();
      setEditing(null);
      setServerErrors({});
      messageStore.showSuccess(address === null ? M.addressSaved : M.addressUpdated);
    },
    onError: (error) => {
      const fields = readFieldErrors(error);
      setServerErrors(fields);
      messageStore.showError(
        Object.keys(fields).length > 0
          ? M.addressSaveFailed
          : `${M.addressSaveFailed}: ${describeApiError(error)}`,
      );
    },
  });
  const remove = useMutation({
    mutationFn: (address: OrganizationAddress) => endAddress(address.id),
    meta: { handledStatuses: 'all' },
    onSuccess: async () => {
      await refresh();
      setEnding(null);
      messageStore.showSuccess(M.addressRemoved);
    },
    onError: (error) => {
      setEnding(null);
      messageStore.showError(`${M.addressSaveFailed}: ${describeApiError(error)}`);
    },
  });

  const open = (next: OrganizationAddress | 'new') => {
    setServerErrors({});
    setEditing(next);
  };
  const editingAddress = editing === 'new' ? null : editing;
  const dialogTypes: AddressType[] =
    editingAddress === null
      ? selectable
      : [editingAddress.type, ...selectable.filter((type) => type !== editingAddress.type)];

  return (
    <Card variant="outlined" component="section" aria-label={M.addressesTitle}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="h2">{M.addressesTitle}</Typography>
          {canAddAny && canRead && (
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => open('new')}
              disabled={selectable.length === 0 || addresses === undefined}
              title={selectable.length === 0 ? M.noFreeType : undefined}
            >
              {M.addAddress}
            </Button>
          )}
        </Stack>
        {!canRead ? (
          <Alert severity="info">{M.noAddressPermission}</Alert>
        ) : addresses?.length === 0 ? (
          <Typography color="text.secondary">{M.noAddresses}</Typography>
        ) : (
          <Stack spacing={2} divider={<Divider flexItem />}>
            {ADDRESS_TYPES.filter((type) => addresses?.some((address) => address.type === type)).map(
              (type) => (
                <Box key={type} component="section" aria-label={ADDRESS_TYPE_LABELS[type]}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                      {ADDRESS_TYPE_LABELS[type]}
                    </Typography>
                    {expired.includes(type) && <Chip size="small" label={M.expiredType} />}
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {ADDRESS_TYPE_USES[type]}
                  </Typography>
                  <Stack spacing={1.5}>
                    {addresses
                      ?.filter((address) => address.type === type)
                      .map((address) => (
                        <AddressEntry
                          key={address.id}
                          address={address}
                          canEdit={!address.is_ended && canEditAddressType(editor, address.type)}
                          isLocked={
                            !address.is_ended && canAddAny && !canEditAddressType(editor, address.type)
                          }
                          isBusy={editing !== null || ending !== null}
                          onChange={() => open(address)}
                          onRemove={() => setEnding(address)}
                        />
                      ))}
                  </Stack>
                </Box>
              ),
            )}
          </Stack>
        )}
      </CardContent>
      {editing !== null && (
        <AddressDialog
          address={editingAddress}
          types={dialogTypes}
          defaultName={organization.name}
          isSaving={save.isPending}
          serverErrors={serverErrors}
          onSave={(values) => save.mutate({ address: editingAddress, values })}
          onCancel={() => setEditing(null)}
        />
      )}
      {ending !== null && (
        <EndAddressDialog
          text={describeAddress(ending)}
          isPending={remove.isPending}
          onCancel={() => setEnding(null)}
          onConfirm={() => remove.mutate(ending)}
        />
      )}
    </Card>
  );
}

type EntryProps = {
  address: OrganizationAddress;
  canEdit: boolean;
  /** a current address the editor may not change (billing for non-superusers) */
  isLocked: boolean;
  isBusy: boolean;
  onChange: () => void;
  onRemove: () => void;
};

function AddressEntry({ address, canEdit, isLocked, isBusy, onChange, onRemove }: EntryProps) {
  const country = ADDRESS_COUNTRIES[address.country as keyof typeof ADDRESS_COUNTRIES] ?? address.country;
  const label = ADDRESS_TYPE_LABELS[address.type];
  return (
    <Box
      data-testid="address-entry"
      data-ended={address.is_ended}
      sx={{
        display: 'flex',
        gap: 2,
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        opacity: address.is_ended ? 0.7 : 1,
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography sx={{ textDecoration: address.is_ended ? 'line-through' : undefined }}>
          {address.name}
        </Typography>
        {address.supplement && <Typography>{address.supplement}</Typography>}
        <Typography>{address.address}</Typography>
        <Typography>
          {address.postcode} {address.locality}
        </Typography>
        {address.country !== 'DE' && <Typography>{country}</Typography>}
      </Box>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start', flex: '0 1 220px' }}>
        <Chip
          size="small"
          color={address.is_ended ? 'default' : 'success'}
          variant={address.is_ended ? 'outlined' : 'filled'}
          label={address.is_ended ? M.addressEnded : M.addressCurrent}
        />
        <Typography variant="body2" color="text.secondary">
          {address.valid_notafter === null
            ? M.validSince(formatDate(address.valid_from))
            : M.validRange(formatDate(address.valid_from), formatDate(address.valid_notafter))}
        </Typography>
        {isLocked && (
          <Typography variant="body2" color="text.secondary">
            {M.billingOnlySuperuser}
          </Typography>
        )}
      </Stack>
      {canEdit && (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={onChange} disabled={isBusy} aria-label={M.changeAddressLabel(label)}>
            {M.changeAddress}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={onRemove}
            disabled={isBusy}
            aria-label={M.removeAddressLabel(label)}
          >
            {M.removeAddress}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
