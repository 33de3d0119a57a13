import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, closeAdmin, resetFirestore } from '../support/emulators';
import { describeViolations, PHONE, seriousA11yViolations, siteUrl } from '../support/browser';
import { useBrowserPages } from '../support/browser-pages';
import { COLLECTIONS } from '../../functions/src/shared/collections';
import { WALL_DIRECTORY_PAGE_SIZE, wallDirectoryHref, wallSpotHref } from '../../functions/src/shared/certificates/wall-directory';

/** Founders aboard: more than the grid's ten and more than three pages of the directory. */
const ABOARD = 96;
const FIRST = ['Ana', 'Deshawn', 'Hana', 'Kenji', 'Maria', 'Tony', 'Siobhán', 'Zoë', 'Omar', 'Priya', 'Luis', 'Greta'];
const LAST = ['Kowalski', 'Rivera', 'Petrovic', 'Sullivan', 'Novak', 'Johnson', 'Nguyễn', 'Okafor'];
const nameOf = (n: number) => (n === 92 ? 'Marcus Brown' : `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]}`);

const pages = useBrowserPages();
const DESKTOP = { viewport: { width: 1366, height: 900 } };

beforeAll(async () => {
  await resetFirestore();
  // Written in one batch, as the ping would have made them over a season: numbers in the order they were issued.
  const batch = adminDb().batch();
  for (let n = 1; n <= ABOARD; n++) {
    batch.set(adminDb().collection(COLLECTIONS.certificates).doc(`founder-${n}`), {
      full_name: nameOf(n),
      city: n % 3 ? 'Lakewood' : null,
      issue_date_iso: '2026-04-02',
      user_id: null,
      member_number: n,
      source: 'gumroad',
      created_at: Timestamp.fromMillis(Date.UTC(2026, 3, 2) + n * 60_000),
    });
  }
  await batch.commit();
});
afterAll(closeAdmin);

/** The wall's HTML as the server paints it, read without running any of it (JavaScript off). */
async function painted(path: string): Promise<string> {
  const res = await fetch(siteUrl(path));
  expect(res.status).toBe(200);
  // React marks where its text pieces meet ("1 Founding Floater<!-- --> found"); a reader sees the words whole.
  return (await res.text()).replace(/<!-- -->/g, '');
}

/** The member numbers of the directory's rows in painted HTML. */
const rowNumbers = (html: string) => [...html.matchAll(/id="floater-(\d+)"/g)].map((m) => Number(m[1]));

describe('the wall with JavaScript off (the painted HTML)', () => {
  it('counts every founder and finds #92 by name and by number', async () => {
    const everyone = await painted('/foundingfloaters');
    expect(everyone).toContain(`${ABOARD} Founding Floaters</span> aboard`);
    expect(rowNumbers(everyone)).toEqual(Array.from({ length: WALL_DIRECTORY_PAGE_SIZE }, (_, i) => i + 1));

    for (const search of ['Marcus', 'marcus b', '#92', '92']) {
      const html = await painted(`/foundingfloaters?q=${encodeURIComponent(search)}`);
      expect(rowNumbers(html)).toEqual([92]);
      expect(html).toContain('Marcus Brown');
      expect(html).toContain('1 Founding Floater found');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    }
    // Names are found without their accents.
    expect(rowNumbers(await painted('/foundingfloaters?q=zoe%20nguyen'))).toEqual(
      Array.from({ length: ABOARD }, (_, i) => i + 1).filter((n) => /^Zoë Nguyễn$/.test(nameOf(n))),
    );
  });

  it('pages through everyone, the last page ending at the newest', async () => {
    const second = await painted('/foundingfloaters?page=2');
    expect(rowNumbers(second)).toEqual(Array.from({ length: WALL_DIRECTORY_PAGE_SIZE }, (_, i) => i + 1 + WALL_DIRECTORY_PAGE_SIZE));
    const pageCount = Math.ceil(ABOARD / WALL_DIRECTORY_PAGE_SIZE);
    expect(second).toContain(`Page 2 of ${pageCount}`);
    expect(second).toContain(`href="${wallDirectoryHref({ page: 3 }).replace(/&/g, '&amp;')}"`);
    const last = await painted(`/foundingfloaters?page=${pageCount + 5}`);
    expect(rowNumbers(last).at(-1)).toBe(ABOARD);
  });

  it('escapes what the visitor typed, in the box, the summary and the page data', async () => {
    const typed = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const html = await painted(`/foundingfloaters?q=${encodeURIComponent(typed)}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;"');
    expect(html).toContain('No Founding Floater found for “&quot;&gt;&lt;script&gt;');
  });
});

describe('the wall in the browser', () => {
  it.each([
    ['phone', PHONE, '390'],
    ['laptop', DESKTOP, '1366'],
  ])('finds #92 by name from the search box on a %s, and shows their spot', async (_name, options, width) => {
    const page = await pages.newPage(width === '390' ? { ...options, viewport: { width: 390, height: 844 } } : options);
    await page.goto(siteUrl('/foundingfloaters'));
    expect(await page.getByTestId('wall-card').count()).toBe(10);
    expect(await page.getByTestId('wall-count').textContent()).toBe(`${ABOARD} Founding Floaters`);
    await page.getByRole('searchbox', { name: 'Find a Founding Floater' }).fill('Marcus');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\?q=Marcus/);
    const row = page.getByTestId('wall-directory-row');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain('#92Marcus Brown');
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
    await page.screenshot({ path: join(tmpdir(), `wall-search-${width}.png`), fullPage: true });

    // The toast's link to a founder opens their own row.
    await page.goto(siteUrl(wallSpotHref(92)));
    expect(await page.locator('#floater-92').isVisible()).toBe(true);
    expect(await page.locator(':target').getAttribute('id')).toBe('floater-92');
  });
});
