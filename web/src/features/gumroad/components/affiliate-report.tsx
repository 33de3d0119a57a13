/** Sales and commission owed per affiliate code, shown on /admin (Gumroad issue). */
export default function AffiliateReport() {
  return null;
}
