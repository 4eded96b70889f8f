/**
 * The person lookup's pager: like the shared server pager, but a broad search's count may be a lower
 * bound ('1–25 von mehr als 1.000'), and then it pages within the persons it knows of.
 */
import TablePagination from '@mui/material/TablePagination';
import type { ServerPaging } from '../../lib/ServerPagedTable';
import { KG_PERSON_TEXTS } from './messages';

export function LookupPagination(props: {
  count: number;
  isCountLowerBound: boolean;
  paging: ServerPaging;
  pageSizes: readonly number[];
}) {
  const { page, pageSize, setPage, setPageSize } = props.paging;
  return (
    <TablePagination
      component="div"
      count={props.count}
      page={page}
      onPageChange={(_event, next) => setPage(next)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...props.pageSizes]}
      labelDisplayedRows={({ from, to, count }) =>
        KG_PERSON_TEXTS.pagerRows(from, to, count, props.isCountLowerBound)
      }
      onRowsPerPageChange={(event) => {
        setPageSize(Number(event.target.value));
        setPage(0);
      }}
    />
  );
}
