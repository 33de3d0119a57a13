/** The home page's live "someone just joined" toast (members and certificates issue). */
export default function SocialProofToast() {
  return null;
}
