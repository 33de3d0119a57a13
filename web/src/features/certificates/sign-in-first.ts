import type { ToastOptions } from '@/components/feedback/toast-provider';

/** Why a signed-out visitor to the create page finds themselves on the sign-in form. */
export const SIGN_IN_FIRST: ToastOptions = {
  title: 'Authentication Required',
  message: 'Please sign in to create a founding member certificate.',
  severity: 'warning',
};
