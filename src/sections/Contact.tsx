// Contact: WhatsApp, phone and e-mail cards, the WhatsApp QR code, and the form that opens the visitor's mail program.

import whatsappQr from 'virtual:whatsapp-qr';
import { Icon } from '../components/Icon.tsx';
import { Island } from '../components/Island.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { Section } from '../components/ui/Section.tsx';
import type { ContactContent } from '../content/contact.ts';
import type { MailDraftText } from '../content/mail-draft.ts';
import { Typeset } from '../lib/typeset.tsx';

function QrImage({ alt }: { readonly alt: string }) {
  // Drawn at build time from the same link as qr.href (build/whatsapp-qr.ts).
  return (
    <img src={whatsappQr.src} width={132} height={132} alt={alt} loading="lazy" decoding="async" className="shrink-0" />
  );
}

/**
 * The WhatsApp QR code: a block beside the cards where a visitor at a computer scans it with his phone; on a phone,
 * whose own camera cannot scan its screen, folded away for the visitor who wants to continue on another device.
 */
function QrCode({ qr }: { readonly qr: ContactContent['qr'] }) {
  return (
    <>
      <div
        className="hidden items-center gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:flex"
        data-qr
      >
        <QrImage alt={qr.alt} />
        <div>
          <h3 className="font-semibold text-slate-900">{qr.title}</h3>
          <p className="mt-1 text-sm text-slate-600">{qr.text}</p>
        </div>
      </div>
      <details className="group rounded-2xl border border-slate-200 bg-white lg:hidden" data-qr-disclosure>
        <summary className="disclosure">
          {qr.disclosure}
          <Icon name="chevron-down" className="chevron" />
        </summary>
        <div className="flex items-center gap-4 px-5 pb-5">
          <QrImage alt={qr.alt} />
          <p className="text-sm text-slate-600">{qr.otherDevice}</p>
        </div>
      </details>
    </>
  );
}

interface ContactProps {
  readonly id: string;
  /** The anchor of the form itself. */
  readonly formAnchor: string;
  readonly content: ContactContent;
  readonly draft: MailDraftText;
  /** The provider's e-mail address, the form's only recipient. */
  readonly address: string;
}

export function Contact({ id, formAnchor, content, draft, address }: ContactProps) {
  return (
    <Section id={id} tone="tinted" title={content.title} subtitle={content.subtitle}>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-10">
        <div className="space-y-3 sm:space-y-4">
          {/* One card with a row per channel on phones, a card per channel from tablet width. */}
          <ul className="contact-list">
            {content.cards.map((card) => (
              <li key={card.title} className="contact-card" data-contact-card={card.icon}>
                <span className="icon-tile size-8 sm:row-span-3 sm:size-12 sm:self-start">
                  <Icon name={card.icon} className="size-5 sm:size-6" />
                </span>
                <h3 className="font-semibold text-slate-900">{card.title}</h3>
                <p className="col-span-2 text-sm text-pretty text-slate-600 sm:col-span-1 sm:col-start-2">
                  <Typeset text={card.text} />
                </p>
                <ButtonLink
                  action={card.action}
                  variant={card.icon === 'whatsapp' ? 'whatsapp' : 'outline'}
                  wrap
                  className="col-span-2 mt-1 sm:col-span-1 sm:col-start-2 sm:justify-self-start"
                />
              </li>
            ))}
          </ul>
          <QrCode qr={content.qr} />
        </div>
        {/* The target of the process section's photo panel, which says where photos go. */}
        <div id={formAnchor}>
          <Island name="ContactForm" props={{ form: content.form, draft, address }} />
        </div>
      </div>
    </Section>
  );
}
