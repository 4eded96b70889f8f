/**
 * The user table: action, name, username, e-mail and, without a specific organisation, security,
 * organisations and role. Page sizes 20, 50, 100, 200 and all; default 20 (administration.md §2, §9).
 */
import type { OrganizationSummary, User } from '@kollekta/contract';
import {
  DEFAULT_USER_PAGE_SIZE,
  derivePasswordState,
  PASSWORD_STATE_LABELS,
  type PasswordState,
  ROLE_LABELS,
  USER_PAGE_SIZES,
} from '@kollekta/domain';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SwitchAccountOutlinedIcon from '@mui/icons-material/SwitchAccountOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { organizationName } from '../../organizations';
import { USERS_MESSAGES } from '../messages';

const STATE_COLOURS: Record<PasswordState, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  not_checked: 'default',
  check_error: 'info',
  ok: 'success',
  weak: 'warning',
  insecure: 'error',
  password_login_disabled: 'info',
  no_login: 'error',
};

type Props = {
  users: readonly User[];
  organizations: readonly OrganizationSummary[];
  showAdminColumns: boolean;
  canImpersonate: boolean;
  onEdit: (user: User) => void;
  onImpersonate: (user: User) => void;
};

export function UsersTable({
  users,
  organizations,
  showAdminColumns,
  canImpersonate,
  onEdit,
  onImpersonate,
}: Props) {
  const [pageSize, setPageSize] = useState<number>(DEFAULT_USER_PAGE_SIZE);
  const [page, setPage] = useState(0);
  // A narrower filter may leave fewer pages: stay on the last one there is.
  const lastPage = pageSize === 0 ? 0 : Math.max(0, Math.ceil(users.length / pageSize) - 1);
  const currentPage = Math.min(page, lastPage);
  const names = new Map(
    organizations.map((organization) => [organization.id, organizationName(organization)]),
  );
  const visible = pageSize === 0 ? users : users.slice(currentPage * pageSize, (currentPage + 1) * pageSize);

  return (
    <Box>
      <TableContainer>
        <Table size="small" aria-label={USERS_MESSAGES.title}>
          <TableHead>
            <TableRow>
              <TableCell>{USERS_MESSAGES.columnAction}</TableCell>
              <TableCell>{USERS_MESSAGES.columnName}</TableCell>
              <TableCell>{USERS_MESSAGES.columnUsername}</TableCell>
              <TableCell>{USERS_MESSAGES.columnEmail}</TableCell>
              {showAdminColumns && (
                <>
                  <TableCell>{USERS_MESSAGES.columnSecurity}</TableCell>
                  <TableCell>{USERS_MESSAGES.columnOrganizations}</TableCell>
                  <TableCell>{USERS_MESSAGES.columnRole}</TableCell>
                </>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.length === 0 && (
              <TableRow>
                <TableCell colSpan={showAdminColumns ? 7 : 4}>{USERS_MESSAGES.noUsers}</TableCell>
              </TableRow>
            )}
            {visible.map((user) => {
              const state = derivePasswordState(user);
              return (
                <TableRow key={user.id} hover data-testid={`user-row-${user.username}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={USERS_MESSAGES.edit(user.name)}>
                      <IconButton
                        size="small"
                        aria-label={USERS_MESSAGES.edit(user.name)}
                        onClick={() => onEdit(user)}
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {canImpersonate && (
                      <Tooltip title={USERS_MESSAGES.impersonate(user.name)}>
                        <span>
                          <IconButton
                            size="small"
                            aria-label={USERS_MESSAGES.impersonate(user.name)}
                            onClick={() => onImpersonate(user)}
                            disabled={!user.is_active}
                          >
                            <SwitchAccountOutlinedIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    )}
                  </TableCell>
                  <TableCell>
                    {user.name}
                    {!user.is_active && <Chip size="small" label={USERS_MESSAGES.inactive} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell>{user.username}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.email}</TableCell>
                  {showAdminColumns && (
                    <>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          color={STATE_COLOURS[state]}
                          label={PASSWORD_STATE_LABELS[state]}
                        />
                      </TableCell>
                      <TableCell>
                        {user.permissions.map((permission) => (
                          <div key={`${permission.organization_id}-${permission.role}`}>
                            {names.get(permission.organization_id) ?? permission.organization_id}
                          </div>
                        ))}
                      </TableCell>
                      <TableCell>
                        {user.is_superuser
                          ? 'Superuser'
                          : user.permissions.map((permission) => (
                              <div key={`${permission.organization_id}-${permission.role}`}>
                                {ROLE_LABELS[permission.role]}
                              </div>
                            ))}
                      </TableCell>
                    </>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={users.length}
        page={currentPage}
        rowsPerPage={pageSize === 0 ? -1 : pageSize}
        rowsPerPageOptions={USER_PAGE_SIZES.map((size) =>
          size === 0 ? { label: USERS_MESSAGES.all, value: -1 } : size,
        )}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          const value = Number(event.target.value);
          setPageSize(value === -1 ? 0 : value);
          setPage(0);
        }}
        labelRowsPerPage={USERS_MESSAGES.rowsPerPage}
        labelDisplayedRows={({ from, to, count }) => USERS_MESSAGES.displayedRows(from, to, count)}
      />
    </Box>
  );
}
