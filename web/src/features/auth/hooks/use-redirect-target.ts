import { PATHS } from '@shared/paths';
import { useSearchParams } from 'react-router-dom';

export const DEFAULT_AFTER_SIGN_IN = PATHS.createCertificate;

/** Only paths on this site: '//evil.example' or 'https://…' would make /auth an open redirect. */
export function safeRedirect(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return DEFAULT_AFTER_SIGN_IN;
  return raw;
}

export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirect'));
}
