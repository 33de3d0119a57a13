import { useLayoutEffect, type RefObject } from 'react';
import { flushSync } from 'react-dom';

const TEXT_LIKE = (field: Element): field is HTMLInputElement | HTMLTextAreaElement =>
  (field instanceof HTMLInputElement && !['checkbox', 'radio', 'submit', 'button', 'hidden', 'file'].includes(field.type)) ||
  field instanceof HTMLTextAreaElement;

/** What the named text boxes of a form hold now; with `changedOnly`, only those that differ from the server's HTML. */
function typedFields(form: HTMLFormElement | null, changedOnly: boolean): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const field of form?.elements ?? []) {
    if (TEXT_LIKE(field) && field.name && (!changedOnly || field.value !== field.defaultValue)) typed[field.name] = field.value;
  }
  return typed;
}

/**
 * Adopts what the visitor typed into a server-rendered form before its script took over: React keeps the text, but
 * its state holds the server's empty values. `adopt` gets the changed fields before paint; call the returned function
 * first on submit, as keys pressed during hydration may miss the state.
 */
export function useEarlyInput(form: RefObject<HTMLFormElement | null>, adopt: (typed: Record<string, string>) => void): () => void {
  useLayoutEffect(() => {
    const typed = typedFields(form.current, true);
    if (Object.keys(typed).length) adopt(typed);
  }, [form, adopt]);
  return () => flushSync(() => adopt(typedFields(form.current, false)));
}
