import { CertificateBody } from '@/features/certificates/components/certificate-view';
import { hydrateIsland } from '@/islands/hydrate-island';

/** The certificate page's body (share toolbar, print button, the holder's tools, confetti and picture upload), hydrated from the page's data. */
export default function attachCertificate(element: HTMLElement): Promise<void> {
  return hydrateIsland(element, ({ certificate }) => {
    if (!certificate?.found) throw new Error('The page carries no certificate');
    return <CertificateBody certificate={certificate.found} />;
  });
}
