/**
 * Paging of the month screen's tables: a month of a regional church holds hundreds of thousands
 * of payments, so its lists come from the server a page at a time. The pager shows once there is
 * more than the smallest page.
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TablePagination from '@mui/material/TablePagination';
import { type ReactNode, useState } from 'react';
import { COLLECTIONS_MESSAGES } from '../messages';

const PAGE_SIZES = [25, 50, 100];
const SMALLEST_PAGE = 25;

export type Paging = {
  count: number;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  onPageSize(size: number): void;
};

/** Which page to show; the page stays in range when the list gets shorter. */
export function usePageState() {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  const pagingOf = (count: number): Paging => ({
    count,
    page: Math.min(page, Math.max(0, Math.ceil(count / pageSize) - 1)),
    pageSize,
    onPage: setPage,
    onPageSize: (size) => {
      setPageSize(size);
      setPage(0);
    },
  });
  return { offset: page * pageSize, limit: pageSize, pagingOf };
}

function TablePager({ paging }: { paging: Paging }) {
  if (paging.count <= SMALLEST_PAGE) return null;
  return (
    <TablePagination
      component="div"
      // on a phone the page-size chooser gives way to the arrows
      sx={{
        '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': {
          display: { xs: 'none', sm: 'inline-flex' },
        },
      }}
      count={paging.count}
      page={paging.page}
      onPageChange={(_event, next) => paging.onPage(next)}
      rowsPerPage={paging.pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      onRowsPerPageChange={(event) => paging.onPageSize(Number(event.target.value))}
      labelRowsPerPage={COLLECTIONS_MESSAGES.rowsPerPage}
    />
  );
}

/** A table of the month screen with its pager; dimmed and marked busy while the next page loads. */
export function PagedTable(props: {
  label: string;
  paging: Paging;
  isLoading: boolean;
  children: ReactNode;
}) {
  const { label, paging, isLoading, children } = props;
  return (
    <>
      {/* the table scrolls sideways on a narrow screen; the pager stays in view */}
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={label}
          aria-busy={isLoading}
          sx={{ '& td, & th': { px: 1 }, opacity: isLoading ? 0.6 : 1 }}
        >
          {children}
        </Table>
      </Box>
      <TablePager paging={paging} />
    </>
  );
}
