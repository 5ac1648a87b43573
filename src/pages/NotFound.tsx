// The not-found screen of spec §2: 'Oops! Page not found' and a link back to the home page.

import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { notFoundText, pageMeta } from '../content/pages.ts';
import { notFoundLogScript } from '../lib/inline-scripts.ts';
import { paths } from '../routes.ts';
import { StatusPage } from './StatusPage.tsx';

export function NotFound() {
  return (
    <StatusPage
      meta={pageMeta.notFound}
      eyebrow={notFoundText.code}
      heading={notFoundText.heading}
      headingLang={notFoundText.headingLang}
      inlineScript={notFoundLogScript}
    >
      <p className="mt-4 max-w-md text-slate-600">{notFoundText.text}</p>
      <ButtonLink action={{ label: notFoundText.homeLink, href: paths.home, icon: 'arrow-left' }} className="mt-8" />
    </StatusPage>
  );
}
