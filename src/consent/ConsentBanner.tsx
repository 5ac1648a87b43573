// The consent banner for Google Ads conversions (settings.googleAds): rendered by the server on every page while the
// setting is on, hidden, and shown before the first paint by the pre-paint script when there is no answer for this
// setting yet (src/site-rules.css), so it never shifts the page. It stands in the page's flow after the first screen,
// so it never covers the phone's first call to action, and is a labelled region a screen reader lists; both answers
// are equal buttons. Without script nothing of Google's can load, so nothing needs asking: it stays hidden.
import { consentText } from '../content/consent.ts';
import { settings } from '../site.ts';

export const CONSENT_BANNER_ID = 'einwilligung';

const choice =
  'inline-flex min-h-11 min-w-36 items-center justify-center rounded-full border border-slate-800 bg-white px-5 text-base font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

export function ConsentBanner() {
  if (!settings.googleAds) return null;
  return (
    <section
      id={CONSENT_BANNER_ID}
      aria-labelledby={`${CONSENT_BANNER_ID}-titel`}
      className="bg-white px-4 py-6 sm:px-6"
      data-consent-banner
    >
      <div className="mx-auto max-w-3xl rounded-2xl border border-teal-700/40 bg-teal-50 p-5 sm:p-6">
        <h2 id={`${CONSENT_BANNER_ID}-titel`} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          {consentText.heading}
        </h2>
        {consentText.body.map((paragraph) => (
          <p key={paragraph} className="mt-3 text-sm leading-relaxed text-slate-700">
            {paragraph}
          </p>
        ))}
        <p className="mt-3 text-sm">
          <a href={consentText.privacyLink.href} className="font-medium text-teal-800 underline">
            {consentText.privacyLink.label}
          </a>
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className={choice} data-consent-choice="granted">
            {consentText.accept}
          </button>
          <button type="button" className={choice} data-consent-choice="denied">
            {consentText.decline}
          </button>
        </div>
      </div>
    </section>
  );
}
