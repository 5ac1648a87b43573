// The landing page: the site's frame (header, footer, the phone's bottom bar) around the seven sections of the spec.
import { Island } from '../components/Island.tsx';
import { PageFrame } from '../components/PageFrame.tsx';
import { toasts } from '../content/interaction.ts';
import { type LandingContent, landing } from '../content/landing.ts';
import { anchors, MAIN_ID } from '../content/navigation.ts';
import { restoreBodyScript } from '../edit-mode/restore-scripts.ts';
import type { Page } from '../render.tsx';
import { Benefits } from '../sections/Benefits.tsx';
import { Contact } from '../sections/Contact.tsx';
import { Faq } from '../sections/Faq.tsx';
import { Hero } from '../sections/Hero.tsx';
import { Process } from '../sections/Process.tsx';
import { Services } from '../sections/Services.tsx';
import { Testimonials } from '../sections/Testimonials.tsx';
import { organisationGraph } from '../seo/structured-data.ts';
import { contact, site } from '../site.ts';

/** The landing page's head: its title and description, the islands, the owner's saved texts, structured data. */
export function homeHead(content: LandingContent = landing): Page['head'] {
  // The clinics' anchors and place pictures from the price cards the page shows (src/content/services.ts).
  const structuredData = [organisationGraph(site, content.services.cards)];
  return {
    meta: content.meta,
    withIslands: true,
    restoreTexts: true,
    structuredData,
    // The section that follows the hero.
    firstScreenEnd: anchors.benefits,
  };
}

/** The landing page; `content` is the site's own unless a test renders it for other facts. */
export function Home({ content = landing }: { readonly content?: LandingContent }) {
  return (
    <PageFrame landing after={<Island name="Toaster" props={{ text: toasts }} />}>
      <main id={MAIN_ID}>
        <Hero content={content.hero} />
        <Benefits id={anchors.benefits} content={content.benefits} />
        <Services id={anchors.services} content={content.services} />
        <Process id={anchors.process} content={content.process} />
        <Testimonials
          id={anchors.testimonials}
          content={content.testimonials}
          showBeforeAfter={content.settings.showBeforeAfter}
          showReviews={content.settings.showTestimonials}
        />
        <Faq id={anchors.faq} content={content.faq} />
        <Contact
          id={anchors.contact}
          formAnchor={anchors.contactForm}
          content={content.contact}
          draft={content.mailDraft}
          address={contact.email}
        />
      </main>
      {/* Saved texts go in right after the last keyed element, before the first paint (src/edit-mode/restore-scripts.ts). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by hash */}
      <script dangerouslySetInnerHTML={{ __html: restoreBodyScript }} />
    </PageFrame>
  );
}

export const homePage: Page = { head: homeHead(), Body: Home };
