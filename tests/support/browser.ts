import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { urls } from '../../scripts/lib/ports';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const siteUrl = (path = '/') => `${urls().site}${path}`;

/** Debian's Chromium, headless; the background-network flags keep it quiet on a closed network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export const PHONE: BrowserContextOptions = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: a <script> tag with the source inline is refused by the site's Content-Security-Policy.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** A readable summary for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
}
