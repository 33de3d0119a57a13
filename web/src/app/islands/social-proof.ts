/**
 * The home page's social-proof toast shows 15 s or more after its data loads,
 * so React, the toast and the Firebase SDK load 3 s after the page is idle,
 * never in its first seconds.
 */
export default function attachSocialProof(element: HTMLElement): () => void {
  const timer = window.setTimeout(() => {
    import('./social-proof-root')
      .then(({ mountSocialProof }) => mountSocialProof(element))
      .catch((err) => console.error('Island "social-proof" could not start', err));
  }, 3000);
  return () => window.clearTimeout(timer);
}
