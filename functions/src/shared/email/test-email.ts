/**
 * The SendGrid category of a broadcast's test email (the compose page's "Send
 * test"): SendGrid echoes categories in its events, so a `delivered` event
 * with it shows the admin go-live checklist that the sender is trusted.
 */
export const TEST_EMAIL_CATEGORY = 'broadcast-test';
