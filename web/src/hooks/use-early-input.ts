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
 * What the visitor typed into a server-rendered form before its script took it
 * over (an island, or the deferred app). React leaves that text in the fields
 * as it hydrates, but the state behind them still holds the server's empty
 * values, and the form's first update would put those back: `adopt` receives
 * the named fields that were changed, as the form is adopted, before anything
 * is painted. Keys pressed while the page hydrates reach the boxes but not
 * always the state, so the returned function adopts the boxes again, at once:
 * call it first thing on submit, so what is sent is what the visitor sees.
 */
export function useEarlyInput(form: RefObject<HTMLFormElement | null>, adopt: (typed: Record<string, string>) => void): () => void {
  useLayoutEffect(() => {
    const typed = typedFields(form.current, true);
    if (Object.keys(typed).length) adopt(typed);
  }, [form, adopt]);
  return () => flushSync(() => adopt(typedFields(form.current, false)));
}
