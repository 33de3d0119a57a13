import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { EMAIL_MAX_LENGTH } from '@shared/email/schemas';

/** "Your email" on the public forms: the browser's email keyboard and autofill, and no more than an address can hold. */
export function EmailField(props: TextFieldProps) {
  return (
    <TextField
      label="Your email"
      type="email"
      required
      autoComplete="email"
      slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH } }}
      {...props}
    />
  );
}
