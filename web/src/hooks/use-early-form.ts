import type { FormikProps, FormikValues } from 'formik';
import { useCallback, useRef, type FormEvent } from 'react';
import { useEarlyInput } from './use-early-input';

/**
 * A Formik form that a page serves as HTML before its script runs: it adopts
 * what was typed early (use-early-input), sends what the boxes show, and takes
 * a refused submit to the first field, in `fieldOrder`, that needs the visitor.
 * Each field's id is `<idPrefix>-<name>`.
 */
export function useEarlyForm<V extends FormikValues>(form: FormikProps<V>, fieldOrder: readonly (keyof V & string)[], idPrefix: string) {
  const { setValues } = form;
  const formElement = useRef<HTMLFormElement>(null);
  const adoptTyped = useEarlyInput(
    formElement,
    useCallback((typed: Record<string, string>) => void setValues((values) => ({ ...values, ...typed }), false), [setValues]),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    adoptTyped();
    void form.submitForm();
    void form.validateForm().then((found) => {
      const first = fieldOrder.find((f) => found[f]);
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    });
  };

  const field = (name: keyof V & string) => {
    const error = form.touched[name] ? form.errors[name] : undefined;
    const shown = typeof error === 'string' ? error : undefined;
    return { id: `${idPrefix}-${name}`, ...form.getFieldProps(name), error: !!shown, helperText: shown };
  };

  /** What the `<form>` element takes: the ref that adopts early typing, and a post its own submit replaces. */
  const formProps = { ref: formElement, method: 'post', noValidate: true, onSubmit: submit } as const;

  return { formProps, field };
}
