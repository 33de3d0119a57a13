import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useFunctions } from 'reactfire';
import { errorMessage } from '@/lib/callable-error';
import type { SailingGumroadLimitResponse } from '@shared/contracts/sailing-gumroad-limit';
import { limitAgreement, limitSentence } from '@shared/sailings/gumroad-limit';
import { sailingGumroadLimit } from '../api/sailing-sales';

type Answer = { kind: 'loading' } | { kind: 'answered'; answer: SailingGumroadLimitResponse } | { kind: 'failed'; message: string };

/**
 * Whether Gumroad's quantity limit on the sailing's product agrees with the boat's capacity, asked of Gumroad when
 * the page opens and again on request (after the owner fixes it in Gumroad).
 */
export function GumroadLimit({ slug }: { slug: string }) {
  const functions = useFunctions();
  // Each ask is numbered; an answer shows only for the latest, so "Check again" shows the wait, not the old answer.
  const [attempt, setAttempt] = useState(0);
  const [answered, setAnswered] = useState<{ attempt: number; state: Answer } | null>(null);
  useEffect(() => {
    let current = true;
    sailingGumroadLimit(functions, slug).then(
      (answer) => current && setAnswered({ attempt, state: { kind: 'answered', answer } }),
      (err: unknown) => current && setAnswered({ attempt, state: { kind: 'failed', message: errorMessage(err) } }),
    );
    return () => {
      current = false;
    };
  }, [functions, slug, attempt]);
  const state: Answer = answered?.attempt === attempt ? answered.state : { kind: 'loading' };

  return (
    <Card variant="outlined" sx={{ maxWidth: 900, mt: 4 }} component="section" aria-labelledby="gumroad-limit-title">
      <CardContent>
        <Typography id="gumroad-limit-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Gumroad&apos;s quantity limit
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Gumroad&apos;s quantity limit on the product is the gate that holds under a rush: it stops a checkout before anyone pays. This site
          can only alert you after a seat is sold past capacity, so the limit must equal the boat&apos;s capacity.
        </Typography>
        <LimitAnswer state={state} />
        <Button variant="outlined" onClick={() => setAttempt((n) => n + 1)} disabled={state.kind === 'loading'} sx={{ mt: 2 }}>
          Check Gumroad again
        </Button>
      </CardContent>
    </Card>
  );
}

function LimitAnswer({ state }: { state: Answer }) {
  if (state.kind === 'loading') return <Typography role="status">Asking Gumroad for the product&apos;s quantity limit…</Typography>;
  if (state.kind === 'failed') return <Alert severity="error">{state.message}</Alert>;
  const { answer } = state;
  if (answer.outcome === 'unreachable') {
    return (
      <Alert severity="warning" data-testid="gumroad-limit">
        Gumroad could not be reached, so whether its limit agrees with the boat&apos;s {answer.capacity} seats is not known: {answer.message}
      </Alert>
    );
  }
  if (answer.outcome === 'not-found') {
    return (
      <Alert severity="warning" data-testid="gumroad-limit">
        Gumroad has no product &quot;{answer.permalink}&quot;: check the Gumroad product above, the part after /l/ in the product&apos;s address.
      </Alert>
    );
  }
  const agree = limitAgreement(answer.maxPurchaseCount, answer.capacity) === 'agree';
  return (
    <Alert severity={agree ? 'success' : 'error'} data-testid="gumroad-limit">
      {limitSentence(answer.maxPurchaseCount, answer.capacity)}
      <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5 }}>
        Gumroad product: {answer.productName} ({answer.permalink})
      </Typography>
    </Alert>
  );
}
