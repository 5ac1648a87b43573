// The contact form. Without script it submits to the mailto address as plain text; the client island prepares the exact message.
import type { ContactContent, FormField } from '../content/contact.ts';
import type { TextRun } from '../content/types.ts';

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

export function ContactForm({ form, mailto }: { readonly form: ContactContent['form']; readonly mailto: string }) {
  return (
    <form
      action={mailto}
      method="post"
      encType="text/plain"
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
