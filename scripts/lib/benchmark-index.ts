import type { Browser } from 'playwright-core';

/** Lighthouse's CPU benchmark index (its own page function), measured on a blank page without any slowdown. */
export async function benchmarkIndex(browser: Browser): Promise<number> {
  const { pageFunctions } = (await import('lighthouse/core/lib/page-functions.js' as string)) as {
    pageFunctions: { computeBenchmarkIndex: () => number };
  };
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  } finally {
    await page.close();
  }
}
