// 'Unsere Leistungen': the two price cards, each with what the package includes and its own WhatsApp chat.

import { Icon } from '../components/Icon.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { Section } from '../components/ui/Section.tsx';
import type { PriceCard, ServicesContent } from '../content/services.ts';
import { Editable } from '../edit-mode/Editable.tsx';

interface CardLabels {
  readonly includesLabel: string;
  readonly coverageLabel: string;
}

function Card({ card, labels }: { readonly card: PriceCard; readonly labels: CardLabels }) {
  const highlighted = Boolean(card.highlight);
  return (
    <article
      data-clinic={card.clinic}
      className={`relative flex flex-col rounded-3xl border bg-white p-5 sm:p-8 ${
        highlighted ? 'border-teal-700 shadow-xl ring-1 ring-teal-700' : 'border-slate-200 shadow-sm'
      }`}
    >
      {card.highlight && (
        <p className="absolute -top-3.5 left-6 rounded-full bg-amber-400 px-4 py-1 text-sm font-semibold text-slate-900">
          {card.highlight}
        </p>
      )}
      <h3 className="text-xl font-bold text-slate-900">{card.title}</h3>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
        <Icon name="map-pin" className="size-4" />
        {card.location}
      </p>
      <p className="mt-4 flex items-baseline gap-2 sm:mt-6">
        <span className="text-lg text-slate-600">{card.pricePrefix}</span>{' '}
        <span className="text-4xl font-bold tracking-tight text-slate-900">{card.price}</span>
      </p>
      <p className="text-sm text-slate-600">
        {card.priceNote} · <span data-price-vat>{card.vat}</span>
      </p>
      <h4 className="mt-5 text-sm font-semibold text-slate-900">{labels.coverageLabel}</h4>
      <dl className="mt-1.5 space-y-1 text-sm text-slate-600" data-price-coverage>
        {card.coverage.map((item) => (
          <div key={item.label}>
            <dt className="inline font-medium text-slate-700">{item.label}:</dt>{' '}
            <dd className="inline">{item.value}</dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-5 text-sm font-semibold uppercase tracking-wider text-slate-900 sm:mt-6">
        {labels.includesLabel}
      </h4>
      <ul className="mt-2 grid flex-1 grid-cols-2 content-start gap-x-3 gap-y-1.5 text-sm sm:mt-3 sm:grid-cols-1 sm:gap-y-2.5 sm:text-base">
        {card.includes.map((item) => (
          <li key={item} className="flex items-start gap-2.5 text-slate-700">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-teal-700 sm:size-5" />
            {item}
          </li>
        ))}
      </ul>
      <ButtonLink
        action={card.action}
        variant={highlighted ? 'whatsapp' : 'outline'}
        size="lg"
        wrap
        className="mt-6 w-full sm:mt-8"
      />
      <p className="mt-4 text-xs text-slate-600" data-contract-partner>
        {card.partner.lead}: {card.partner.name}, {card.partner.address} ·{' '}
        <a href={card.partner.more.href} className="underline hover:text-slate-900">
          {card.partner.more.label}
        </a>
      </p>
    </article>
  );
}

export function Services({ id, content }: { readonly id: string; readonly content: ServicesContent }) {
  return (
    <Section
      id={id}
      tone="tinted"
      title={<Editable content={content.title} />}
      subtitle={<Editable content={content.subtitle} />}
    >
      <div className="mx-auto grid max-w-4xl gap-8 md:grid-cols-2">
        {content.cards.map((card) => (
          <Card key={card.clinic} card={card} labels={content} />
        ))}
      </div>
      <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-slate-600">{content.footnote}</p>
      {content.notes.map((note) => (
        <p key={note} className="mx-auto mt-3 max-w-2xl text-center text-sm text-slate-600">
          {note}
        </p>
      ))}
    </Section>
  );
}
