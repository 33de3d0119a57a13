import { FirebaseProviders } from '@/components/firebase/firebase-providers';
import CreateCertificatePage from './create-certificate-page';

export default function CreateCertificateWithSdk() {
  return (
    <FirebaseProviders>
      <CreateCertificatePage />
    </FirebaseProviders>
  );
}
