import { EMAIL_MAX_LENGTH } from '@shared/email/schemas';
import { TextBox, type TextBoxProps } from './text-box';

/** "Your email" on the public forms: the browser's email keyboard and autofill, and no more than an address can hold. */
export function EmailField(props: Omit<TextBoxProps, 'label'>) {
  return <TextBox label="Your email" type="email" required autoComplete="email" maxLength={EMAIL_MAX_LENGTH} {...props} />;
}
