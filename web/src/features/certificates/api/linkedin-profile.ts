import { parseIsoDate } from '@shared/certificates/dates';

export interface LinkedInCertification {
  /** The certification's name on the profile, e.g. "Founding Floater". */
  name: string;
  organizationName: string;
  /** 'YYYY-MM-DD'. */
  issueDateIso: string;
  certUrl: string;
  certId: string;
}

/**
 * LinkedIn's "Add to profile" link: opens the member's Licenses &
 * Certifications form with every field filled in, so the certificate sits on
 * their profile with a link back. `base` is LINKS.linkedInAddToProfile.
 */
export function linkedInAddToProfileUrl(base: string, cert: LinkedInCertification): string {
  const issued = parseIsoDate(cert.issueDateIso);
  const params = new URLSearchParams({ startTask: 'CERTIFICATION_NAME', name: cert.name, organizationName: cert.organizationName });
  if (issued) {
    params.set('issueYear', String(issued.year));
    params.set('issueMonth', String(issued.month));
  }
  params.set('certUrl', cert.certUrl);
  params.set('certId', cert.certId);
  return `${base}?${params}`;
}
