import { attachConfetti } from '@/features/certificates/components/confetti-fall';

/** The certificate page's confetti, once the page is idle. */
export default attachConfetti;
