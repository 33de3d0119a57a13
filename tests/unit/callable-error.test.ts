import { FirebaseError } from 'firebase/app';
import { callableErrorMessage, ownErrorMessage } from '../../web/src/lib/callable-error';

const FALLBACK = 'Please try again.';
const functionsError = (code: string, message: string) => new FirebaseError(`functions/${code}`, message);

describe('callable error policy', () => {
  it.each([
    ['invalid-argument', 'Name must be at least 2 characters'],
    ['failed-precondition', 'This broadcast has already been sent.'],
    ['permission-denied', 'Only admins can send broadcasts'],
    ['unauthenticated', 'You must be signed in to create a certificate.'],
    ['already-exists', 'Member #7 is already taken. Leave Member Number blank to get the next available number.'],
    ['not-found', 'Broadcast not found'],
    ['resource-exhausted', "You've created several certificates in a short time. Please try again in 3 minutes."],
    ['aborted', 'Could not find a free certificate id. Please try again.'],
    ['unavailable', "We couldn't send your message just now. Please try again in a few minutes."],
  ])('shows our %s message as it is', (code, message) => {
    expect(callableErrorMessage(functionsError(code, message), FALLBACK)).toBe(message);
  });

  it('drops the HTTP status the SDK may append', () => {
    expect(callableErrorMessage(functionsError('already-exists', 'Member #7 is taken [409]'), FALLBACK)).toBe('Member #7 is taken');
  });

  it.each([
    ['a crash', functionsError('internal', 'INTERNAL')],
    ['no connection', functionsError('internal', 'internal')],
    ['an unreadable answer', functionsError('internal', 'Response is not valid JSON object.')],
    ['a timeout', functionsError('deadline-exceeded', 'deadline-exceeded')],
    ['a bare 503 from the platform', functionsError('unavailable', 'unavailable')],
    ['an empty message', functionsError('invalid-argument', '')],
    ['an error that is not Firebase', new TypeError('Cannot read properties of undefined')],
    ['something thrown that is not an error', 'oops'],
  ])('falls back for %s', (_what, err) => {
    expect(callableErrorMessage(err, FALLBACK)).toBe(FALLBACK);
    expect(ownErrorMessage(err)).toBeNull();
  });

  it('takes the rules’ refusals (Firestore errors carry no prefix) as ours', () => {
    expect(ownErrorMessage(new FirebaseError('permission-denied', 'Missing or insufficient permissions.'))).toBe(
      'Missing or insufficient permissions.',
    );
  });
});
