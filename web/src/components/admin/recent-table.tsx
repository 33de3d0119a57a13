import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { STACKED_TABLE_SX, StackedTableContainer, StackedTableHead } from './stacked-table';

interface RecentTableProps {
  title: string;
  columns: string[];
  rows: { id: string; cells: ReactNode[] }[];
  loading: boolean;
  emptyText: string;
  /** A link to the full list, where there is one. */
  action?: { to: string; label: string };
  /** How many rows the table shows at most: while loading, as many skeleton rows hold their place. */
  skeletonRows?: number;
}

/** Placeholder rows the size of real ones, so the panel does not grow when its rows arrive. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, r) => (
    <TableRow key={r} role="row" aria-hidden="true" data-testid="skeleton-row">
      {Array.from({ length: columns }, (_, c) => (
        <TableCell key={c} role="cell">
          <Skeleton />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** A titled table of the newest few rows, with a link to the full list where there is one. */
export function RecentTable({ title, columns, rows, loading, emptyText, action, skeletonRows = 5 }: RecentTableProps) {
  const titleId = useId();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {action && (
            <Button component={RouterLink} to={action.to} size="small">
              {action.label}
            </Button>
          )}
        </Stack>
        <StackedTableContainer labelledBy={titleId}>
          <Table size="small" role="table" aria-labelledby={titleId} aria-busy={loading} sx={STACKED_TABLE_SX}>
            <StackedTableHead columns={columns} />
            <TableBody role="rowgroup">
              {loading ? (
                <SkeletonRows rows={skeletonRows} columns={columns.length} />
              ) : rows.length === 0 ? (
                <TableRow role="row">
                  <TableCell role="cell" colSpan={columns.length} sx={{ color: 'text.secondary', textAlign: 'center', py: 3 }}>
                    {emptyText}
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((row) => (
                  <TableRow key={row.id} role="row">
                    {row.cells.map((cell, i) =>
                      // The first column names the row: on a phone, the card's heading.
                      i === 0 ? (
                        <TableCell key={columns[i]} component="th" scope="row" role="rowheader">
                          {cell}
                        </TableCell>
                      ) : (
                        <TableCell key={columns[i]} role="cell" data-label={columns[i]}>
                          {cell}
                        </TableCell>
                      ),
                    )}
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </StackedTableContainer>
      </CardContent>
    </Card>
  );
}
