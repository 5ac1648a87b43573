// Hero: badge, title, the offer with both starting prices and the WhatsApp button first, so that a phone's first screen
// (390×664 between Safari's bars, above the fixed bottom bar) shows what a visitor needs to act; then the rating where
// the facts hold one, the subtitle, the trust points, the guarantee in full and the team picture. The operating
// doctor, where the facts name him, stands beside the rating (and on a team photo from lg, never on a drawing). One
// order for every screen, so reading and tab order match what is seen; on a desktop the picture stands beside the text
// from the top, the buttons sit side by side and the trust points stay in the first 800 px.
import { Fragment } from 'react';
import { Icon, useIconHref } from '../components/Icon.tsx';
import { Picture } from '../components/Picture.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import type { HeroContent, RatingLine } from '../content/hero.ts';
import { Editable } from '../edit-mode/Editable.tsx';
import { EXTERNAL_LINK } from '../lib/links.ts';
import { Typeset } from '../lib/typeset.tsx';

/** The language's own list ('a', 'a und b', 'a, b und c'), so the section adds no words; each item set in bold. */
const LIST = new Intl.ListFormat('de', { type: 'conjunction' });

function Listed({ items }: { readonly items: readonly string[] }) {
  // The parts of one list, in a fixed order; separators repeat, so only their place tells them apart.
  return LIST.formatToParts(items).map((part, index) =>
    part.type === 'element' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <strong key={`${index}-${part.value}`} className="font-semibold whitespace-nowrap text-slate-900">
        {part.value}
      </strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <Fragment key={`${index}-${part.value}`}>{part.value}</Fragment>
    ),
  );
}

/**
 * One star of the rating, outlined like every icon and filled as far as the score reaches: a grey star, and over it
 * the coloured one inside a nested SVG as wide as its share, which clips it (no gradient id to resolve across the
 * sprite file, no inline style for the page's style policy to allow). Its size and fill stand in the stylesheet
 * ([data-rating-stars] svg, src/site-rules.css).
 */
export function Star({ fill }: { readonly fill: number }) {
  const star = useIconHref('star');
  return (
    <svg viewBox="0 0 24 24" className="icon-stroke" aria-hidden="true" data-star-fill={fill}>
      {fill < 1 && <use href={star} width="24" height="24" className="text-slate-300" />}
      {fill > 0 && (
        // Rounded to a hundredth of a unit: 16.8, not the float's 16.799999999999997, which only costs bytes.
        <svg
          width={Math.round(2400 * fill) / 100}
          height="24"
          className="icon-stroke"
          aria-hidden="true"
          data-star-part
        >
          <use href={star} width="24" height="24" />
        </svg>
      )}
    </svg>
  );
}

interface RatingProps {
  readonly rating: RatingLine;
  readonly className?: string | undefined;
  /** From lg, beside the doctor: the figures under the stars, without the dot between them. */
  readonly stacked: boolean;
}

/** The stars in proportion to the score and the figures, linked to the reviews themselves, so a visitor can check them. */
function Rating({ rating, className, stacked }: RatingProps) {
  return (
    <p className={className} data-hero-rating>
      {/* Its name is what it shows, the stars said in words: '4,8 von 5 Sternen · 312 Google-Bewertungen'. */}
      {/* Its look in the stylesheet ([data-hero-rating] a, src/site-rules.css). Stacked beside the doctor, its date and
          period take two lines of the narrow column: lines of 18 px keep the card as high as the doctor's three. */}
      <a href={rating.href} {...EXTERNAL_LINK} className={stacked ? 'lg:leading-[1.125rem]' : undefined}>
        <span className="flex text-star" aria-hidden="true" data-rating-stars>
          {rating.stars.map((fill, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: five stars in a fixed order; the place is the star
            <Star key={index} fill={fill} />
          ))}
        </span>{' '}
        <span className="rating-score">
          {rating.score}
          <span className="sr-only">{` ${rating.outOf}`}</span>
        </span>{' '}
        {/* The dot goes to the next line with the figures, never stays alone behind the score. */}
        <span>
          <span className={stacked ? 'lg:hidden' : undefined}>· </span>
          <span className="rating-count">{rating.text}</span>
        </span>{' '}
        {/* When the figures were read, and since when the reviews they count reach (UWG Anhang Nr. 23b, § 5b Abs. 3
            UWG): a rating is true of its day and its period. With the period it fits the line of the figures at no
            width (at 768 px it wrapped with a dot at the head of its line), so it always starts its own; the dot stays
            for a screen reader, which reads the link as one line. */}
        <span className="rating-date">
          <span className="sr-only">· </span>
          {rating.asOf}
        </span>
      </a>
    </p>
  );
}

/** A portrait's round 48 px frame. */
const PORTRAIT = 'size-12 shrink-0 overflow-hidden rounded-full ring-1 ring-slate-200';

/** From lg, the footnote under the trust points stays as wide as the text column above it, a measure that reads well. */
const TEXT = 'lg:col-start-1';

export function Hero({ content }: { readonly content: HeroContent }) {
  // The doctor is named on the picture only where it is a photograph: on a drawing, a real name beside a drawn figure
  // would pass the figure off as that person (docs/gestaltung.md). There, the proof card names him at every width.
  const doctorOnPicture = content.doctor !== null && content.image.picture.kind === 'raster';
  return (
    <section aria-labelledby="hero-titel" data-section="hero" className="hero">
      {/* One order for reading and tabbing on every screen: on a phone and a tablet the picture comes after the text, below
          the first screen, so that the headline and the offer stay the largest thing a phone paints first (the picture
          as the first screen's largest element measured LCP 2.05× the floor instead of 1.50×, docs/gestaltung.md);
          from lg it stands beside the text, from the top. */}
      <div className="hero-grid">
        <Editable content={content.badge} as="p" className="hero-badge" />
        <div>
          <h1 id="hero-titel" className="hero-title font-display">
            <Editable content={content.titleStart} />{' '}
            <Editable content={content.titleHighlight} className="block text-teal-700" />
          </h1>
          <p className="mt-4 text-base text-pretty text-slate-700 sm:mt-6 sm:text-lg lg:mt-5" data-hero-offer>
            {content.offer.lead} <Listed items={content.offer.prices} />, {content.offer.note}.
          </p>
          <div className="mt-5 flex flex-col gap-3 sm:mt-7 sm:flex-row sm:flex-wrap lg:mt-6">
            {/* Beside the picture the text column is 500–590 px wide: narrower padding keeps both buttons on one row. */}
            <ButtonLink action={content.primary} variant="whatsapp" size="lg" wrap className="lg:px-4" />
            {/* On a phone the prices are already on screen above; the menu leads to them as well. */}
            <ButtonLink action={content.secondary} variant="outline" size="lg" wrap className="max-sm:hidden lg:px-4" />
          </div>
          {/* The proof a visitor can check, as one card under the main button. Where the doctor is named on the photo
              (from lg), the card dissolves there (display: contents) and the rating stays under the buttons. Else, from
              lg, rating and doctor stand side by side, so that the trust points below stay in the first 800 px. */}
          {(content.rating || content.doctor) && (
            <div
              className={`hero-proof ${doctorOnPicture ? 'lg:contents' : 'lg:flex lg:items-center lg:gap-4'}`}
              data-hero-proof
            >
              {content.rating && (
                <Rating
                  rating={content.rating}
                  className={doctorOnPicture ? 'lg:mt-4' : content.doctor ? 'lg:w-40 lg:shrink-0' : undefined}
                  stacked={!doctorOnPicture && content.doctor !== null}
                />
              )}
              {content.doctor && (
                // Under the rating, a line keeps it apart ([data-hero-rating] + .hero-doctor, src/site-rules.css).
                <div className={doctorOnPicture ? 'hero-doctor lg:hidden' : 'hero-doctor'} data-hero-doctor-line>
                  {/* His or her face where the owner gave a photo, else the stethoscope. */}
                  {content.doctor.portrait ? (
                    <Picture image={content.doctor.portrait} layout="portrait" className={PORTRAIT} />
                  ) : (
                    <Icon name="stethoscope" className="mt-0.5 size-4 shrink-0 text-teal-700" />
                  )}
                  <span>
                    {/* The name goes to the next line whole where it fits there ("Ayşe / Demir" split it), and breaks
                        inside only where it is longer than a line. */}
                    {`${content.doctor.lead}: `}
                    <span className="inline-block">
                      <span className="font-semibold text-slate-900">{content.doctor.name}</span>,
                    </span>{' '}
                    <Typeset text={content.doctor.detail} />
                  </span>
                </div>
              )}
            </div>
          )}
          <Editable
            content={content.subtitle}
            as="p"
            className="mt-6 text-base text-pretty text-slate-600 sm:mt-7 sm:text-lg lg:mt-5"
          />
        </div>
        <ul className="hero-points" aria-label="Ihre Vorteile auf einen Blick">
          {content.trustPoints.map((point) => (
            <li key={point.text} className="hero-point">
              <span className="trust-icon">
                <Icon name={point.icon} className="size-4 sm:size-5" />
              </span>
              {/* min-w-0: a long word of a scope ("Nachsorgehinweise") breaks inside the column at 320 px. */}
              <span className="min-w-0">
                <Typeset text={point.text} />
                {/* Where an advertising claim holds, under it: the owner's scope once he has given it, the guarantee's
                    condition always (src/content/claims.ts). */}
                {point.scope && (
                  <>
                    {' '}
                    <span
                      className={`block text-xs font-normal break-words hyphens-auto text-slate-600${point.scopeFromLg ? ' max-lg:sr-only' : ''}`}
                      data-claim-scope
                    >
                      {point.scope}
                    </span>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
        {/* The promise and its condition in view at the claim, the rest of the guarantee one tap away, natively, so it
            opens without the client too (docs/gestaltung.md). */}
        <details className={`${TEXT} hero-note`} data-guarantee-note>
          <summary>
            <Typeset text={content.priceNoteFold.summary} />{' '}
            <span className="hero-note-more">{content.priceNoteFold.more}</span>
          </summary>
          <p>
            <Typeset text={content.priceNote} />
          </p>
        </details>
        <figure className="hero-figure" data-hero-figure>
          <div className="relative">
            <Picture image={content.image} layout="hero" priority className="rounded-3xl shadow-xl" />
            {/* From lg, on a photo: the doctor's name on a card that hangs over its lower edge, so it covers little of it,
                and clear of the trust points' strip below (16 of its 32 px). */}
            {content.doctor && doctorOnPicture && (
              <figcaption
                className="absolute -bottom-4 left-6 hidden w-fit max-w-[calc(100%-3rem)] items-center gap-3 rounded-2xl bg-white p-3 pr-5 shadow-lg ring-1 ring-slate-200 lg:flex"
                data-hero-doctor
              >
                {content.doctor.portrait ? (
                  <Picture image={content.doctor.portrait} layout="portrait" className={PORTRAIT} />
                ) : (
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-700 text-white">
                    <Icon name="stethoscope" className="size-5" />
                  </span>
                )}
                <span className="min-w-0 text-sm">
                  <span className="block text-slate-600">{content.doctor.lead}:</span>{' '}
                  <span className="block font-semibold text-slate-900">{content.doctor.name}</span>
                  <span className="sr-only">, </span>
                  <span className="block text-slate-600">
                    <Typeset text={content.doctor.detail} />
                  </span>
                </span>
              </figcaption>
            )}
          </div>
        </figure>
      </div>
    </section>
  );
}
