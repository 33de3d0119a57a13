import type { Page } from 'playwright-core';
import { adminDb, closeAdmin, createUser, resetAuth, resetFirestore } from '../support/emulators';
import { describeViolations, seriousA11yViolations } from '../support/browser';
import { useBrowserPages } from '../support/browser-pages';
import { signInBrowser } from '../support/browser-sign-in';
import { seedSale } from '../support/purchases';
import { issueCertificate } from '../support/certificates';

/** /founders/new under the default policy: certificates are for buyers (and the crew). */
const { newPage } = useBrowserPages();
const PASSWORD = 'lake-erie-2026';

beforeEach(async () => {
  await Promise.all([resetFirestore(), resetAuth()]);
});
afterAll(closeAdmin);

async function submit(page: Page, fullName: string) {
  await page.getByLabel('Full Name').fill(fullName);
  await page.getByRole('button', { name: 'Create Certificate' }).click();
}

describe('who may create a certificate, in the browser', () => {
  it('tells an account without a purchase why it is refused and where to buy, keeping the form', async () => {
    const stranger = await createUser('stranger@example.com', { password: PASSWORD });
    const page = await newPage();
    await signInBrowser(page, stranger.email, PASSWORD, '/founders/new');
    await submit(page, 'Brett Novak');

    const refusal = page.getByTestId('create-refusal');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(
      'Certificates are for Founding Floaters: we could not find a purchase for stranger@example.com.',
    );
    const buy = refusal.getByRole('link', { name: /^Join for \$5/ });
    expect(await buy.getAttribute('href')).toContain('gumroad.com');
    expect(await buy.getAttribute('target')).toBe('_blank');
    expect(page.url()).toMatch(/\/founders\/new$/);
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Brett Novak');
    expect((await adminDb().collection('certificates').count().get()).data().count).toBe(0);
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
  });

  it('takes a buyer to the certificate their purchase made, with a friendly word', async () => {
    const buyer = await createUser('carmen@example.com', { password: PASSWORD });
    const theirs = await issueCertificate({
      fullName: 'Carmen Rivera',
      city: 'Parma',
      issueDateIso: '2025-04-02',
      userId: null,
      source: 'gumroad',
    });
    await seedSale({ email: buyer.email, certificateId: theirs.id, memberNumber: theirs.member_number });
    const page = await newPage();
    await signInBrowser(page, buyer.email, PASSWORD, '/founders/new');
    await submit(page, 'Carmen Rivera');

    const toast = page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'Welcome back!' });
    await toast.first().waitFor();
    expect(await toast.first().textContent()).toContain(`Here is your certificate, Member #${theirs.member_number}.`);
    await page.waitForURL((url) => url.pathname === `/founders/c/${theirs.id}`);
    expect(await page.getByTestId('certificate-name').textContent()).toBe('Carmen Rivera');
    expect((await adminDb().collection('certificates').count().get()).data().count).toBe(1);
  });
});
