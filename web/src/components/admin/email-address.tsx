import { Fragment } from 'react';

/**
 * An email address that a narrow column may wrap after its "@" and its dots, never inside a word: breaking anywhere split
 * addresses mid-name (jo|se@exa|mple.com), and an address with no break at all widened its table past its card.
 */
export function EmailAddress({ email }: { email: string }) {
  return (
    <>
      {email.split(/(?<=[@.])/).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
