import { describe, expect, it, vi } from 'vitest';
import { EDITABLE_KEYS } from '../../src/edit-mode/editable-keys.ts';
import { RESTORE_FAILED, restoreBodyScript, restoreHeadScript } from '../../src/edit-mode/restore-scripts.ts';
import { MAX_TEXT_LENGTH, normaliseText, parseSavedTexts, STORAGE_KEY } from '../../src/edit-mode/saved-texts.ts';
import { UNSAFE_CHARACTER_SOURCE } from '../../src/lib/characters.ts';

const unsafe = new RegExp(UNSAFE_CHARACTER_SOURCE, 'u');
const parse = (raw: string | null) => parseSavedTexts(raw, EDITABLE_KEYS, MAX_TEXT_LENGTH, unsafe);

describe('parseSavedTexts', () => {
  it('runs from its own source alone, as the pre-paint script inlines it (no imports, no outer names)', () => {
    // A function rebuilt from its text in a scope of its own: any outer name it used would throw here.
    const alone = new Function(`'use strict'; return (${parseSavedTexts.toString()});`)() as typeof parseSavedTexts;
    const raw = JSON.stringify({ 'hero-badge': 'Neu', 'usps-title': 7, unbekannt: 'x' });
    expect(alone(raw, EDITABLE_KEYS, MAX_TEXT_LENGTH, unsafe)).toEqual({ 'hero-badge': 'Neu' });
    expect(alone(null, EDITABLE_KEYS, MAX_TEXT_LENGTH, unsafe)).toBeNull();
  });

  it('drops a stored text with an invisible control or format character (stored by an older edit mode)', () => {
    expect(parse(JSON.stringify({ 'hero-badge': 'Warum \u202eBemedics', 'usps-title': 'bleibt' }))).toEqual({
      'usps-title': 'bleibt',
    });
  });

  it('returns null when nothing is stored', () => {
    expect(parse(null)).toBeNull();
  });

  it('keeps listed keys with string values', () => {
    expect(parse(JSON.stringify({ 'hero-badge': 'Neu', 'usp3-desc': 'Text' }))).toEqual({
      'hero-badge': 'Neu',
      'usp3-desc': 'Text',
    });
  });

  it('drops unknown keys, non-strings, empty and overlong values', () => {
    const raw = JSON.stringify({
      'hero-badge': 'bleibt',
      'hero-title-1': 42,
      'hero-title-2': { html: '<b>x</b>' },
      'hero-subtitle': '',
      'usps-title': 'x'.repeat(MAX_TEXT_LENGTH + 1),
      __proto__: 'x',
      'footer-text': 'nicht in der Liste',
    });
    expect(parse(raw)).toEqual({ 'hero-badge': 'bleibt' });
  });

  it('treats JSON of the wrong shape as nothing stored', () => {
    for (const raw of ['[]', '"text"', '42', 'null', '[{"hero-badge":"x"}]']) expect(parse(raw)).toBeNull();
  });

  it('throws on invalid JSON, so the caller can log it', () => {
    expect(() => parse('{kaputt')).toThrow(SyntaxError);
  });
});

it('folds white space', () => {
  expect(normaliseText('  Neue\n\n Überschrift\t ')).toBe('Neue Überschrift');
});

/** Runs the inline scripts against a small stand-in for the browser. */
function runScripts(stored: string | null | (() => never)) {
  const attributes = new Set<string>();
  const elements = EDITABLE_KEYS.map((key) => ({ key, textContent: `Standard ${key}`, writes: 0 }));
  const window: Record<string, unknown> = {};
  const document = {
    documentElement: {
      setAttribute: (name: string) => attributes.add(name),
      removeAttribute: (name: string) => attributes.delete(name),
    },
    querySelectorAll: () =>
      elements.map((element) => ({
        getAttribute: () => element.key,
        get textContent() {
          return element.textContent;
        },
        set textContent(value: string) {
          element.textContent = value;
          element.writes += 1;
        },
      })),
  };
  const localStorage = {
    getItem: (key: string) => {
      expect(key).toBe(STORAGE_KEY);
      return typeof stored === 'function' ? stored() : stored;
    },
  };
  const console = { error: vi.fn() };
  new Function('window', 'document', 'localStorage', 'console', restoreHeadScript)(
    window,
    document,
    localStorage,
    console,
  );
  const hiddenWhileRestoring = attributes.has('data-restoring');
  new Function('window', 'document', 'localStorage', 'console', restoreBodyScript)(
    window,
    document,
    localStorage,
    console,
  );
  return { elements, window, hiddenWhileRestoring, restoring: attributes.has('data-restoring'), console };
}

describe('the pre-paint scripts', () => {
  it('put saved texts in place and hide the defaults until then', () => {
    const result = runScripts(JSON.stringify({ 'hero-title-1': 'Gespeichert <b>nicht fett</b>' }));
    expect(result.hiddenWhileRestoring).toBe(true);
    expect(result.restoring).toBe(false);
    expect(result.elements.find((element) => element.key === 'hero-title-1')?.textContent).toBe(
      'Gespeichert <b>nicht fett</b>',
    );
    expect(result.elements.find((element) => element.key === 'hero-badge')?.textContent).toBe('Standard hero-badge');
  });

  it("record the page's own texts and write nothing over one that equals its saved text (published since)", () => {
    const result = runScripts(JSON.stringify({ 'hero-badge': 'Standard hero-badge', 'hero-title-1': 'Neu' }));
    expect(result.window.__defaultTexts).toEqual(
      Object.fromEntries(EDITABLE_KEYS.map((key) => [key, `Standard ${key}`])),
    );
    expect(result.elements.find((element) => element.key === 'hero-badge')?.writes).toBe(0);
    expect(result.elements.find((element) => element.key === 'hero-title-1')?.textContent).toBe('Neu');
    expect(result.elements.filter((element) => element.writes > 0)).toHaveLength(1);
  });

  it('leave the defaults and hide nothing when nothing is stored', () => {
    const result = runScripts(null);
    expect(result.hiddenWhileRestoring).toBe(false);
    expect(result.elements.every((element) => element.textContent.startsWith('Standard'))).toBe(true);
    expect(result.console.error).not.toHaveBeenCalled();
  });

  it('log corrupt JSON, once, and keep the defaults', () => {
    const result = runScripts('{kaputt');
    expect(result.console.error).toHaveBeenCalledTimes(1);
    expect(result.console.error).toHaveBeenCalledWith(RESTORE_FAILED, expect.any(SyntaxError));
    expect(result.restoring).toBe(false);
    expect(result.elements.every((element) => element.textContent.startsWith('Standard'))).toBe(true);
  });

  it('log storage that cannot be read and keep the defaults', () => {
    const result = runScripts(() => {
      throw new Error('SecurityError');
    });
    expect(result.console.error).toHaveBeenCalledTimes(1);
    expect(result.console.error).toHaveBeenCalledWith(RESTORE_FAILED, expect.any(Error));
    expect(result.restoring).toBe(false);
  });
});
