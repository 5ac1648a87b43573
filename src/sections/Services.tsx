// 'Unsere Leistungen': the two price cards side by side from tablet width, each with a picture of its place, the price,
// what it covers as a label–value list, what the package includes, the contract partner and its own WhatsApp chat. Side
// by side the cards share their rows (subgrid), so each heading, list and button stands beside its counterpart and the
// two offers compare line by line; where one list is shorter, its card leaves the room below that list, not at its end.
import { Icon } from '../components/Icon.tsx';
import { Picture } from '../components/Picture.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { Section } from '../components/ui/Section.tsx';
import type { PriceCard, ServicesContent } from '../content/services.ts';
import { Editable } from '../edit-mode/Editable.tsx';
import { Typeset } from '../lib/typeset.tsx';

interface CardLabels {
  readonly includesLabel: string;
  readonly coverageLabel: string;
}

const listHeading = 'text-xs font-semibold tracking-wider text-slate-500 uppercase';
/** The card's WhatsApp button, under the price and again at its end. */
const CARD_BUTTON = 'w-full md:text-[0.9375rem]';

function Card({ card, labels }: { readonly card: PriceCard; readonly labels: CardLabels }) {
  const highlighted = Boolean(card.highlight);
  const titleId = `preis-${card.clinic}`;
  return (
    <article
      data-clinic={card.clinic}
      aria-labelledby={titleId}
      className={`relative flex flex-col overflow-hidden rounded-3xl border bg-white md:row-span-11 md:grid md:grid-rows-subgrid ${
        highlighted ? 'border-teal-700 shadow-xl ring-1 ring-teal-700' : 'border-slate-200 shadow-md'
      }`}
    >
      <Picture image={card.picture} layout="card-strip" deferred />
      {card.highlight && (
        // Top right: on the left of the Istanbul drawing stands its mosque, the one landmark that says where it is.
        // What it rests on, where the owner has said so, under it in the same badge (src/content/claims.ts).
        <p className={`price-badge ${card.highlight.scope ? 'rounded-2xl text-right' : 'rounded-full'}`} data-highlight>
          {card.highlight.text}
          {card.highlight.scope && (
            <>
              {' '}
              <span className="block text-xs font-normal text-slate-200" data-claim-scope>
                {card.highlight.scope}
              </span>
            </>
          )}
        </p>
      )}
      {/* From md its parts share rows with the other card's (subgrid): the picture and this body’s ten parts, eleven
          rows (row-span-11 and 10 here count them; the browser test of the price cards fails if a part is added without). */}
      <div className="price-card-body">
        <h3
          id={titleId}
          className="font-display text-xl leading-tight font-semibold text-balance text-slate-900 sm:text-2xl"
        >
          {card.title}
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
          <Icon name="map-pin" className="size-4 shrink-0" />
          {card.location}
        </p>
        <p className="mt-3 flex items-baseline gap-2 sm:mt-4" data-price>
          <span className="text-base text-slate-600">{card.pricePrefix}</span>{' '}
          {/* The price in the headings' face, as the clinic's own figure rather than a shop's. */}
          <span className="price-figure">
            {/* The figure large and its currency smaller beside it, as price tags set them. */}
            {card.price.figure} <span className="text-2xl tracking-normal">{card.price.currency}</span>
          </span>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {card.priceNote} · <span data-price-vat>{card.vat}</span>
        </p>
        {/* On a phone the lists below take a screen: the way to ask right under the price, and again at the end. */}
        <ButtonLink action={card.action} variant="whatsapp" size="lg" wrap className={`mt-3 ${CARD_BUTTON}`} />
        <h4 className={`mt-3 sm:mt-5 ${listHeading}`}>{labels.coverageLabel}</h4>
        {/* Label and value in one run on phones, in two columns from sm, where a value has the room of a line. */}
        <dl className="price-coverage" data-price-coverage>
          {card.coverage.map((item) => (
            <div key={item.label} className="sm:contents">
              <dt className="inline font-medium text-slate-800 sm:block">
                {item.label}
                <span className="sm:hidden">:</span>
              </dt>{' '}
              <dd className="inline text-slate-600 sm:block">
                <Typeset text={item.value} />
              </dd>
            </div>
          ))}
        </dl>
        <h4 className={`mt-3 sm:mt-5 ${listHeading}`}>{labels.includesLabel}</h4>
        <ul className="checks mt-2 space-y-1 text-sm text-slate-700 sm:space-y-1.5 sm:text-base">
          {card.includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <div className="mt-auto pt-4 sm:pt-6">
          <p className="text-xs text-slate-500" data-contract-partner>
            {card.partner.lead}: {card.partner.name}, {card.partner.address} ·{' '}
            <a href={card.partner.more.href} className="underline hover:text-slate-900">
              {card.partner.more.label}
            </a>
            {card.withdrawal && (
              <>
                {' · '}
                <a href={card.withdrawal.href} className="underline hover:text-slate-900">
                  {card.withdrawal.label}
                </a>
              </>
            )}
          </p>
          {/* Again at the card's end, for whoever read the lists first. */}
          <ButtonLink action={card.action} variant="whatsapp" size="lg" wrap className={`mt-4 ${CARD_BUTTON}`} />
        </div>
      </div>
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
      <div className="price-cards">
        {content.cards.map((card) => (
          <Card key={card.clinic} card={card} labels={content} />
        ))}
      </div>
      {/* The terms behind both prices, under both cards (their look: .price-notes in src/site-rules.css). */}
      <div className="price-notes" data-price-notes>
        {[...content.footnote, ...content.notes].map((paragraph) => (
          <p key={paragraph}>
            <Typeset text={paragraph} />
          </p>
        ))}
      </div>
    </Section>
  );
}
