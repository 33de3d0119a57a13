import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as deployed from '../../functions/src/index';
import { CREATE_CERTIFICATE } from '@shared/contracts/create-certificate';
import { IMPORT_GUMROAD_ORDERS } from '@shared/contracts/import-gumroad-orders';
import { SEND_BROADCAST } from '@shared/contracts/send-broadcast';
import { SCHEDULE_BROADCAST } from '@shared/contracts/schedule-broadcast';
import { SEND_TEMPLATE_TEST } from '@shared/contracts/send-template-test';
import { SUBMIT_PARTNER_INQUIRY } from '@shared/contracts/submit-partner-inquiry';
import { INSIGHTS_COLLECT_PATH } from '@shared/insights/events';
import { SIGN_UP } from '@shared/contracts/sign-up';
import { SAVE_SAILING } from '@shared/contracts/save-sailing';
import { REFUND_HELD_SALE } from '@shared/contracts/refund-held-sale';
import { SAILING_BUY_LINK } from '@shared/contracts/sailing-buy-link';
import { SAILING_GUMROAD_LIMIT } from '@shared/contracts/sailing-gumroad-limit';
import { REMOVE_SITE_PHOTO, UPLOAD_SITE_PHOTO } from '@shared/contracts/site-photos';
import { PICTURE_FILES_PREFIX } from '@shared/pictures/site-photos';
import { SIGN_UP_CONFIRM_PATH } from '@shared/paths';
import { SELL_SHEET_PATH } from '@shared/launch/sell-sheet';

const CONTRACTS = [
  CREATE_CERTIFICATE,
  SEND_BROADCAST,
  SCHEDULE_BROADCAST,
  SEND_TEMPLATE_TEST,
  SUBMIT_PARTNER_INQUIRY,
  IMPORT_GUMROAD_ORDERS,
  SIGN_UP,
  UPLOAD_SITE_PHOTO,
  REMOVE_SITE_PHOTO,
  SAVE_SAILING,
  REFUND_HELD_SALE,
  SAILING_BUY_LINK,
  SAILING_GUMROAD_LIMIT,
];

describe('callable contracts', () => {
  it.each(CONTRACTS.map((c) => [c.name]))('%s is a function functions/src/index.ts deploys', (name) => {
    expect(Object.keys(deployed)).toContain(name);
  });

  it.each([INSIGHTS_COLLECT_PATH, SIGN_UP_CONFIRM_PATH, SELL_SHEET_PATH, `${PICTURE_FILES_PREFIX}**`])(
    '%s on the site is rewritten to a deployed function',
    (path) => {
      const hosting = JSON.parse(readFileSync(join(__dirname, '../../firebase.json'), 'utf8')) as {
        hosting: { rewrites: { source: string; function?: { functionId: string } }[] };
      };
      const rewrite = hosting.hosting.rewrites.find((r) => r.source === path);
      expect(Object.keys(deployed)).toContain(rewrite?.function?.functionId);
    },
  );
});
