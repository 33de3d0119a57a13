import { useLayoutEffect, type RefObject } from 'react';

/**
 * What the visitor typed into a server-rendered form before the app took it
 * over (lib/deferred-app.ts). React leaves that text in the fields as it
 * hydrates, but the state behind them still holds the server's empty values,
 * and the form's first update would put those back: `adopt` receives the named
 * fields that were changed, as the form is adopted, before anything is painted.
 */
export function useEarlyInput(form: RefObject<HTMLFormElement | null>, adopt: (typed: Record<string, string>) => void): void {
  useLayoutEffect(() => {
    const typed: Record<string, string> = {};
    for (const field of form.current?.elements ?? []) {
      if (field instanceof HTMLInputElement && field.name && field.value !== field.defaultValue) typed[field.name] = field.value;
    }
    if (Object.keys(typed).length) adopt(typed);
  }, [form, adopt]);
}
