import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SHADES } from '@shared/brand';

/** "Test Send": one email to an address, the admin's own unless they type another; broadcasts and the template share it. */
export function TestSendCard({
  address,
  onAddress,
  sending,
  disabled,
  onSend,
}: {
  address: string;
  onAddress: (address: string) => void;
  sending: boolean;
  disabled: boolean;
  onSend: () => void;
}) {
  return (
    <Card variant="outlined" sx={{ mt: 3, bgcolor: SHADES.snow }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Test Send
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            id="test-email"
            label="Test email address"
            type="email"
            size="small"
            value={address}
            onChange={(e) => onAddress(e.target.value)}
            sx={{ flex: 1, bgcolor: 'background.paper' }}
          />
          <Button variant="outlined" disabled={disabled} onClick={onSend}>
            {sending ? 'Sending test...' : 'Send Test'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
