import Typography from '@mui/material/Typography';

/** A broadcast's name and subject, as its row opens in the dashboard's list and in the scheduled list. */
export function BroadcastHeading({ name, subject }: { name: string; subject: string }) {
  return (
    <>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {subject}
      </Typography>
    </>
  );
}
