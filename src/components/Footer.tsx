// The footer: both locations, contact, opening hours, Instagram and the legal links, reachable from every page.

import { consentText } from '../content/consent.ts';
import { emailAction, footer, instagramAction, phoneAction, whatsappAction } from '../content/navigation.ts';
import { addressLines } from '../lib/format.ts';
import { EXTERNAL_LINK } from '../lib/links.ts';
import { brand, clinics, contact, settings } from '../site.ts';
import { Icon } from './Icon.tsx';
import { Logo } from './Logo.tsx';

const heading = 'mb-2 text-sm font-semibold uppercase tracking-wider text-slate-900 sm:mb-3';
/** Links outside running text: at least 24 px high (WCAG 2.5.8), the whole row a target. */
const link = 'inline-flex min-h-7 items-center gap-2 py-0.5 text-slate-600 hover:text-teal-800 hover:underline';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 pb-20 md:pb-0" data-footer>
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:px-6 sm:py-12 md:gap-10 lg:grid-cols-4">
        <div className="col-span-2 md:col-span-1">
          <Logo />
          <p className="mt-4 text-sm text-slate-600 max-sm:hidden">{footer.about}</p>
          <a href={instagramAction.href} {...EXTERNAL_LINK} className={`${link} mt-3 text-sm`}>
            <Icon name="instagram" className="size-5" />
            {instagramAction.label}
          </a>
        </div>
        <div>
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
                <Icon name="phone" className="size-4" />
                {contact.phoneDisplay}
              </a>
            </li>
            <li>
              <a href={emailAction.href} className={`${link} break-all`}>
                <Icon name="mail" className="size-4 shrink-0" />
                {contact.email}
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
            <Icon name="clock" className="size-4" />
            {footer.hours}
          </p>
        </div>
        <nav aria-label={footer.legalNav} className="col-span-2 md:col-span-1">
          <h2 className={heading}>{footer.legalTitle}</h2>
          <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm md:block md:space-y-2">
            {footer.legalLinks.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={link}>
                  {item.label}
                </a>
              </li>
            ))}
            {settings.googleAds && (
              <li>
                {/* Shows the consent banner again (client/consent/); without script nothing of Google's loads. */}
                <button type="button" className={link} data-consent-open>
                  {consentText.settings}
                </button>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 py-6 text-center text-xs text-slate-600">
        © {__BUILD_YEAR__} {brand.name}. {footer.rights}
      </p>
    </footer>
  );
}
