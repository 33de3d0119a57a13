import { ADMIN_PATHS } from '@/config/admin-paths';
import { formatAdminDate } from '@/lib/admin-format';
import { launchPhase, longDay, type LaunchDates } from '@shared/launch/launch-phase';
import { productListLabel } from '@shared/gumroad/products';

/**
 * What the live site still lacks, from real state: each item is done or not,
 * says what it saw, and links to where it is fixed. docs/going-live.md
 * path and the deploy preflight name the same steps.
 */
export interface GoLiveState {
  /** The email, Gumroad and membership settings documents' fields, together. */
  settings: {
    gumroad_webhook_secret?: string;
    gumroad_product_permalinks?: string[];
    sender_email?: string;
    certificate_creation?: string;
  } | null;
  welcomeTemplateSavedAt: Date | null;
  lastPingAt: Date | null;
  sendgridLastEventAt: Date | null;
  testDelivered: { at: Date; to: string } | null;
  /** The season dates the site speaks from, and whether the owner has saved them (else they are the build's defaults). */
  launch: { dates: LaunchDates; saved: boolean };
  /** operations_settings/default's alert address, when one is saved. */
  alertEmail: string | null;
  /** service_status/backups: when a backup last succeeded. */
  lastBackupAt: Date | null;
  /** operations_settings/default's backup bucket, when one is named. */
  backupBucket: string | null;
  /** Why the last backup run exported nothing (a bucket not named or not this project's), or null. */
  backupRefused: string | null;
  /** Each product id's name, as pings and imports gave it (gumroad_products), so listed ids read as "Name (id)". */
  productNames?: ReadonlyMap<string, string>;
}

export interface GoLiveItem {
  key: string;
  done: boolean;
  label: string;
  /** What was seen, or what to do. */
  detail: string;
  /** Where it is fixed: an admin page, or null when the fix is a project setting (docs/going-live.md says where). */
  fixAt: string | null;
}

const when = (d: Date) => formatAdminDate(d);

export function goLiveItems(s: GoLiveState, now: Date): GoLiveItem[] {
  const products = s.settings?.gumroad_product_permalinks ?? [];
  return [
    {
      key: 'secret',
      done: !!s.settings?.gumroad_webhook_secret,
      label: 'Gumroad webhook secret set',
      detail: s.settings?.gumroad_webhook_secret ? 'Pings carrying it are accepted.' : 'Every Gumroad ping is refused until one is saved.',
      fixAt: ADMIN_PATHS.gumroadSettings,
    },
    {
      key: 'products',
      done: products.length > 0,
      label: 'Founding Floater products listed',
      detail: products.length
        ? productListLabel(products, s.productNames ?? new Map())
        : 'Every sale is ignored while the product list is empty.',
      fixAt: ADMIN_PATHS.gumroadSettings,
    },
    {
      key: 'ping',
      done: !!s.lastPingAt,
      label: 'A Gumroad ping received',
      detail: s.lastPingAt ? `Last one ${when(s.lastPingAt)}.` : 'None yet: paste the ping URL into Gumroad and send a test ping.',
      fixAt: ADMIN_PATHS.webhooks,
    },
    {
      key: 'sender',
      done: !!s.settings?.sender_email,
      label: 'Sender address set',
      detail: s.settings?.sender_email ?? 'Emails have no From address yet.',
      fixAt: ADMIN_PATHS.emailSettings,
    },
    {
      key: 'test-email',
      done: !!s.testDelivered,
      label: 'A test email delivered',
      detail: s.testDelivered
        ? `SendGrid delivered one to ${s.testDelivered.to} ${when(s.testDelivered.at)}.`
        : "Send a test from a broadcast: SendGrid's delivered event shows the sender and domain are trusted.",
      fixAt: ADMIN_PATHS.broadcast,
    },
    {
      key: 'sendgrid-webhook',
      done: !!s.sendgridLastEventAt,
      label: "SendGrid's event webhook receiving",
      detail: s.sendgridLastEventAt
        ? `Last event ${when(s.sendgridLastEventAt)}.`
        : 'No event yet: bounces and spam reports cannot reach the subscriber list.',
      fixAt: null,
    },
    {
      key: 'welcome',
      done: !!s.welcomeTemplateSavedAt,
      label: 'Welcome email reviewed',
      detail: s.welcomeTemplateSavedAt ? `Saved ${when(s.welcomeTemplateSavedAt)}.` : 'New members get the default text until it is saved.',
      fixAt: ADMIN_PATHS.templates,
    },
    {
      key: 'policy',
      done: !!s.settings?.certificate_creation,
      label: 'Certificate policy chosen',
      detail: s.settings?.certificate_creation
        ? s.settings.certificate_creation === 'anyone'
          ? 'Anyone signed in may create a certificate.'
          : 'Buyers and crew may create certificates.'
        : 'Not chosen yet: buyers and crew only, until saved.',
      fixAt: ADMIN_PATHS.membershipSettings,
    },
    {
      key: 'alert-email',
      done: !!s.alertEmail,
      label: 'Alert address set',
      detail: s.alertEmail
        ? `Alerts go to ${s.alertEmail}.`
        : 'Nobody is emailed when pings, email or backups fail: set an address under "Alerts and backups" below.',
      fixAt: null,
    },
    {
      key: 'backup',
      // A refused run means the bucket is not (or no longer) one this project owns: an older success does not count.
      done: !!s.lastBackupAt && !s.backupRefused,
      label: s.backupRefused ? 'Backups refused' : 'A backup made',
      detail: s.backupRefused
        ? `The last backup exported nothing: ${s.backupRefused}`
        : s.lastBackupAt
          ? `Last successful backup ${when(s.lastBackupAt)}.`
          : s.backupBucket
            ? `None yet: the nightly backup runs at 03:00 Cleveland time into gs://${s.backupBucket}, once it is verified as this project's.`
            : 'None yet: name a bucket this project owns under "Alerts and backups" below (docs/operations.md, "Backups").',
      fixAt: null,
    },
    {
      key: 'launch',
      // Dates the owner saved are on purpose, whatever phase they put the site in; only an unconfirmed date that has passed misleads.
      done: s.launch.saved || launchPhase(s.launch.dates, now) === 'before-first-sailing',
      label: 'Season dates confirmed',
      detail: s.launch.saved
        ? `Saved: first sailing ${longDay(s.launch.dates.first_sailing)}, season ${longDay(s.launch.dates.season_start)} to ${longDay(s.launch.dates.season_end)}.`
        : launchPhase(s.launch.dates, now) === 'before-first-sailing'
          ? `The countdown runs to ${longDay(s.launch.dates.first_sailing)}. Set the season dates when you know them.`
          : `The site says the boat first sailed on ${longDay(s.launch.dates.first_sailing)}, a date nobody has confirmed. Set your first sailing and season dates.`,
      fixAt: ADMIN_PATHS.launchSettings,
    },
  ];
}
