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

const listHeading = 'text-xs font-semibold tracking-wider text-slate-500 uppercase';
/** The card's WhatsApp button, under the price and again at its end. */
const CARD_BUTTON = 'w-full md:text-[0.9375rem]';

function Card({ card, content }: { readonly card: PriceCard; readonly content: ServicesContent }) {
  const titleId = `${card.anchor}-titel`;
  return (
    <article
      id={card.anchor}
      data-clinic={card.clinic}
      aria-labelledby={titleId}
      className={card.highlight ? 'price-card price-card-top' : 'price-card'}
    >
      <Picture image={card.picture} layout="card-strip" deferred />
      {/* From md its parts share rows with the other card's (subgrid): the picture and this body’s ten parts, eleven
          rows (row-span-11 and 10 in src/site-rules.css count them; the browser test of the price cards fails if a part
          is added without). */}
      <div className="price-card-body">
        <h3 id={titleId} className="price-title font-display">
          {card.title}
        </h3>
        {/* The place, and beside it, below the picture rather than over it, what the card is chosen for most, with
            what that rests on where the owner has said so (src/content/claims.ts). */}
        <div className="price-place">
          <p>
            <Icon name="map-pin" className="size-4 shrink-0" />
            {card.location}
          </p>
          {card.highlight && (
            <p className="price-badge" data-highlight>
              {card.highlight.text}
              {card.highlight.scope && (
                <>
                  {' '}
                  <span data-claim-scope>{card.highlight.scope}</span>
                </>
              )}
            </p>
          )}
        </div>
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
        <h4 className={`mt-3 sm:mt-5 ${listHeading}`}>{content.coverageLabel}</h4>
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
        {/* What the package includes: on a phone folded under a line that names it and counts its items, so that the
            card stays within a screen and a bit (what the price covers stays in view above); from md, where the cards
            stand side by side, under its heading and unfolded (src/site-rules.css). Native, so it opens without script. */}
        <h4 className={`mt-3 max-md:hidden sm:mt-5 ${listHeading}`}>{content.includesLabel}</h4>
        <details className="price-fold">
          <summary>{content.includesFolded(card.includes.length)}</summary>
          <ul className="checks price-includes">
            {card.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </details>
        <div className="mt-auto pt-3 sm:pt-6">
          <p className="price-partner" data-contract-partner>
            {card.partner.lead}: {card.partner.name}, {card.partner.address} ·{' '}
            <a href={card.partner.more.href}>{card.partner.more.label}</a>
            {card.withdrawal && (
              <>
                {' · '}
                <a href={card.withdrawal.href}>
                  <Typeset text={card.withdrawal.label} />
                </a>
              </>
            )}
          </p>
          {/* Again at the card's end, for whoever read the lists first, where the cards stand side by side; a phone
              has the one under the price within the card's height, and the bar's below it. */}
          <ButtonLink
            action={card.action}
            variant="whatsapp"
            size="lg"
            wrap
            className={`mt-4 max-md:hidden ${CARD_BUTTON}`}
          />
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
      {/* On a phone, where the cards stand one above the other, both starting prices side by side before the details,
          each leading to its card (from md the cards themselves stand side by side). */}
      <div className="price-tiles">
        {content.cards.map((card) => (
          <a key={card.clinic} href={`#${card.anchor}`} className="price-tile">
            {card.place} {card.pricePrefix}{' '}
            <b>
              {card.price.figure} {card.price.currency}
            </b>
          </a>
        ))}
      </div>
      <div className="price-cards">
        {content.cards.map((card) => (
          <Card key={card.clinic} card={card} content={content} />
        ))}
      </div>
      {/* The terms behind both prices, under both cards: one box, a row each, its lead in bold (.price-notes in
          src/site-rules.css). */}
      <div className="price-notes" data-price-notes>
        {content.notes.map((note) => (
          <p key={note.lead}>
            <b>{note.lead}</b>
            <Typeset text={note.rest} />
          </p>
        ))}
      </div>
    </Section>
  );
}
