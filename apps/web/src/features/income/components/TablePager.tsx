/**
 * Paging of the month screen's tables in the browser: a month of a regional church holds tens of
 * thousands of rows, of which only a page is rendered. The pager shows once there is more than the
 * smallest page.
 */
import TablePagination from '@mui/material/TablePagination';
import { useState } from 'react';
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

/** The rows of the current page; the page stays in range when the list gets shorter. */
export function usePaging<T>(rows: readonly T[]): { shown: T[]; paging: Paging } {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  const current = Math.min(page, Math.max(0, Math.ceil(rows.length / pageSize) - 1));
  return {
    shown: rows.slice(current * pageSize, (current + 1) * pageSize),
    paging: {
      count: rows.length,
      page: current,
      pageSize,
      onPage: setPage,
      onPageSize: (size) => {
        setPageSize(size);
        setPage(0);
      },
    },
  };
}

export function TablePager({ paging }: { paging: Paging }) {
  if (paging.count <= SMALLEST_PAGE) return null;
  return (
    <TablePagination
      component="div"
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
