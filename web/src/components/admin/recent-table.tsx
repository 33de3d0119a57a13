import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface RecentTableProps {
  title: string;
  columns: string[];
  rows: { id: string; cells: ReactNode[] }[];
  loading: boolean;
  emptyText: string;
  /** A link to the full list, where there is one. */
  action?: { to: string; label: string };
}

/** A titled table of the newest few rows, with a link to the full list where there is one. */
export function RecentTable({ title, columns, rows, loading, emptyText, action }: RecentTableProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {action && (
            <Button component={RouterLink} to={action.to} size="small">
              {action.label}
            </Button>
          )}
        </Stack>
        <TableContainer>
          <Table size="small" aria-label={title} sx={{ minWidth: 440 }}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c}>{c}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {loading || rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columns.length} sx={{ color: 'text.secondary', textAlign: 'center', py: 3 }}>
                    {loading ? 'Loading...' : emptyText}
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((row) => (
                  <TableRow key={row.id}>
                    {row.cells.map((cell, i) => (
                      <TableCell key={columns[i]} sx={i === row.cells.length - 1 ? { whiteSpace: 'nowrap' } : { overflowWrap: 'break-word' }}>
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
