/**
 * Accessibility sweep: every visitor route and every template, in pt, en and es, at desktop and
 * phone widths, has no axe violation (WCAG 2.2 A and AA). pt, the default, is checked at both
 * widths; en at the desktop's and es at the phone's, so every language and every layout is
 * checked once without checking each pair. pt's page is opened at 1440 px and then follows the
 * window; es's is opened on the phone. Journeys and modals are checked in their own specs.
 */
import { test, checkA11y, skipAutoA11y, expect } from './fixtures';
import { TEMPLATE_COACHES } from './helpers';

const ROUTES: Array<[string, string]> = [
  ['home', '/home'],
  ['search', '/search'],
  ['coaches list', '/coaches_list'],
  ['blog', '/blog'],
  ['blog category', '/blog/carreira'],
  ['blog post', '/blog/post/como-planejar-uma-transicao-de-carreira-sem-pular-no-escuro'],
  ['help', '/help'],
  ['permission', '/permission'],
  ['not found', '/not_found'],
  ['already exist', '/already_exist'],
  ...Object.entries(TEMPLATE_COACHES).map(([theme, username]): [string, string] => [
    `coach site ${theme}`,
    `/${username}`,
  ]),
];

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Each language with the widths it is checked at, in the order the window takes them. */
const CHECKS = [
  ['pt', [DESKTOP, PHONE]],
  ['en', [DESKTOP]],
  ['es', [PHONE]],
] as const;

for (const [name, path] of ROUTES) {
  test(`${name} has no accessibility violations in pt, en and es at 1440 and 390 px`, async ({ page }) => {
    test.setTimeout(120_000);
    skipAutoA11y();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const [locale, widths] of CHECKS) {
      // Each language's page is opened at the first width it is checked at, as a shared link is.
      await page.setViewportSize(widths[0]);
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${locale}`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'pt' ? 'pt-BR' : locale);
      await expect(page.getByRole('main')).not.toBeEmpty();
      for (const size of widths) {
        if (size !== widths[0]) {
          await page.setViewportSize(size);
          // Layouts that follow the width (menus, slides per view) re-render on the next frames.
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        }
        await checkA11y(page);
      }
    }
  });
}
