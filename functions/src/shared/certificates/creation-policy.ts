/**
 * Who may create a certificate on /founders/new. Stored as
 * `membership_settings/default.certificate_creation`; a missing or unknown value
 * means the default, so a fresh deployment never hands out founding numbers
 * to throwaway accounts.
 */
export const CERTIFICATE_CREATION_FIELD = 'certificate_creation';

export const CERTIFICATE_CREATION_POLICIES = ['buyers', 'anyone'] as const;
export type CertificateCreationPolicy = (typeof CERTIFICATE_CREATION_POLICIES)[number];

export const DEFAULT_CERTIFICATE_CREATION: CertificateCreationPolicy = 'buyers';

export const CERTIFICATE_CREATION_LABELS: Record<CertificateCreationPolicy, string> = {
  buyers: 'Buyers and crew',
  anyone: 'Anyone signed in',
};

export function certificateCreationPolicy(value: unknown): CertificateCreationPolicy {
  return (CERTIFICATE_CREATION_POLICIES as readonly unknown[]).includes(value)
    ? (value as CertificateCreationPolicy)
    : DEFAULT_CERTIFICATE_CREATION;
}
