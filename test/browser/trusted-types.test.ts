// Trusted Types while Google Ads is off (src/http/content-security-policy.ts, docs/sicherheit.md): every page the
// visitor can reach, edit mode on and off with a saved text and its export, the contact form, the phone menu and the
// FAQ run without a single Content-Security-Policy violation, while a script that writes HTML or a script's address
// itself (as injected code would) is refused, and the loader's policy name cannot be taken a second time. With Google
// Ads on (npm run test:live; test/browser/consent.test.ts on a build of its own) the header requires none of it.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { EDITABLE_KEYS } from '../../src/edit-mode/editable-keys.ts';
import { TRUSTED_TYPES_POLICY } from '../../src/lib/inline-scripts.ts';
import { paths } from '../../src/routes.ts';
import { settings } from '../../src/site.ts';
import { chromiumForFile, NOT_FOUND, openPage, settled, type ViewportName } from './chromium.ts';
import { fillAndConsent, opened, openForm, submit } from './contact-form-page.ts';
import { editModeOn, replaceText } from './edit-page.ts';

const browser = chromiumForFile();
const enforced = !settings.googleAds;

/** Records every violation the page reports, before any script of the page runs. */
function recordViolations(): void {
  const seen: string[] = [];
  (window as unknown as { __violations: string[] }).__violations = seen;
  addEventListener('securitypolicyviolation', (event) =>
    seen.push(`${event.effectiveDirective}: ${event.blockedURI || 'inline'} ${event.sample}`),
  );
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/** Opens `path` with the recorder installed first. */
async function open(viewport: ViewportName, path: string) {
  const opened = await openPage(browser(), viewport, 'about:blank');
  await opened.page.context().addInitScript(recordViolations);
  await opened.page.goto(new URL(path, inject('baseURL')).href);
  await settled(opened.page);
  return opened;
}

/** What an injected script gets when it writes each sink itself: 'ran' or the name of what was thrown. */
function injected(page: Page) {
  return page.evaluate((policy) => {
    const attempt = (write: () => void) => {
      try {
        write();
        return 'ran';
      } catch (error) {
        return error instanceof Error ? error.name : String(error);
      }
    };
    const types = (window as unknown as { trustedTypes?: { createPolicy(name: string, rules: object): unknown } })
      .trustedTypes;
    return {
      html: attempt(() => {
        document.createElement('div').innerHTML = '<img>';
      }),
      scriptAddress: attempt(() => {
        document.createElement('script').src = '/x.js';
      }),
      samePolicyAgain: attempt(() => types?.createPolicy(policy, {})),
      otherPolicy: attempt(() => types?.createPolicy('andere', {})),
    };
  }, TRUSTED_TYPES_POLICY);
}

describe(`Trusted Types with Google Ads ${enforced ? 'off' : 'on'}`, () => {
  it('the header requires them, with the loader’s policy, only while Google Ads is off', async () => {
    const response = await fetch(new URL(paths.home, inject('baseURL')));
    const csp = response.headers.get('content-security-policy') ?? '';
    if (enforced) {
      expect(csp).toContain("require-trusted-types-for 'script'");
      expect(csp).toContain(`trusted-types ${TRUSTED_TYPES_POLICY}`);
    } else {
      expect(csp).not.toContain('trusted-types');
    }
  });

  it.each([
    ['phone', paths.home],
    ['desktop', paths.home],
    ...Object.values(paths)
      .filter((path) => path !== paths.home)
      .map((path) => ['phone', path] as const),
    ['phone', NOT_FOUND],
  ] as const)(
    '%s %s: no violation, and a script writing HTML or a script address itself is refused',
    async (viewport, path) => {
      const { page, errors, close } = await open(viewport, path);
      if (viewport === 'phone' && path === paths.home) {
        // The menu and an FAQ answer open and close through the client entry's handlers.
        await page.locator('[data-menu-toggle]').click();
        await page.locator('[data-menu-toggle]').click();
        await page.locator('[data-faq-item] summary').first().click();
      }
      expect(await violations(page)).toEqual([]);
      // The not-found page's own log (spec) is the one error a page may print.
      expect(errors.filter((error) => !/^404 Error: User attempted|status of 404/.test(error))).toEqual([]);
      // Where the client loader runs (the landing page), it has taken the policy's name; a page without it runs no
      // script of ours that writes a sink, and code that could take the name there already runs (script-src).
      const loader = await page.evaluate(() => '__heldClicks' in window);
      if (path === paths.home) expect(loader).toBe(true);
      // Then as injected code would: each write refused (a TypeError), the policy's name not to be had again.
      const refused = enforced ? 'TypeError' : 'ran';
      expect(await injected(page)).toEqual({
        html: refused,
        scriptAddress: refused,
        samePolicyAgain: loader ? refused : 'ran',
        otherPolicy: refused,
      });
      await close();
    },
  );

  it('edit mode on and off, a saved text restored before the first paint and exported: no violation', async () => {
    const { page, errors, close } = await open('desktop', paths.home);
    await editModeOn(page);
    await replaceText(page, EDITABLE_KEYS[0] ?? '', 'Neuer Text');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-header-actions] button[data-texts-export]').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    await page.locator('[data-header-actions] button[data-edit-toggle]').click();
    expect(await violations(page)).toEqual([]);
    await page.reload();
    await settled(page);
    await expect.poll(() => page.locator(`[data-edit-key="${EDITABLE_KEYS[0]}"]`).textContent()).toBe('Neuer Text');
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('the contact form, filled and sent: no violation', async () => {
    const { page, errors, close } = await openForm(browser(), 'phone');
    await page.context().addInitScript(recordViolations);
    await page.reload();
    await settled(page);
    await fillAndConsent(page, {
      name: 'Erika Muster',
      email: 'erika@example.org',
      message: 'Ich hätte gern einen Termin.',
    });
    await submit(page);
    expect(await opened(page)).toHaveLength(1);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
