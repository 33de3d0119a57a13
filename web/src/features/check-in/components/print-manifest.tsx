import GlobalStyles from '@mui/material/GlobalStyles';
import { SHADES } from '@shared/brand';
import { formatClevelandTime } from '@shared/cleveland-time';
import type { ManifestTicket } from '@shared/check-in/check-in';

const PRINT_ID = 'print-manifest';

/**
 * The manifest as paper, for the clipboard at the gangway when every phone is flat: only this prints (the page's
 * print stylesheet hides the rest), through the browser's own Print or Save as PDF. Drawn from the phone's copy,
 * so it prints offline too.
 */
export function PrintManifest({
  sailing,
  tickets,
  count,
  loadedAt,
}: {
  sailing: { title: string; boardsAt: number };
  tickets: ManifestTicket[];
  count: { aboard: number; sold: number };
  /** When this phone's copy was last refreshed from the server: what the paper is as of. */
  loadedAt: number | null;
}) {
  const rows = [...tickets].sort((a, b) => a.holder_name.localeCompare(b.holder_name) || a.id.localeCompare(b.id));
  return (
    <>
      <GlobalStyles
        styles={{
          [`#${PRINT_ID}`]: { display: 'none' },
          '@media print': {
            'body *': { visibility: 'hidden' },
            [`#${PRINT_ID}, #${PRINT_ID} *`]: { visibility: 'visible' },
            [`#${PRINT_ID}`]: { display: 'block', position: 'absolute', inset: '0 0 auto 0', font: '11pt system-ui, sans-serif' },
            [`#${PRINT_ID} table`]: { width: '100%', borderCollapse: 'collapse' },
            [`#${PRINT_ID} th, #${PRINT_ID} td`]: { borderBottom: `1px solid ${SHADES.steel}`, padding: '4pt 6pt', textAlign: 'left' },
            [`#${PRINT_ID} tr`]: { breakInside: 'avoid' },
          },
        }}
      />
      <section id={PRINT_ID}>
        <h1 style={{ fontSize: '16pt', margin: '0 0 4pt' }}>{sailing.title}: manifest</h1>
        <p style={{ margin: '0 0 8pt' }}>
          Boards {formatClevelandTime(sailing.boardsAt)} · {count.aboard} aboard of {count.sold} sold
          {loadedAt !== null && ` · as of ${formatClevelandTime(loadedAt)}`}
        </p>
        <table>
          <thead>
            <tr>
              <th>✓</th>
              <th>Name</th>
              <th>Founder</th>
              <th>Ticket</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((t) => (
              <tr key={t.id}>
                <td>{t.checked_in_at !== null ? '✓' : '☐'}</td>
                <td>{t.holder_name}</td>
                <td>{t.founder ? 'Founder' : ''}</td>
                <td>{t.id.slice(0, 8)}</td>
                <td>{t.status === 'void' ? 'Void' : t.checked_in_at !== null ? `In ${formatClevelandTime(t.checked_in_at)}` : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
