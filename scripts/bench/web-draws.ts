/**
 * Before any score is taken, each measured page is opened in a browser of its own and must draw its screen: no script
 * error, not the route's error page, still on its own address. A score of a page that failed to draw means nothing.
 */
import { chromium } from '@playwright/test';

export interface DrawTarget {
  page: string;
  url: string;
  cookie?: string;
}

/** The session's cookies for the whole origin (a cookie given a page's URL would be kept to that page's folder). */
const cookiesOf = (header: string, url: string) =>
  header.split('; ').map((pair) => {
    const [name = '', ...value] = pair.split('=');
    return { name, value: value.join('='), url: new URL(url).origin };
  });

export async function assertPagesDraw(targets: readonly DrawTarget[], chromePath: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    for (const target of targets) {
      const context = await browser.newContext();
      if (target.cookie) await context.addCookies(cookiesOf(target.cookie, target.url));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(target.url, { waitUntil: 'networkidle' });
      const failed = await page.getByTestId('route-error').count();
      if (errors.length > 0 || failed > 0 || page.url() !== target.url)
        throw new Error(
          `${target.page} (${target.url}) did not draw: ${[...errors, failed ? 'the route error page' : '', page.url()].filter(Boolean).join('; ')}`,
        );
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
