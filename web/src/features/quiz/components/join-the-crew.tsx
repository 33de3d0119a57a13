import Box from '@mui/material/Box';
import type { QuizResultType } from '@shared/quiz/result-types';
import { SIGN_UP_PATH } from '@shared/paths';
import { ActionButton, ActionLink } from '@/components/actions/action-link';
import { WAITLIST_LABEL } from '@/components/checkout/checkout';
import { MEMBERSHIP } from '@/config/site';
import { ISLAND_ATTRIBUTE, islandRef } from '@/islands/island';
import { attachJoinTheCrew } from './quiz-result-islands';

const joinRef = islandRef(attachJoinTheCrew);

/**
 * The result's checkout (the `join-the-crew` island): "Join the Crew", the
 * page's first and largest button, with the price beside the spec's words; or the
 * waitlist once the founding spots are gone. Both are in the markup, the
 * waitlist hidden, so the island only shows one or the other.
 */
export function JoinTheCrew({ result }: { result: QuizResultType }) {
  return (
    <Box
      ref={joinRef}
      {...{ [ISLAND_ATTRIBUTE]: 'join-the-crew' }}
      data-result={result}
      // A column, so either one spans the card as it did alone; [hidden] outranks the buttons' own display.
      sx={{
        display: 'flex',
        flexDirection: 'column',
        '& > *': { minHeight: 56, fontSize: '1.2rem' },
        '& > [hidden]': { display: 'none' },
      }}
    >
      <ActionButton type="button">
        Join the Crew{' '}
        <Box component="span" sx={{ px: 1.25, py: 0.25, borderRadius: 99, bgcolor: 'rgba(11,37,69,0.14)' }}>
          ${MEMBERSHIP.priceUsd}
        </Box>
      </ActionButton>
      <ActionLink to={SIGN_UP_PATH} hidden>
        {WAITLIST_LABEL}
      </ActionLink>
    </Box>
  );
}
