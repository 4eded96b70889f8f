/**
 * The parts every list paged on the server shares (administration's device list, Dauerspenden,
 * Informationsanforderungen): the row that says the page is empty, and the pager whose page and page
 * size the caller keeps, a new page size starting again at the first page.
 */
import TableCell from '@mui/material/TableCell';
import TablePagination, { type TablePaginationProps } from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

export function EmptyTableRow({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan}>
        <Typography color="text.secondary">{text}</Typography>
      </TableCell>
    </TableRow>
  );
}

export type ServerPaging = {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
};

export function ServerTablePagination(props: {
  count: number;
  paging: ServerPaging;
  pageSizes: readonly number[];
  /** the 'from–to of count' text, when a list words it its own way (a count that is a lower bound) */
  labelDisplayedRows?: TablePaginationProps['labelDisplayedRows'];
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
      {...(props.labelDisplayedRows ? { labelDisplayedRows: props.labelDisplayedRows } : {})}
      onRowsPerPageChange={(event) => {
        setPageSize(Number(event.target.value));
        setPage(0);
      }}
    />
  );
}
