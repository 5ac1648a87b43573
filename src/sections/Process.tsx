// 'So läuft es ab': three numbered steps of equal weight (a compact list on phones, full-width cards on tablets, cards in
// a row from lg; what a step is not, as its own note beside it),
// then the call to action where interest peaks: a panel that asks for the photos by e-mail, its main button leading to
// the contact form, and WhatsApp beside it only as the way to a first conversation.
import { Icon } from '../components/Icon.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { Section } from '../components/ui/Section.tsx';
import type { ProcessContent } from '../content/process.ts';
import { Typeset } from '../lib/typeset.tsx';

function PhotosPanel({ photos }: { readonly photos: ProcessContent['photos'] }) {
  return (
    <aside aria-labelledby="fotos-titel" className="process-offer" data-photos-panel>
      <div className="sm:flex sm:gap-4">
        <span className="process-offer-icon">
          <Icon name="camera" className="size-6" />
        </span>
        <div className="min-w-0">
          <h3 id="fotos-titel" className="font-display text-xl leading-tight font-semibold text-white sm:text-2xl">
            {photos.title}
          </h3>
          <p className="mt-2 text-sm text-pretty sm:text-base">
            <Typeset text={photos.text} />
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-3 md:w-72">
        <ButtonLink action={photos.action} variant="light" size="lg" wrap />
        {/* Phones have WhatsApp in the bottom bar, right below. */}
        <p className="text-sm text-teal-100 max-md:hidden">{photos.consultation.text}</p>
        <ButtonLink action={photos.consultation.action} variant="ghost" wrap className="max-md:hidden" />
      </div>
    </aside>
  );
}

export function Process({ id, content }: { readonly id: string; readonly content: ProcessContent }) {
  return (
    <Section id={id} title={content.title} subtitle={content.subtitle} subtitleFromSm>
      {/* A list on phones, full-width cards on tablets (number, icon and title in a row, a step's note beside its
          text), three cards in a row from lg (src/site-rules.css, .process-step). */}
      <ol className="process-steps">
        {content.steps.map((step, index) => (
          <li key={step.title} className="process-step">
            <div className="process-step-head">
              <span className="step-number font-display">{index + 1}</span>
              <Icon name={step.icon} className="hidden size-6 text-teal-700 md:block" />
              <h3>{step.title}</h3>
            </div>
            <p className="process-step-text">
              <Typeset text={step.text} />
            </p>
            {step.note && (
              <p className="process-step-note" data-step-note>
                <Typeset text={step.note} />
              </p>
            )}
          </li>
        ))}
      </ol>
      <PhotosPanel photos={content.photos} />
    </Section>
  );
}
