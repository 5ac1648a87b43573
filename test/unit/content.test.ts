import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benefits } from '../../src/content/benefits.ts';
import { consentMissingAlert, mailSubject, whatsappGreeting } from '../../src/content/contact-texts.ts';
import { faq } from '../../src/content/faq.ts';
import { hero } from '../../src/content/hero.ts';
import { headerLinks } from '../../src/content/navigation.ts';
import { backToHome, errorText, notFoundText } from '../../src/content/pages.ts';
import { services } from '../../src/content/services.ts';
import { testimonials } from '../../src/content/testimonials.ts';
import type { EditableText } from '../../src/content/types.ts';
import { EDITABLE_KEYS } from '../../src/edit-mode/editable-keys.ts';
import { clinics, openFacts } from '../../src/site.ts';

function editableTexts(value: unknown): EditableText[] {
  if (Array.isArray(value)) return value.flatMap(editableTexts);
  if (value && typeof value === 'object') {
    if ('key' in value && 'text' in value) return [value as EditableText];
    return Object.values(value).flatMap(editableTexts);
  }
  return [];
}

describe('editable content (spec)', () => {
  it('lists exactly the twenty keys of the spec', () => {
    expect(EDITABLE_KEYS).toHaveLength(20);
    expect(new Set(EDITABLE_KEYS).size).toBe(20);
    for (const n of [1, 2, 3, 4, 5, 6]) {
      expect(EDITABLE_KEYS).toContain(`usp${n}-title`);
      expect(EDITABLE_KEYS).toContain(`usp${n}-desc`);
    }
  });

  it('gives every key exactly one text in the landing copy', () => {
    const keys = [hero, benefits, services].flatMap(editableTexts).map((text) => text.key);
    expect(keys.toSorted()).toEqual([...EDITABLE_KEYS].toSorted());
  });

  it('has six benefit cards', () => {
    expect(benefits.cards).toHaveLength(6);
  });
});

describe('FAQ', () => {
  it('has exactly five questions', () => {
    expect(faq.items).toHaveLength(5);
  });

  it('carries the recovery and take-rate claims of the spec', () => {
    const answers = faq.items.map((item) => item.answer).join(' ');
    // Ranges in running copy take an en dash, as everywhere on the site.
    expect(answers).toContain('nach 10–12 Tagen ab');
    expect(answers).toContain('Nach 2–3 Wochen');
    expect(answers).toContain('nach 12–14 Monaten');
    expect(answers).toContain('mindestens 90–95 Prozent');
  });
});

describe('services', () => {
  it('offers Istanbul as the most popular choice and Willich, with the spec prices', () => {
    const [istanbul, willich] = services.cards;
    expect(istanbul).toMatchObject({ clinic: 'istanbul', highlight: 'Beliebteste Wahl', price: '2.299 EUR' });
    expect(willich).toMatchObject({ clinic: 'willich', price: '2.990 EUR' });
    expect(willich?.highlight).toBeUndefined();
  });

  it('links each card to its own clinic on WhatsApp', () => {
    const [istanbul, willich] = services.cards;
    expect(istanbul?.action.href).toMatch(new RegExp(`^https://wa\\.me/${clinics.istanbul.whatsapp}\\?text=`));
    expect(willich?.action.href).toMatch(new RegExp(`^https://wa\\.me/${clinics.willich.whatsapp}\\?text=`));
    expect(clinics.istanbul.whatsapp).not.toBe(clinics.willich.whatsapp);
  });
});

describe('testimonials', () => {
  it('shows three five-star reviews with first name, initial and city', () => {
    expect(testimonials.items).toHaveLength(3);
    for (const item of testimonials.items) {
      expect(item.rating).toBe(5);
      expect(item.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
      expect(item.city.length).toBeGreaterThan(2);
    }
  });
});

describe('exact wording of the spec', () => {
  it('keeps the quoted texts', () => {
    expect(mailSubject).toBe('Haartransplantation Beratungsanfrage');
    expect(consentMissingAlert).toBe('Bitte stimmen Sie der Datenschutzerklärung zu.');
    expect(notFoundText.heading).toBe('Oops! Page not found');
    expect(errorText.heading).toBe('Unexpected Application Error!');
    expect(backToHome).toBe('Zurück zur Startseite');
    expect(headerLinks.map((link) => link.href)).toEqual(['#leistungen', '#ablauf', '#faq', '#kontakt']);
  });

  it('asks for a free hair-transplant consultation in the WhatsApp greeting', () => {
    expect(whatsappGreeting).toMatch(/kostenlose Beratung/);
    expect(whatsappGreeting).toMatch(/Haartransplantation/);
  });
});

describe('placeholders', () => {
  it('are collected in site.ts, each with a label and a visible stand-in (however many are left)', () => {
    for (const fact of openFacts) {
      expect(fact.label.length).toBeGreaterThan(3);
      expect(fact.value.length).toBeGreaterThan(0);
    }
  });

  it('are never written outside site.ts', () => {
    const root = join(import.meta.dirname, '../../src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && file !== 'site.ts',
    );
    for (const file of files) {
      expect(readFileSync(join(root, file), 'utf8'), file).not.toMatch(/Platzhalter|\.example\b/);
    }
  });
});
