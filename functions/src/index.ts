// Every deployed function, one module per trigger.
export { health } from './http/health';
export { ogCertificate } from './http/og-certificate';
