// Everything the landing page says, built from one set of facts: the page renders `landing` (from site.ts); tests render
// the page for other facts (the other operator, travel for another location) without another build.
import { type SiteFacts, site } from '../site.ts';
import { type BenefitsContent, benefitsFor } from './benefits.ts';
import { type ContactContent, contactSectionFor } from './contact.ts';
import { type FaqContent, faqFor } from './faq.ts';
import { type HeroContent, heroFor } from './hero.ts';
import { type MailDraftText, mailDraftFor } from './mail-draft.ts';
import { homeMetaFor } from './pages.ts';
import { type ProcessContent, processFor } from './process.ts';
import { type ServicesContent, servicesFor } from './services.ts';
import { type TestimonialsContent, testimonialsFor } from './testimonials.ts';
import type { PageMeta } from './types.ts';

export interface LandingContent {
  readonly meta: PageMeta;
  readonly hero: HeroContent;
  readonly benefits: BenefitsContent;
  readonly services: ServicesContent;
  readonly process: ProcessContent;
  readonly testimonials: TestimonialsContent;
  readonly faq: FaqContent;
  readonly contact: ContactContent;
  /** The e-mail the contact form prepares, with the consent it records. */
  readonly mailDraft: MailDraftText;
  readonly settings: SiteFacts['settings'];
}

export function landingFor(facts: SiteFacts): LandingContent {
  return {
    meta: homeMetaFor(facts),
    hero: heroFor(facts),
    benefits: benefitsFor(facts),
    services: servicesFor(facts),
    process: processFor(facts),
    testimonials: testimonialsFor(facts),
    faq: faqFor(facts),
    contact: contactSectionFor(facts),
    mailDraft: mailDraftFor(facts),
    settings: facts.settings,
  };
}

export const landing = landingFor(site);
