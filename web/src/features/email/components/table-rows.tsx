import TableCell from '@mui/material/TableCell';
import TableRow, { type TableRowProps } from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { SHADES } from '@shared/brand';

/** The bold, tinted column headings of the email screens' tables (roles explicit, for a table stacked into cards on a phone). */
export function HeaderRow({ columns, ...row }: { columns: readonly string[] } & TableRowProps) {
  return (
    <TableRow role="row" {...row}>
      {columns.map((c) => (
        <TableCell key={c} role="columnheader" sx={{ fontWeight: 700, bgcolor: SHADES.frost }}>
          {c}
        </TableCell>
      ))}
    </TableRow>
  );
}

/** One row across the whole table in place of the data: loading, or nothing found. */
export function NoticeRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow role="row">
      <TableCell role="cell" colSpan={colSpan} sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}
