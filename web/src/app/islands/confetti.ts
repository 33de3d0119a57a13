import { attachConfetti } from '@/features/certificates/components/confetti';

/** The certificate page's confetti, once the page is idle. */
export default attachConfetti;
