// Contact: WhatsApp, phone and e-mail cards, the WhatsApp QR code, and the form that opens the visitor's mail program.

import whatsappQr from 'virtual:whatsapp-qr';
import { Icon } from '../components/Icon.tsx';
import { Island } from '../components/Island.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { Section } from '../components/ui/Section.tsx';
import type { ContactContent } from '../content/contact.ts';
import type { MailDraftText } from '../content/mail-draft.ts';

function QrCode({ qr }: { readonly qr: ContactContent['qr'] }) {
  return (
    <div className="flex items-center gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-qr>
      {/* Drawn at build time from the same link as qr.href (build/whatsapp-qr.ts). */}
      <img
        src={whatsappQr.src}
        width={132}
        height={132}
        alt={qr.alt}
        loading="lazy"
        decoding="async"
        className="shrink-0"
      />
      <div>
        <h3 className="font-semibold text-slate-900">{qr.title}</h3>
        <p className="mt-1 text-sm text-slate-600">{qr.text}</p>
      </div>
    </div>
  );
}

interface ContactProps {
  readonly id: string;
  readonly content: ContactContent;
  readonly draft: MailDraftText;
  /** The provider's e-mail address, the form's only recipient. */
  readonly address: string;
}

export function Contact({ id, content, draft, address }: ContactProps) {
  return (
    <Section id={id} title={content.title} subtitle={content.subtitle}>
      <div className="grid gap-10 lg:grid-cols-2">
        <div className="space-y-4">
          <ul className="grid gap-4">
            {content.cards.map((card) => (
              <li
                key={card.title}
                className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
                data-contact-card={card.icon}
              >
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
                  <Icon name={card.icon} className="size-6" />
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">{card.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{card.text}</p>
                  <ButtonLink
                    action={card.action}
                    variant={card.icon === 'whatsapp' ? 'whatsapp' : 'outline'}
                    size="sm"
                    wrap
                    className="mt-3 max-w-full"
                  />
                </div>
              </li>
            ))}
          </ul>
          <QrCode qr={content.qr} />
        </div>
        <Island name="ContactForm" props={{ form: content.form, draft, address }} />
      </div>
    </Section>
  );
}
