// Every deployed function, one module per trigger.
export { health } from './http/health';
export { ogCertificate } from './http/og-certificate';
export { sendBroadcast } from './email/send-broadcast-callable';
export { unsubscribe } from './email/unsubscribe-http';
export { sendgridEvents } from './email/sendgrid-events-http';
export { createCertificate } from './certificates/create-certificate-callable';
export { gumroadPing } from './gumroad/gumroad-ping';
export { importGumroadOrders } from './gumroad/import-gumroad-orders';
export { submitPartnerInquiry } from './contact/submit-partner-inquiry-callable';
export { collectInsights } from './insights/collect-http';
export { foundingSpots } from './membership/spots-http';
export { foundersFeed } from './certificates/founders-http';
export { signUp } from './sign-up/sign-up-callable';
export { confirmSignUpLink } from './sign-up/confirm-sign-up-http';
export { releaseSpots } from './sign-up/release-spots-callable';
export { dailyBackup } from './backups/daily-backup';
export { alertChecks } from './alerts/alert-checks';
