// The footer: both locations, contact, opening hours, Instagram and the page links (the legal texts, and pages about the
// offer where the route table has any), reachable from every page.
import type { ReactNode } from 'react';

import { consentText } from '../content/consent.ts';
import { emailAction, footer, instagramAction, phoneAction, whatsappAction } from '../content/navigation.ts';
import { addressLines } from '../lib/format.ts';
import { EXTERNAL_LINK } from '../lib/links.ts';
import { Typeset } from '../lib/typeset.tsx';
import { brand, clinics, contact, settings } from '../site.ts';
import { Icon } from './Icon.tsx';
import { Logo } from './Logo.tsx';

const heading = 'mb-2 text-sm font-semibold uppercase tracking-wider text-slate-900 sm:mb-3';
/** Links outside running text: at least 24 px high (WCAG 2.5.8), the whole row a target. */
const link = 'inline-flex min-h-7 items-center gap-2 py-0.5 text-slate-600 hover:text-teal-800 hover:underline';

interface FooterLink {
  readonly label: string;
  readonly href: string;
}

/** A titled list of page links: a navigation landmark of its own. */
function LinkGroup({
  title,
  label,
  links,
  children,
}: {
  readonly title: string;
  readonly label: string;
  readonly links: readonly FooterLink[];
  readonly children?: ReactNode;
}) {
  return (
    <nav aria-label={label}>
      <h2 className={heading}>{title}</h2>
      <ul className="space-y-1 text-sm sm:space-y-2">
        {links.map((item) => (
          <li key={item.href}>
            <a href={item.href} className={link}>
              {item.label}
            </a>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

/** The page links come from the route table (content/navigation.ts); a test may pass its own. */
export function Footer({
  infoLinks = footer.infoLinks,
  legalLinks = footer.legalLinks,
}: {
  readonly infoLinks?: readonly FooterLink[];
  readonly legalLinks?: readonly FooterLink[];
}) {
  return (
    <footer className="border-t border-slate-200 bg-sand-50 pb-20 lg:pb-0" data-footer>
      {/* One column below 360 px, where a phone number would not fit half the width; two up to lg, four from there. */}
      <div className="footer-grid">
        <div className="min-[360px]:col-span-2 md:col-span-1">
          <Logo />
          <p className="mt-4 text-sm text-slate-600 max-sm:hidden">{footer.about}</p>
          <a href={instagramAction.href} {...EXTERNAL_LINK} className={`${link} mt-3 text-sm`}>
            <Icon name="instagram" className="size-5" />
            {instagramAction.label}
          </a>
        </div>
        {/* On phones the locations span two rows, so the legal links sit beside them under the contact column. */}
        <div className="min-[360px]:max-md:row-span-2">
          <h2 className={heading}>{footer.locationsTitle}</h2>
          <ul className="space-y-3 text-sm text-slate-600 sm:space-y-4">
            {[clinics.istanbul, clinics.willich].map((clinic) => (
              <li key={clinic.id}>
                <p className="font-medium text-slate-800">{clinic.name}</p>
                <address className="not-italic">
                  {addressLines(clinic.address).map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={heading}>{footer.contactTitle}</h2>
          <ul className="space-y-1 text-sm sm:space-y-2">
            <li>
              <a href={phoneAction.href} className={link}>
                <Icon name="phone" className="size-4 shrink-0" />
                <Typeset text={contact.phoneDisplay} />
              </a>
            </li>
            <li>
              <a href={emailAction.href} className={link}>
                <Icon name="mail" className="size-4 shrink-0" />
                <span className="min-w-0">
                  <Typeset text={contact.email} />
                </span>
              </a>
            </li>
            <li>
              <a href={whatsappAction.href} {...EXTERNAL_LINK} className={link}>
                <Icon name="whatsapp" className="size-4" />
                {whatsappAction.label}
              </a>
            </li>
          </ul>
          <h2 className={`${heading} mt-5 sm:mt-6`}>{footer.hoursTitle}</h2>
          <p className="inline-flex items-center gap-2 text-sm text-slate-600">
            <Icon name="clock" className="size-4 shrink-0" />
            <Typeset text={footer.hours} />
          </p>
        </div>
        <div className="space-y-5 sm:space-y-6">
          {infoLinks.length > 0 && <LinkGroup title={footer.infoTitle} label={footer.infoNav} links={infoLinks} />}
          <LinkGroup title={footer.legalTitle} label={footer.legalNav} links={legalLinks}>
            {settings.googleAds && (
              <li>
                {/* Shows the consent notice again (client/consent/); without script nothing of Google's loads. */}
                <button type="button" className={link} data-consent-open>
                  {consentText.settings}
                </button>
              </li>
            )}
          </LinkGroup>
        </div>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-600 sm:py-6">
        © {__BUILD_YEAR__} {brand.name}. {footer.rights}
      </p>
    </footer>
  );
}
