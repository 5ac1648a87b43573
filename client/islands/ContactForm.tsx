// The contact form (spec). Without script the browser writes the mail itself: the form's action is a mailto: link with
// the subject that records the consent, and the browser appends the fields as the body (method POST, text/plain; not GET,
// which writes every space as "+", src/content/mail-draft.ts). Hydrated, it checks consent with the spec's alert, opens
// the visitor's mail program with the exact, fully encoded message, which ends with the consent and its date
// (src/lib/mail-body.ts), and shows below its button what to do if none opened: the message to copy, the address, and
// the other ways (docs/verhalten.md, „Kontaktformular“).
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { Icon } from '../../src/components/Icon.tsx';
import type { ContactContent, FormField, Handover } from '../../src/content/contact.ts';
import type { MailDraftText } from '../../src/content/mail-draft.ts';
import { EXTERNAL_LINK, mailtoHref } from '../../src/lib/links.ts';
import { mailBody } from '../../src/lib/mail-body.ts';
import type { PageGlobals } from '../../src/lib/page-globals.ts';
import { TextRuns } from '../../src/lib/text-runs.tsx';

/** settings.googleAds at build time (build/site-plugins.ts): null leaves the conversion report out. */
declare const __GOOGLE_ADS__: unknown;

/** A field's look (src/site-rules.css). */
const input = 'field';

type Counter = ContactContent['form']['counter'];

/** The message's length near its limit, announced politely; nothing while there is room (src/site-rules.css: its look). */
function MessageCounter({ id, left, text }: { id: string; left: number; text: Counter }) {
  return (
    <p id={id} aria-live="polite" data-full={left === 0 || undefined}>
      {left <= text.showWithin && (left === 0 ? text.full : text.remaining.replace('{n}', String(left)))}
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
      <label htmlFor={id}>{field.label}</label>
      {field.name === 'message' ? (
        <>
          <textarea
            ref={textarea}
            id={id}
            // Each field's name is its label: the line `label=value` of the body the browser writes without script.
            name={field.label}
            required
            rows={4}
            maxLength={field.maxLength}
            placeholder={field.placeholder}
            aria-describedby={`${id}-zaehler`}
            onInput={(event) => setLength(event.currentTarget.value.length)}
            className={input}
          />
          <MessageCounter id={`${id}-zaehler`} left={field.maxLength - length} text={counter} />
        </>
      ) : (
        <input
          id={id}
          name={field.label}
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

/**
 * How long a second submit of the same, unchanged form counts as a repeat of the first (a double click, an impatient
 * second click while the mail program starts) and opens no second mail; the help below the button stays as it is.
 */
const REPEAT_WINDOW_MS = 3000;

/**
 * The help after a submit, below the button and in the form's flow, so that it covers no field: the message as the mail
 * has it, to copy, the address, and WhatsApp and phone. Rendered from hydration on, empty until a message was sent, so
 * that the region announcing its first lines exists before they come.
 */
function HandoverPanel({ text, message, address }: { text: Handover; message: string | null; address: string }) {
  /** What the last copy button did: put its text on the clipboard, or selected it where the browser refused. */
  const [status, setStatus] = useState('');
  const panel = useRef<HTMLDivElement>(null);
  // A new message starts without a status, and at the top of the screen: below the button it would start under the
  // phone's bar, and a phone shows its copy button only from its top (the page's scroll padding keeps it clear of the
  // header).
  useEffect(() => {
    setStatus('');
    if (message) panel.current?.scrollIntoView();
  }, [message]);

  /** Copies `value`; where the browser refuses (or has no Clipboard API), selects the text shown before the button. */
  const copy = async (event: MouseEvent<HTMLButtonElement>, value: string, done: string) => {
    const shown = event.currentTarget.previousElementSibling as HTMLElement;
    try {
      await navigator.clipboard.writeText(value);
      setStatus(done);
    } catch {
      shown.focus();
      if (shown instanceof HTMLTextAreaElement) shown.select();
      else getSelection()?.selectAllChildren(shown);
      setStatus(text.refused);
    }
  };

  return (
    <div ref={panel} className={message ? 'handover' : undefined}>
      <div aria-live="polite">
        {message && (
          <>
            <h4>{text.title}</h4>
            <p>{text.text}</p>
          </>
        )}
      </div>
      {message && (
        <>
          <label htmlFor="kontakt-vorbereitet">{text.messageLabel}</label>
          <textarea id="kontakt-vorbereitet" readOnly rows={6} value={message} className="field" />
          <button
            type="button"
            className="btn btn-outline btn-md"
            onClick={(event) => copy(event, message, text.copied)}
          >
            {text.copy}
          </button>
          <p>
            {text.to}
            <a
              href={mailtoHref(address)}
              // The submit reported this enquiry's mail already (client/consent/index.ts reports mailto: clicks).
              onClick={(event) => event.stopPropagation()}
            >
              {address}
            </a>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={(event) => copy(event, address, text.addressCopied)}
            >
              {text.copyAddress}
            </button>
          </p>
          <p aria-live="polite">{status}</p>
          <p>{text.otherWays}</p>
          <div>
            {text.ways.map((way) => (
              <a
                key={way.href}
                href={way.href}
                {...(way.external && EXTERNAL_LINK)}
                className={`btn btn-md btn-${way.icon === 'whatsapp' ? 'whatsapp' : 'outline'}`}
              >
                {way.icon && <Icon name={way.icon} />}
                {way.label}
              </a>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

export function ContactForm({ form, draft, address }: ContactFormProps) {
  const consent = useRef<HTMLInputElement>(null);
  /** When this form, unchanged since, last opened the mail program. */
  const openedAt = useRef<number | null>(null);
  /**
   * The message the mail program was handed last, while the form is unchanged; the help shows it. Undefined until
   * hydrated: the help's announcing region then exists before anything is put in it, and is not in the HTML.
   */
  const [sent, setSent] = useState<string | null>();

  // Without script the browser enforces consent through `required`; with script the spec's alert does.
  useEffect(() => {
    if (consent.current) consent.current.required = false;
    setSent(null);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (openedAt.current !== null && performance.now() - openedAt.current < REPEAT_WINDOW_MS) return;
    if (!consent.current?.checked) {
      window.alert(form.consentMissing);
      return;
    }
    const data = new FormData(event.currentTarget);
    const [name = '', email = '', message = ''] = form.fields.map((field) => String(data.get(field.label)).trim());
    const body = mailBody(draft, { name, email, message }, new Date());
    window.open(mailtoHref(address, { subject: form.subject, body }), '_self');
    if (__GOOGLE_ADS__) (window as PageGlobals).__reportMail?.();
    openedAt.current = performance.now();
    setSent(`${form.handover.subjectLabel}: ${form.subject}\r\n\r\n${body}`);
  };

  return (
    <form
      // The subject as text: the browser's URL parser encodes it (every space as %20), in fewer bytes of / than encoded
      // here (the worker test holds that it stays one parameter).
      action={`${mailtoHref(address)}?subject=${draft.nativeSubject}`}
      method="post"
      encType="text/plain"
      onSubmit={submit}
      // A changed form is a new message: it may be sent at once, and the help for the last one goes.
      onInput={() => {
        openedAt.current = null;
        setSent(null);
      }}
      aria-labelledby="kontaktformular-titel"
      data-contact-form
    >
      <h3 id="kontaktformular-titel">{form.title}</h3>
      <p>
        {form.intro} {form.requiredHint}
      </p>
      <div>
        {form.fields.map((field) => (
          <Field key={field.name} field={field} counter={form.counter} />
        ))}
        <div>
          <input
            ref={consent}
            id="kontakt-consent"
            // No name: the browser sends nothing until it is ticked, and the action's subject records the consent.
            type="checkbox"
            required
          />
          <label htmlFor="kontakt-consent">
            <TextRuns paragraph={form.consent} />
          </label>
        </div>
      </div>
      <button type="submit" data-button="primary" className="btn btn-primary btn-lg mt-6 w-full">
        {form.submit}
      </button>
      {sent !== undefined && <HandoverPanel text={form.handover} message={sent} address={address} />}
      <p className="mt-3 text-sm text-slate-600">{form.note}</p>
    </form>
  );
}
