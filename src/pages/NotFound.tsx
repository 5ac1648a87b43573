// The not-found screen of the spec: 'Oops! Page not found' and a link back to the home page, inside the site's frame, so
// that the prices, the contact section and the header's and bottom bar's contact buttons are a tap away as well; beside
// the way home, WhatsApp and the phone as buttons of its own, so that a visitor who followed a broken link can still
// ask at once.

import type { PageHead } from '../components/Document.tsx';
import { PageFrame } from '../components/PageFrame.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { anchors, MAIN_ID, phoneAction, sectionLinks, whatsappAction } from '../content/navigation.ts';
import { notFoundText } from '../content/pages.ts';
import { notFoundLogScript } from '../lib/inline-scripts.ts';
import { paths } from '../routes.ts';

/**
 * Not in the sitemap, no canonical path; its inline script logs the path in the browser's console (spec). Its headings
 * switch to the web font like every page's: the big code keeps its place (.not-found-code, src/site-rules.css).
 */
export const notFoundHead: PageHead = {
  meta: notFoundText.meta,
  inlineScript: notFoundLogScript,
  firstScreenEnd: MAIN_ID,
};

export function NotFound() {
  const more = sectionLinks(false).filter((link) =>
    [anchors.services, anchors.contact].some((id) => link.href.endsWith(`#${id}`)),
  );
  return (
    <PageFrame>
      <main
        id={MAIN_ID}
        className="mx-auto flex min-h-[80vh] max-w-3xl flex-col items-center justify-center px-4 pt-24 pb-16 text-center"
      >
        {/* Each figure in a box of the web font's width, so that the switch to it moves none of them
            (src/site-rules.css). */}
        <p className="not-found-code font-display text-7xl font-semibold text-teal-700">
          {[...notFoundText.code].map((figure, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the code's figures never change order.
            <span key={index}>{figure}</span>
          ))}
        </p>
        <h1
          lang={notFoundText.headingLang}
          className="mt-4 font-display text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl"
        >
          {notFoundText.heading}
        </h1>
        <p className="mt-4 max-w-md text-slate-600">{notFoundText.text}</p>
        {/* Home first, as the text says, then the header's WhatsApp chat and phone number: one row on a laptop, on a
            phone WhatsApp and the call share the second. */}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink action={{ label: notFoundText.homeLink, href: paths.home, icon: 'arrow-left' }} />
          <ButtonLink action={whatsappAction} variant="whatsapp" />
          <ButtonLink action={phoneAction} variant="outline" />
        </div>
        <nav aria-label={notFoundText.moreLabel} className="mt-6 flex flex-wrap items-center justify-center gap-3">
          <span className="text-sm text-slate-600">{notFoundText.moreLabel}:</span>
          {more.map((link) => (
            <ButtonLink key={link.href} action={link} variant="outline" size="sm" />
          ))}
        </nav>
      </main>
    </PageFrame>
  );
}
