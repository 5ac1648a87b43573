import { beforeAll, describe, expect, it } from 'vitest';
import { benefits } from '../../src/content/benefits.ts';
import { contactSection, MESSAGE_MAX_LENGTH } from '../../src/content/contact.ts';
import { consultationWords, whatsappGreetingFor } from '../../src/content/contact-texts.ts';
import { faq } from '../../src/content/faq.ts';
import { hero as heroContent } from '../../src/content/hero.ts';
import { mailDraft } from '../../src/content/mail-draft.ts';
import { services } from '../../src/content/services.ts';
import { EDITABLE_KEYS } from '../../src/edit-mode/editable-keys.ts';
import { mailtoHref, telHref } from '../../src/lib/links.ts';
import { paths } from '../../src/routes.ts';
import { brand, clinics, contact, settings } from '../../src/site.ts';
import { attr, get, type Page, text } from './fetch.ts';

let page: Page;
let document: Document;
beforeAll(async () => {
  page = await get('/');
  document = page.document;
});

const all = (selector: string, root: ParentNode = document) => [...root.querySelectorAll(selector)];
const hrefs = (root: ParentNode) => all('a[href]', root).map((link) => link.getAttribute('href') ?? '');

describe('header', () => {
  it('has the logo and the four section links', () => {
    const header = document.querySelector('[data-header]');
    const logo = header?.querySelector('a[href="/"] img');
    expect(logo?.getAttribute('src')).toMatch(/^\/assets\/images\//);
    // The logo names its link: an alt text, no aria-label on the link (src/content/navigation.ts).
    expect(logo?.getAttribute('alt')).toContain(brand.name);
    expect(logo?.parentElement?.getAttribute('aria-label')).toBeNull();
    const nav = header?.querySelector('nav[aria-label="Hauptnavigation"]');
    expect(hrefs(nav as Element)).toEqual(['#leistungen', '#ablauf', '#faq', '#kontakt']);
    expect(all('a', nav as Element).map(text)).toEqual(['Leistungen', 'Ablauf', 'FAQ', 'Kontakt']);
  });

  it('has E-Mail and WhatsApp buttons, and the phone number as text before them', () => {
    const actions = document.querySelector('[data-header-actions]') as Element;
    expect(all('a', actions).map(text)).toEqual([contact.phoneDisplay, 'E-Mail', 'WhatsApp']);
    expect(hrefs(actions)).toEqual([
      telHref(contact.phoneE164),
      `mailto:${contact.email}`,
      expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/),
    ]);
  });

  it('has a menu for phones that opens without script', () => {
    const toggle = document.querySelector('[data-menu-toggle]');
    // HTML attribute names are case-insensitive; React writes this one as `popoverTarget`
    expect(toggle?.outerHTML).toMatch(/ popovertarget="mobile-menu"/i);
    expect(toggle?.getAttribute('aria-label')).toBe('Menü öffnen');
    const menu = document.getElementById('mobile-menu');
    expect(menu?.getAttribute('popover')).toBe('auto');
    expect(hrefs(menu as Element).slice(0, 4)).toEqual(['#leistungen', '#ablauf', '#faq', '#kontakt']);
  });
});

describe('sections', () => {
  // Their order, the spec's texts and figures: test/common/spec-texts.ts (spec-conformance.test.ts).
  it('are sections the header can link to', () => {
    for (const id of ['leistungen', 'ablauf', 'faq', 'kontakt'])
      expect(document.getElementById(id)?.tagName).toBe('SECTION');
  });

  it('hero: badge, two-part title, subtitle, trust points and the team image', () => {
    const hero = document.querySelector('[data-section="hero"]') as Element;
    expect(text(hero.querySelector('[data-edit-key="hero-badge"]'))).not.toBe('');
    const h1 = hero.querySelector('h1') as Element;
    expect(all('[data-edit-key]', h1).map((node) => node.getAttribute('data-edit-key'))).toEqual([
      'hero-title-1',
      'hero-title-2',
    ]);
    expect(text(hero.querySelector('[data-edit-key="hero-subtitle"]'))).toBe(heroContent.subtitle.text);
    // Each trust point in its words, with where it holds under it where the owner has said so (proof-slots.test.tsx).
    const points = all('ul li', hero).map(text);
    expect(points.map((point, index) => point.startsWith(heroContent.trustPoints[index]?.text ?? '-'))).toEqual(
      heroContent.trustPoints.map(() => true),
    );
    expect(points.join(' ')).toMatch(/17\+ Jahre Erfahrung.*Über 10\.000 Patienten.*Deutschsprachige Betreuung/);
    // The picture's markup in detail: pictures.test.tsx.
    expect(hero.querySelector('img')?.getAttribute('alt')).toBe(heroContent.image.alt);
  });

  it('the benefits have six cards', () => {
    const section = document.getElementById('vorteile') as Element;
    expect(text(section.querySelector('h2'))).toBe(benefits.title.text);
    expect(all('li', section)).toHaveLength(6);
  });

  it('the services: a card per place, each with what it includes and its own WhatsApp chat', () => {
    const section = document.getElementById('leistungen') as Element;
    expect(text(section.querySelector('h2'))).toBe(services.title.text);
    const istanbul = section.querySelector('[data-clinic="istanbul"]') as Element;
    const willich = section.querySelector('[data-clinic="willich"]') as Element;
    expect(all('li', istanbul).length).toBeGreaterThanOrEqual(5);
    expect(all('li', willich).length).toBeGreaterThanOrEqual(5);
    // Its own chat right under the price, then the Impressum beside the contract partner (and the right of withdrawal,
    // where the owner grants one), then the chat again at the card's end; both chats the same.
    for (const [card, clinic] of [
      [istanbul, clinics.istanbul],
      [willich, clinics.willich],
    ] as const) {
      const chat = expect.stringMatching(new RegExp(`^https://wa\\.me/${clinic.whatsapp}\\?text=.+`));
      const withdrawal = services.cards.find((candidate) => candidate.clinic === clinic.id)?.withdrawal;
      expect(hrefs(card)).toEqual([chat, paths.impressum, ...(withdrawal ? [withdrawal.href] : []), chat]);
      const [first] = hrefs(card);
      expect(first).toBe(hrefs(card).at(-1));
      // The first directly after the price and what it includes.
      expect(card.querySelector('[data-price] + p + a')?.getAttribute('href')).toBe(first);
    }
  });

  it('the process has the three steps the spec names, the first in the wording of the settings', () => {
    const section = document.getElementById('ablauf') as Element;
    expect(all('ol > li h3', section).map(text)).toEqual([
      consultationWords[settings.consultationWording].step,
      'Persönliche Analyse',
      'Rundum-Service',
    ]);
  });

  it('every WhatsApp link asks for the consultation in the wording of the settings', () => {
    const chats = [...document.querySelectorAll('a[href^="https://wa.me/"]')].map(
      (link) => new URL(link.getAttribute('href') ?? '').searchParams.get('text') ?? '',
    );
    expect(chats.length).toBeGreaterThan(3);
    for (const chat of chats) expect(chat.startsWith(whatsappGreetingFor(settings.consultationWording))).toBe(true);
  });

  it('testimonials: three with five stars, first name with initial and city, plus the before/after image as set', () => {
    const section = document.getElementById('erfahrungen') as Element;
    const items = all('[data-testimonial]', section);
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.querySelector('[data-rating]')?.getAttribute('aria-label')).toBe('5 von 5 Sternen');
      expect(text(item.querySelector('[data-rating]'))).toBe('★★★★★');
      expect(text(item.querySelector('[data-author]'))).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\., \p{Lu}\p{Ll}+/u);
    }
    // Shown as the setting says (pictures.test.tsx; both sides of the setting: testimonials-setting.test.tsx).
    expect(section.querySelectorAll('[data-before-after] img')).toHaveLength(settings.showBeforeAfter ? 1 : 0);
  });

  it('FAQ: five questions as an exclusive accordion carrying the claims', () => {
    const section = document.getElementById('faq') as Element;
    const items = all('details', section);
    expect(items).toHaveLength(faq.items.length);
    for (const item of items) expect(item.getAttribute('name')).toBe('faq');
    expect(items.map((item) => text(item.querySelector('summary')))).toEqual(faq.items.map((item) => item.question));
    const answers = text(section);
    for (const claim of ['10–12 Tagen', '2–3 Wochen', '12–14 Monaten']) expect(answers).toContain(claim);
    // The range: in the spec's guarantee („90–95 Prozent“), or in the binding wording as the measured figures say it.
    expect(answers).toMatch(/90–95 (?:Prozent|%)/);
  });

  it('contact: WhatsApp, phone and e-mail cards, the QR code and the form', () => {
    const section = document.getElementById('kontakt') as Element;
    expect(all('[data-contact-card]', section).map((card) => card.getAttribute('data-contact-card'))).toEqual([
      'whatsapp',
      'phone',
      'mail',
    ]);
    const cardLinks = all('[data-contact-card] a', section).map((link) => link.getAttribute('href'));
    expect(cardLinks).toEqual([
      expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/),
      `tel:${contact.phoneE164}`,
      `mailto:${contact.email}`,
    ]);
    // The QR code is a file the build drew (build/whatsapp-qr.ts), named by its content and served immutable.
    const qr = section.querySelector('[data-qr] img');
    expect(qr?.getAttribute('alt')).toMatch(/QR-Code/);
    expect(qr?.getAttribute('src')).toMatch(/^\/assets\/images\/qr-whatsapp\.[0-9a-f]{10}\.svg$/);
    expect([qr?.getAttribute('width'), qr?.getAttribute('height')]).toEqual(['132', '132']);
    expect(attr(qr, 'loading')).toBe('lazy');
  });

  it('contact form: labelled fields, required, e-mail type, consent text', () => {
    const form = document.querySelector('[data-contact-form]') as HTMLFormElement;
    for (const [name, type] of [
      ['name', 'text'],
      ['email', 'email'],
    ] as const) {
      const input = form.querySelector(`input#kontakt-${name}`) as Element;
      expect(input.getAttribute('type')).toBe(type);
      expect(input.hasAttribute('required')).toBe(true);
      expect(form.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
    }
    const message = form.querySelector('textarea#kontakt-message') as Element;
    expect(message.hasAttribute('required')).toBe(true);
    expect(text(form.querySelector(`label[for="${message.id}"]`))).toBe('Nachricht');
    const consent = form.querySelector('input#kontakt-consent') as Element;
    expect(consent.getAttribute('type')).toBe('checkbox');
    const consentLabel = text(form.querySelector(`label[for="${consent.id}"]`));
    expect(consentLabel).toContain('Datenschutzerklärung');
    expect(consentLabel).toContain('jederzeit widerrufen');
    expect(form.querySelector(`label[for="${consent.id}"] a`)?.getAttribute('href')).toBe('/datenschutz');
  });

  it('contact form: without script the browser writes a mailto: link with the subject that records the consent, the fields as its body', () => {
    // Method POST as text/plain: the action keeps its subject, and each field is a line `label=value` of the body; GET
    // wrote every space as "+" (test/browser/no-javascript.test.ts and test/engines/no-javascript.test.ts read the link).
    const form = document.querySelector('[data-contact-form]') as Element;
    expect(form.getAttribute('method')).toBe('post');
    // React writes it as `encType`; HTML reads an attribute's name in any case, linkedom only as written.
    expect(form.getAttribute('encType')).toBe('text/plain');
    const action = form.getAttribute('action') ?? '';
    expect(action).toBe(`${mailtoHref(contact.email)}?subject=${mailDraft.nativeSubject}`);
    // Written as text, the subject stays one parameter when the browser parses the address: nothing in it ends the
    // query, starts another parameter or reads as an escape, and no space turns into a "+".
    const parsed = new URL(action);
    expect(`${parsed.protocol}${parsed.pathname}`).toBe(mailtoHref(contact.email));
    expect(parsed.hash).toBe('');
    expect(parsed.search).not.toMatch(/[&+]/);
    expect(decodeURIComponent(parsed.search)).toBe(`?subject=${mailDraft.nativeSubject}`);
    expect(mailDraft.nativeSubject).toMatch(
      /^Haartransplantation Beratungsanfrage – Einwilligung zur Verarbeitung .*Gesundheitsdaten.*: erteilt$/,
    );
    for (const field of contactSection.form.fields) {
      expect(form.querySelector(`#kontakt-${field.name}`)?.getAttribute('name')).toBe(field.label);
    }
    // Not a line of the body: the browser sends nothing until it is ticked, and the subject records it.
    expect(form.querySelector('input#kontakt-consent')?.hasAttribute('name')).toBe(false);
  });

  it('contact form: every field carries its length limit, so the browser caps it even without script', () => {
    const form = document.querySelector('[data-contact-form]') as HTMLFormElement;
    for (const field of contactSection.form.fields) {
      expect(attr(form.querySelector(`#kontakt-${field.name}`), 'maxlength'), field.name).toBe(String(field.maxLength));
    }
    expect(contactSection.form.fields.find((field) => field.name === 'message')?.maxLength).toBe(MESSAGE_MAX_LENGTH);
  });
});

describe('editable texts (spec)', () => {
  it('marks exactly the twenty keys, each once', () => {
    const keys = all('[data-edit-key]').map((node) => node.getAttribute('data-edit-key'));
    expect(keys.toSorted()).toEqual([...EDITABLE_KEYS].toSorted());
  });

  // Edit mode reads and writes an editable's textContent: inside it only text, at most in the no-wrap runs that keep a
  // figure with its unit (src/lib/typeset.tsx), which hold text alone and lose nothing when it is rewritten.
  it('holds only text inside each editable element', () => {
    for (const node of all('[data-edit-key]')) {
      const key = node.getAttribute('data-edit-key') ?? '';
      const markup = [...node.querySelectorAll('*')].filter(
        (element) => !['SPAN', 'WBR'].includes(element.tagName) || element.children.length > 0,
      );
      expect(
        markup.map((element) => element.outerHTML),
        key,
      ).toEqual([]);
      expect(text(node).length).toBeGreaterThan(3);
    }
  });
});

describe('footer and bottom bar', () => {
  it('lists both locations, contact, opening hours, Instagram and the legal pages', () => {
    const footer = document.querySelector('[data-footer]') as Element;
    const content = text(footer);
    expect(content).toContain(clinics.istanbul.name);
    expect(content).toContain(clinics.willich.name);
    expect(content).toContain('47877 Willich');
    expect(content).toContain('Mo–Fr 9:00–19:00');
    expect(hrefs(footer)).toEqual(
      expect.arrayContaining([
        `tel:${contact.phoneE164}`,
        `mailto:${contact.email}`,
        `https://www.instagram.com/${contact.instagramHandle}/`,
        '/impressum',
        '/datenschutz',
        '/agb',
      ]),
    );
  });

  // Where it shows is tested in the browser (test/browser/widths.test.ts: WhatsApp in reach at every width); here, that
  // it hides at exactly the width where the header's own contact buttons and the menu button swap.
  it('has a bottom bar with WhatsApp and E-Mail where the header shows its menu button, and only there', () => {
    const bar = document.querySelector('[data-mobile-bar]') as Element;
    expect(all('a', bar).map(text)).toEqual(['WhatsApp', 'E-Mail']);
    const hiddenFrom = (element: Element | null) =>
      (element?.getAttribute('class') ?? '').split(' ').filter((name) => /^\w+:hidden$/.test(name));
    const shownFrom = (element: Element | null) =>
      (element?.getAttribute('class') ?? '').split(' ').filter((name) => /^\w+:(flex|block)$/.test(name));
    const breakpoint = hiddenFrom(bar);
    expect(breakpoint).toHaveLength(1);
    expect(hiddenFrom(document.querySelector('[data-menu-toggle]'))).toEqual(breakpoint);
    expect(shownFrom(document.querySelector('[data-header-actions]'))).toEqual(
      breakpoint.map((b) => b.replace('hidden', 'flex')),
    );
  });
});

describe('links and images', () => {
  it('opens outbound links in a new tab without an opener', () => {
    for (const link of all('a[href^="https://"]')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('gives every image a size and a German alt text', () => {
    for (const image of all('img')) {
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
      expect(image.hasAttribute('alt')).toBe(true);
    }
  });

  it('loads nothing from other origins', () => {
    const loaded =
      '[src], link[rel="stylesheet"], link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]';
    const sources = all(loaded).map((node) => node.getAttribute('src') ?? node.getAttribute('href') ?? '');
    for (const source of sources) expect(source).toMatch(/^\/(?!\/)/);
  });
});
