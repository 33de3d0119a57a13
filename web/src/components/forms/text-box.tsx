import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { memo, type FocusEventHandler, type ChangeEventHandler } from 'react';

export interface TextBoxProps {
  id: string;
  label: string;
  name?: string;
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Drawn in the error colour, its helper text saying why. */
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
}

/**
 * A one-line box drawn as MUI's outlined TextField (same label, notch, helper text, ids) from its parts: TextField
 * pulls in Select, Menu, Popover and Modal, a fifth of a form island's code. Memoized, so typing in one box does not
 * render the others (Formik's handlers are stable).
 */
export const TextBox = memo(function TextBox({ id, label, helperText, error, disabled, required, maxLength, ...input }: TextBoxProps) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl error={error} disabled={disabled} required={required}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperTextId} inputProps={{ maxLength }} {...input} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
