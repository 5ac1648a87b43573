import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benefits } from '../../src/content/benefits.ts';
import { whatsappGreeting, whatsappGreetingFor } from '../../src/content/contact-texts.ts';
import { hero } from '../../src/content/hero.ts';
import { services } from '../../src/content/services.ts';
import { testimonials } from '../../src/content/testimonials.ts';
import type { EditableText } from '../../src/content/types.ts';
import { EDITABLE_KEYS } from '../../src/edit-mode/editable-keys.ts';
import { clinics, openFacts, settings } from '../../src/site.ts';

function editableTexts(value: unknown): EditableText[] {
  if (Array.isArray(value)) return value.flatMap(editableTexts);
  if (value && typeof value === 'object') {
    if ('key' in value && 'text' in value) return [value as EditableText];
    return Object.values(value).flatMap(editableTexts);
  }
  return [];
}

describe('editable content (spec)', () => {
  it('gives every key exactly one text in the landing copy', () => {
    const keys = [hero, benefits, services].flatMap(editableTexts).map((text) => text.key);
    expect(keys.toSorted()).toEqual([...EDITABLE_KEYS].toSorted());
  });
});

describe('services', () => {
  it('marks only one card as the most popular choice', () => {
    expect(services.cards.filter((card) => card.highlight)).toHaveLength(1);
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

// The spec's exact texts and figures: test/common/spec-texts.ts, checked on the served pages.
describe('the WhatsApp greeting', () => {
  it('asks for a hair-transplant consultation, free in the spec’s words, in the wording of the settings', () => {
    expect(whatsappGreetingFor('spec')).toMatch(/Haartransplantation.*eine kostenlose Beratung\.$/);
    expect(whatsappGreetingFor('lawful')).toMatch(/Haartransplantation.*eine unverbindliche Beratung\.$/);
    expect(whatsappGreeting).toBe(whatsappGreetingFor(settings.consultationWording));
  });
});

describe('placeholders', () => {
  it('are collected in site.ts, each with a label and a visible stand-in (however many are left)', () => {
    for (const fact of openFacts) {
      expect(fact.label.length).toBeGreaterThan(3);
      expect(fact.value.length).toBeGreaterThan(0);
    }
  });

  it('each name their setting by an id of their own, the key a test build fills them by', () => {
    const ids = openFacts.map((fact) => fact.id);
    for (const id of ids) expect(id).toMatch(/^[a-z]\w*(\.[a-z]\w*)+$/);
    expect(new Set(ids).size).toBe(ids.length);
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
