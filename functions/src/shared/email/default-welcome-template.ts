import { DEFAULT_WELCOME_BODY } from './default-welcome-body';
import { DEFAULT_WELCOME_DOCUMENT } from './default-welcome-document';

/**
 * The welcome email a new Founding Floater receives until the owner edits it: written in the email editor, so it
 * opens there like a broadcast and goes out in the editor's MJML layout (responsive tables email clients render).
 * {{founding_spots}} is the cap the owner set, so its "one of the first 100" says what the site says
 * (membership/cap-copy.ts).
 */
export const DEFAULT_WELCOME_TEMPLATE = {
  name: 'Founding Floater welcome',
  subject: 'Welcome aboard, {{first_name}}! Your Founding Floater certificate is ready',
  preheader: 'You are officially one of the first {{founding_spots}} Floaters on Lake Erie.',
  body: DEFAULT_WELCOME_BODY,
  body_doc: JSON.stringify(DEFAULT_WELCOME_DOCUMENT),
};
