import type { DocumentData } from 'firebase/firestore';
import type { ReactNode } from 'react';
import { PageLoading } from '@/components/feedback/page-loading';
import { useSingleDoc } from '@/hooks/use-single-doc';

interface SettingsEditorProps<T extends DocumentData> {
  path: string;
  fallback: T;
  /** The form, given the stored values (or the fallback) once they are read. */
  children: (initial: T, save: (values: T) => Promise<void>) => ReactNode;
}

/** Reads one settings document once, then hands it to its form. */
export function SettingsEditor<T extends DocumentData>({ path, fallback, children }: SettingsEditorProps<T>) {
  const settings = useSingleDoc<T>(path, fallback);
  if (settings.loading) return <PageLoading label="Loading settings..." />;
  return <>{children(settings.values, settings.save)}</>;
}
