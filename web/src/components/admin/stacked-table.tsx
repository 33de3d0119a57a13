import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { visuallyHidden } from '@/components/actions/visually-hidden';

/**
 * On a phone each row stacks into a card, each figure labelled with its column; from `sm` up a plain table that wraps
 * between words and scrolls in its card (a focusable region). Give the table's parts explicit roles (kept when shown
 * as blocks) and each figure's cell a `data-label`.
 */
export const STACKED_TABLE_SX: SxProps<Theme> = (theme) => ({
  '& th, & td': { overflowWrap: 'break-word' },
  [theme.breakpoints.down('sm')]: {
    display: 'block',
    '& tbody': { display: 'block' },
    // The column names are read beside each figure; the header row stays for screen readers only.
    '& thead': visuallyHidden,
    '& tbody tr': {
      display: 'block',
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      mb: 1,
      px: 1.5,
      py: 1,
    },
    '& tbody th, & tbody td': {
      display: 'flex',
      // MUI reverses a right-aligned cell's flex direction (for its sort icon): the column's name comes first here.
      flexDirection: 'row',
      justifyContent: 'space-between',
      gap: 2,
      px: 0,
      py: 0.25,
      borderBottom: 0,
    },
    '& tbody th': { fontWeight: 700, fontSize: '1rem', pb: 0.5 },
    '& tbody td[data-label]::before': { content: 'attr(data-label)', color: 'text.secondary', textAlign: 'left' },
  },
});

/** The stacked table's container: a region a keyboard can scroll when the table is wider than its card. */
export function StackedTableContainer({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-labelledby={labelledBy}>
      {children}
    </TableContainer>
  );
}

/** The header row: the first column names the rows, the others (figures, when `figures`) are right-aligned. */
export function StackedTableHead({ columns, figures = false }: { columns: readonly string[]; figures?: boolean }) {
  return (
    <TableHead role="rowgroup">
      <TableRow role="row">
        {columns.map((c, i) => (
          <TableCell key={c} component="th" scope="col" role="columnheader" align={figures && i > 0 ? 'right' : 'left'}>
            {c}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** A figure in its row, right-aligned; on a phone its column's name is drawn beside it. */
export function FigureCell({ column, children }: { column: string; children: ReactNode }) {
  return (
    <TableCell role="cell" align="right" data-label={column}>
      {children}
    </TableCell>
  );
}
