// The contact form (spec). Without script the browser writes it into the mailto: link (method GET: the message
// as the body, the consent box as the subject that records the consent, src/content/mail-draft.ts); hydrated, it checks
// consent with the spec's alert and opens the visitor's mail program with the exact, fully encoded message, which ends
// with the consent and its date (src/lib/mail-body.ts).
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ContactContent, FormField } from '../../src/content/contact.ts';
import type { MailDraftText } from '../../src/content/mail-draft.ts';
import { mailtoHref } from '../../src/lib/links.ts';
import { mailBody } from '../../src/lib/mail-body.ts';
import type { PageGlobals } from '../../src/lib/page-globals.ts';
import { TextRuns } from '../../src/lib/text-runs.tsx';
import { toast } from '../toast.ts';

/** settings.googleAds at build time (build/site-plugins.ts): null leaves the conversion report out. */
declare const __GOOGLE_ADS__: unknown;

/** A field's look (src/site-rules.css). */
const input = 'field';

type Counter = ContactContent['form']['counter'];

const fill = (text: string, values: Record<string, number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => (values[key] ?? 0).toLocaleString('de-DE'));

/** The message's length near its limit, announced politely; nothing while there is room. */
function MessageCounter({ id, length, max, text }: { id: string; length: number; max: number; text: Counter }) {
  const left = max - length;
  return (
    <p id={id} aria-live="polite" className={`mt-1.5 text-sm ${left === 0 ? 'text-red-800' : 'text-slate-600'}`}>
      {length >= text.showFrom && fill(left === 0 ? text.full : text.remaining, { n: left, max })}
    </p>
  );
}

function Field({ field, counter }: { readonly field: FormField; readonly counter: Counter }) {
  const id = `kontakt-${field.name}`;
  const [length, setLength] = useState(0);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // What was typed before the island came alive counts too.
  useEffect(() => setLength(textarea.current?.value.length ?? 0), []);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {field.label}
      </label>
      {field.name === 'message' ? (
        <>
          <textarea
            ref={textarea}
            id={id}
            // The mail's body when the browser writes the link itself (no script): mailDraft.nativeSubject.
            name="body"
            required
            rows={4}
            maxLength={field.maxLength}
            placeholder={field.placeholder}
            aria-describedby={`${id}-zaehler`}
            onInput={(event) => setLength(event.currentTarget.value.length)}
            className={input}
          />
          <MessageCounter id={`${id}-zaehler`} length={length} max={field.maxLength} text={counter} />
        </>
      ) : (
        <input
          id={id}
          name={field.name}
          type={field.name === 'email' ? 'email' : 'text'}
          required
          maxLength={field.maxLength}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          className={input}
        />
      )}
    </div>
  );
}

interface ContactFormProps {
  readonly form: ContactContent['form'];
  readonly draft: MailDraftText;
  /** The provider's address: the only recipient any submission can reach. */
  readonly address: string;
}

function entry(data: FormData, name: 'name' | 'email' | 'body'): string {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * How long a second submit of the same, unchanged form counts as a repeat of the first (a double click, an impatient
 * second click while the mail program starts) and opens no second mail.
 */
const REPEAT_WINDOW_MS = 3000;

export function ContactForm({ form, draft, address }: ContactFormProps) {
  const consent = useRef<HTMLInputElement>(null);
  /** When this form, unchanged since, last opened the mail program. */
  const openedAt = useRef<number | null>(null);

  // Without script the browser enforces consent through `required`; with script the spec's alert does.
  useEffect(() => {
    if (consent.current) consent.current.required = false;
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (openedAt.current !== null && performance.now() - openedAt.current < REPEAT_WINDOW_MS) return;
    if (!consent.current?.checked) {
      window.alert(form.consentMissing);
      return;
    }
    const data = new FormData(event.currentTarget);
    const entries = { name: entry(data, 'name'), email: entry(data, 'email'), message: entry(data, 'body') };
    const body = mailBody(draft, entries, new Date());
    window.open(mailtoHref(address, { subject: form.subject, body }), '_self');
    if (__GOOGLE_ADS__) (window as PageGlobals).__reportMail?.();
    openedAt.current = performance.now();
    toast(draft.opened.replace('{address}', address));
  };

  return (
    <form
      action={mailtoHref(address)}
      method="get"
      onSubmit={submit}
      // A changed form is a new message: it may be sent at once.
      onInput={() => {
        openedAt.current = null;
      }}
      className="rounded-3xl border border-slate-200 bg-slate-50 p-5 shadow-sm sm:p-8"
      aria-labelledby="kontaktformular-titel"
      data-contact-form
    >
      <h3 id="kontaktformular-titel" className="text-xl font-bold text-slate-900">
        {form.title}
      </h3>
      <p className="mt-2 text-sm text-slate-600">
        {form.intro} {form.requiredHint}
      </p>
      <div className="mt-5 space-y-4 sm:mt-6 sm:space-y-5">
        {form.fields.map((field) => (
          <Field key={field.name} field={field} counter={form.counter} />
        ))}
        <div className="flex items-start gap-3">
          <input
            ref={consent}
            id="kontakt-consent"
            // The mail's subject when the browser writes the link itself (no script): mailDraft.nativeSubject.
            name="subject"
            type="checkbox"
            value={draft.nativeSubject}
            required
            className="mt-0.5 size-6 shrink-0 accent-teal-700"
          />
          <label htmlFor="kontakt-consent" className="text-sm text-slate-700">
            <TextRuns paragraph={form.consent} />
          </label>
        </div>
      </div>
      <button type="submit" data-button="primary" className="btn btn-primary btn-lg mt-6 w-full">
        {form.submit}
      </button>
      <p className="mt-3 text-xs text-slate-600">{form.note}</p>
    </form>
  );
}
