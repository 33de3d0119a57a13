import { useFormik, yupToFormErrors, type FormikValues } from 'formik';
import { ValidationError, type ObjectSchema } from 'yup';
import { useToast } from '@/components/feedback/toast-provider';
import { errorMessage } from '@/lib/callable-error';

interface SettingsFormOptions<Stored extends object, Form extends FormikValues> {
  initial: Stored;
  save: (values: Stored) => Promise<void>;
  /** The shared schema the rules mirror: the form shows its messages, and only what it accepts is saved. */
  schema: ObjectSchema<Stored>;
  /** Where a field is edited in another shape (a list as lines of text, a number as typed). */
  toForm: (stored: Stored) => Form;
  fromForm: (form: Form) => unknown;
  onSaved?: (saved: Stored) => void;
  /** Keep each error at its full path (`entries.2.answer`), for a list edited entry by entry; else on its field. */
  nestedErrors?: boolean;
}

/** The shared schema's errors, each on its form field (a list's per-entry errors on the list). */
async function fieldErrors<Form>(
  schema: Pick<ObjectSchema<object>, 'validate'>,
  value: unknown,
): Promise<Partial<Record<keyof Form, string>>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (err) {
    const errors: Partial<Record<keyof Form, string>> = {};
    for (const e of err instanceof ValidationError ? err.inner : []) {
      const field = (e.path ?? '').split(/[[.]/)[0] as keyof Form;
      errors[field] ??= e.message;
    }
    return errors;
  }
}

/** One admin settings document as a form: checked with its schema, saved, and a toast either way. */
export function useSettingsForm<Stored extends object, Form extends FormikValues>(options: SettingsFormOptions<Stored, Form>) {
  const { initial, save, schema, toForm, fromForm, onSaved, nestedErrors } = options;
  const toast = useToast();
  const formik = useFormik<Form>({
    initialValues: toForm(initial),
    validate: (values) =>
      nestedErrors
        ? schema.validate(fromForm(values), { abortEarly: false }).then(
            () => ({}),
            (err: unknown) => (err instanceof ValidationError ? yupToFormErrors<Form>(err) : {}),
          )
        : fieldErrors<Form>(schema as Pick<ObjectSchema<object>, 'validate'>, fromForm(values)),
    onSubmit: async (values) => {
      try {
        const clean = (await schema.validate(fromForm(values), { stripUnknown: true })) as Stored;
        await save(clean);
        formik.resetForm({ values: toForm(clean) });
        toast({ title: 'Saved', message: 'Settings updated successfully', severity: 'success' });
        onSaved?.(clean);
      } catch (err) {
        toast({ title: 'Error', message: errorMessage(err), severity: 'error' });
      }
    },
  });
  return formik;
}
