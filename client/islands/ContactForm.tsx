// The contact form (spec §5, §7). Without script it posts to the mailto address as plain text; hydrated, it checks
// consent with the spec's alert and opens the visitor's mail program with the exact, fully encoded message.
import { type FormEvent, useEffect, useRef } from 'react';
import type { ContactContent, FormField } from '../../src/content/contact.ts';
import type { MailDraftText } from '../../src/content/interaction.ts';
import type { TextRun } from '../../src/content/types.ts';
import { mailtoHref } from '../../src/lib/links.ts';
import { toast } from '../toast.ts';

const input =
  'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus:border-teal-700 focus:outline-2 focus:outline-teal-700';

function Field({ field }: { readonly field: FormField }) {
  const id = `kontakt-${field.name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {field.label}
      </label>
      {field.name === 'message' ? (
        <textarea id={id} name={field.name} required rows={5} placeholder={field.placeholder} className={input} />
      ) : (
        <input
          id={id}
          name={field.name}
          type={field.name === 'email' ? 'email' : 'text'}
          required
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          className={input}
        />
      )}
    </div>
  );
}

function Runs({ runs }: { readonly runs: readonly TextRun[] }) {
  return runs.map((run) =>
    typeof run === 'string' ? (
      run
    ) : (
      <a key={run.href} href={run.href} className="font-medium text-teal-800 underline">
        {run.text}
      </a>
    ),
  );
}

interface ContactFormProps {
  readonly form: ContactContent['form'];
  readonly draft: MailDraftText;
  /** The provider's address: the only recipient any submission can reach. */
  readonly address: string;
}

function entry(data: FormData, name: FormField['name']): string {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

export function ContactForm({ form, draft, address }: ContactFormProps) {
  const consent = useRef<HTMLInputElement>(null);

  // Without script the browser enforces consent through `required`; with script the spec's alert does.
  useEffect(() => {
    if (consent.current) consent.current.required = false;
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!consent.current?.checked) {
      window.alert(form.consentMissing);
      return;
    }
    const data = new FormData(event.currentTarget);
    const body = [
      `${draft.nameLabel}: ${entry(data, 'name')}`,
      `${draft.emailLabel}: ${entry(data, 'email')}`,
      '',
      `${draft.messageLabel}:`,
      entry(data, 'message'),
    ].join('\r\n');
    window.open(mailtoHref(address, { subject: form.subject, body }), '_self');
    toast(draft.opened);
  };

  return (
    <form
      action={mailtoHref(address, { subject: form.subject })}
      method="post"
      encType="text/plain"
      onSubmit={submit}
      className="rounded-3xl border border-slate-200 bg-slate-50 p-6 shadow-sm sm:p-8"
      aria-labelledby="kontaktformular-titel"
      data-contact-form
    >
      <h3 id="kontaktformular-titel" className="text-xl font-bold text-slate-900">
        {form.title}
      </h3>
      <p className="mt-2 text-sm text-slate-600">
        {form.intro} {form.requiredHint}
      </p>
      <div className="mt-6 space-y-5">
        {form.fields.map((field) => (
          <Field key={field.name} field={field} />
        ))}
        <div className="flex items-start gap-3">
          <input
            ref={consent}
            id="kontakt-consent"
            name="consent"
            type="checkbox"
            value="ja"
            required
            className="mt-1 size-5 shrink-0 accent-teal-700"
          />
          <label htmlFor="kontakt-consent" className="text-sm text-slate-700">
            <Runs runs={form.consent} />
          </label>
        </div>
      </div>
      <button
        type="submit"
        className="mt-6 inline-flex h-12 w-full items-center justify-center rounded-full bg-teal-700 px-6 font-semibold text-white shadow-sm hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        {form.submit}
      </button>
      <p className="mt-3 text-xs text-slate-600">{form.note}</p>
    </form>
  );
}
