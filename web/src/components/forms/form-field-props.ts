import type { FormikProps } from 'formik';

/** The props a MUI TextField needs from formik, with the error (once touched) or the hint below it. */
export function fieldProps<T extends { [K in keyof T]: string | number }>(formik: FormikProps<T>, name: keyof T & string, hint?: string) {
  const error = formik.touched[name] ? (formik.errors[name] as string | undefined) : undefined;
  return {
    id: `field-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(error),
    helperText: error ?? hint,
    disabled: formik.isSubmitting,
  };
}
