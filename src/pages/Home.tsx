// The landing page: header, the seven sections of spec §2 in order, footer and the phone bottom bar.
import { Document } from '../components/Document.tsx';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';
import { Island } from '../components/Island.tsx';
import { MobileBar } from '../components/MobileBar.tsx';
import { benefits } from '../content/benefits.ts';
import { contactSection } from '../content/contact.ts';
import { faq } from '../content/faq.ts';
import { hero } from '../content/hero.ts';
import { mailDraft, toasts } from '../content/interaction.ts';
import { anchors } from '../content/navigation.ts';
import { howItWorks } from '../content/process.ts';
import { services } from '../content/services.ts';
import { testimonials } from '../content/testimonials.ts';
import { restoreBodyScript } from '../lib/inline-scripts.ts';
import { pages } from '../routes.ts';
import { Benefits } from '../sections/Benefits.tsx';
import { Contact } from '../sections/Contact.tsx';
import { Faq } from '../sections/Faq.tsx';
import { Hero } from '../sections/Hero.tsx';
import { Process } from '../sections/Process.tsx';
import { Services } from '../sections/Services.tsx';
import { Testimonials } from '../sections/Testimonials.tsx';
import { faqData, organisationData } from '../seo/structured-data.ts';
import { contact, settings } from '../site.ts';

const structuredData = [organisationData(), faqData(faq)];

export function Home() {
  return (
    <Document meta={pages.home.meta} path={pages.home.path} withIslands restoreTexts structuredData={structuredData}>
      <Header />
      <main id="inhalt">
        <Hero content={hero} />
        <Benefits id={anchors.benefits} content={benefits} />
        <Services id={anchors.services} content={services} />
        <Process id={anchors.process} content={howItWorks} />
        <Testimonials
          id={anchors.testimonials}
          content={testimonials}
          showBeforeAfter={settings.showBeforeAfter}
          showReviews={settings.showTestimonials}
        />
        <Faq id={anchors.faq} content={faq} />
        <Contact id={anchors.contact} content={contactSection} draft={mailDraft} address={contact.email} />
      </main>
      {/* Saved texts go in right after the last keyed element, before the first paint (src/lib/inline-scripts.ts). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by hash */}
      <script dangerouslySetInnerHTML={{ __html: restoreBodyScript }} />
      <Footer />
      <MobileBar />
      <Island name="Toaster" props={{ text: toasts }} />
    </Document>
  );
}
