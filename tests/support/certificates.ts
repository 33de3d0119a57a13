import { issueCertificateInTransaction, type IssueCertificateInput } from '../../functions/src/certificates/issue-certificate';
import { runClaimingTransaction } from '../../functions/src/lib/first-free-claim';

/** A certificate made as the Gumroad ping and import make one: issued in a claiming transaction of its own. */
export function issueCertificate(input: IssueCertificateInput) {
  return runClaimingTransaction((tx) => issueCertificateInTransaction(tx, input));
}
