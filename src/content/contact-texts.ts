// Prefilled messages and the e-mail subject used by the contact links and the form (spec), and the WhatsApp chat
// link they make. Imports only what Node runs as it is: the build draws the QR code from this link (build/whatsapp-qr.ts).
import { whatsappHref } from '../lib/links.ts';
import { type ConsultationForm, contact, settings } from '../site.ts';

/**
 * The consultation in the two wordings of `settings.consultationWording` (docs/vor-dem-livegang.md, „Kostenlose
 * Beratung“): the name of the first process step and what the WhatsApp chat asks for. The spec's words call it free; a
 * consultation before surgery is part of the medical service, and advertised as free it is a gift (§ 7 Abs. 1 HWG).
 */
export const consultationWords = {
  spec: { step: 'Kostenlose Beratung', request: 'eine kostenlose Beratung' },
  lawful: { step: 'Unverbindliche Beratung', request: 'eine unverbindliche Beratung' },
} as const satisfies Record<ConsultationForm, { step: string; request: string }>;

/** The German text a WhatsApp chat opens with: a request for a consultation, in the wording `form` gives it. */
export const whatsappGreetingFor = (form: ConsultationForm) =>
  `Hallo Bemedics, ich interessiere mich für eine Haartransplantation und wünsche mir ${consultationWords[form].request}.`;

/** The greeting of this build: every chat link and the QR code open it. */
export const whatsappGreeting = whatsappGreetingFor(settings.consultationWording);

/** Subject of the e-mail the contact form prepares (spec, exact). */
export const mailSubject = 'Haartransplantation Beratungsanfrage';

/** Alert shown when the form is sent without consent (spec, exact). */
export const consentMissingAlert = 'Bitte stimmen Sie der Datenschutzerklärung zu.';

/** The chat the header, the bottom bar, the contact card and the QR code open (spec). */
export const whatsappChatHref = whatsappHref(contact.whatsapp, whatsappGreeting);
