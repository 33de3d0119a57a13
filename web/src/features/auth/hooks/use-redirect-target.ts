import { useSearchParams } from 'react-router-dom';

export const DEFAULT_AFTER_SIGN_IN = '/founders/new';

/** Only paths on this site: '//evil.example' or 'https://…' would make /auth an open redirect. */
export function safeRedirect(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return DEFAULT_AFTER_SIGN_IN;
  return raw;
}

export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirect'));
}

/** The /auth address that brings the visitor back to `path` after signing in. */
export function signInPath(path: string): string {
  return `/auth?redirect=${encodeURIComponent(path)}`;
}
