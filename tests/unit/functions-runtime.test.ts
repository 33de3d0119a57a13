import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/ports';

/**
 * Google retires Cloud Functions runtimes on a published schedule, and a
 * deploy on a decommissioned one is refused outright. This asks the installed
 * firebase-tools (the one that deploys) which runtime our functions declare and
 * what its own table says of it, so the next retirement fails CI months before
 * deploy day instead of on it.
 */
const { getRuntimeChoice } = require('firebase-tools/lib/deploy/functions/runtimes/node/parseRuntimeAndValidateSDK') as {
  getRuntimeChoice(sourceDir: string, runtimeFromConfig?: string): string;
};
const { RUNTIMES } = require('firebase-tools/lib/deploy/functions/runtimes/supported') as {
  RUNTIMES: Record<string, { friendly: string; status: string; deprecationDate: string; decommissionDate: string }>;
};

/** Long enough to plan, build and test a runtime upgrade without a deadline at the door. */
const NOTICE_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a runtime cannot be trusted to deploy for NOTICE_DAYS from `today`, or null when it can. */
function runtimeProblem(runtime: string, today: Date): string | null {
  const entry = RUNTIMES[runtime];
  if (!entry) return `${runtime} is not a runtime the installed firebase-tools knows`;
  if (entry.status !== 'GA') return `${entry.friendly} is ${entry.status}, not GA`;
  if (new Date(entry.decommissionDate) <= today) return `${entry.friendly} was decommissioned on ${entry.decommissionDate}: deploys are refused`;
  const deprecation = new Date(entry.deprecationDate);
  const daysLeft = Math.floor((deprecation.getTime() - today.getTime()) / DAY_MS);
  if (daysLeft < NOTICE_DAYS) {
    return `${entry.friendly} is deprecated on ${entry.deprecationDate}, ${daysLeft} days from ${today.toISOString().slice(0, 10)} (fewer than ${NOTICE_DAYS}); move functions/package.json's engines.node to a newer runtime`;
  }
  return null;
}

describe('the Cloud Functions runtime', () => {
  const functionsDir = join(ROOT, 'functions');
  const declared = getRuntimeChoice(functionsDir);

  it(`is GA and stays undeprecated for at least ${NOTICE_DAYS} days from today`, () => {
    expect(runtimeProblem(declared, new Date())).toBeNull();
  });

  it('is judged from the table firebase-tools deploys with: Node 20 fails today, as firebase-tools itself refuses it', () => {
    expect(runtimeProblem('nodejs20', new Date('2026-11-24'))).toMatch(/Node\.js 20 was decommissioned on 2026-10-30/);
    expect(runtimeProblem('nodejs20', new Date('2026-01-10'))).toMatch(/Node\.js 20 is deprecated on 2026-04-30, 110 days/);
    expect(runtimeProblem('nodejs22', new Date('2026-11-24'))).toMatch(/Node\.js 22 is deprecated on 2027-04-30, 157 days/);
    expect(runtimeProblem('nodejs24', new Date('2026-11-24'))).toBeNull();
    expect(runtimeProblem('nodejs24', new Date('2027-11-24'))).toMatch(/Node\.js 24 is deprecated on 2028-04-30/);
  });
});
