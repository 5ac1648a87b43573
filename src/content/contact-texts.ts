// Prefilled messages and the e-mail subject used by the contact links and the form (spec), and the WhatsApp chat
// link they make. Imports only what Node runs as it is: the build draws the QR code from this link (build/whatsapp-qr.ts).
import { whatsappHref } from '../lib/links.ts';
import { contact } from '../site.ts';

/** The German text a WhatsApp chat opens with: a request for a free consultation. */
export const whatsappGreeting =
  'Hallo Bemedics, ich interessiere mich für eine Haartransplantation und wünsche mir eine kostenlose Beratung.';

/** Subject of the e-mail the contact form prepares (spec, exact). */
export const mailSubject = 'Haartransplantation Beratungsanfrage';

/** Alert shown when the form is sent without consent (spec, exact). */
export const consentMissingAlert = 'Bitte stimmen Sie der Datenschutzerklärung zu.';

/** The chat the header, the bottom bar, the contact card and the QR code open (spec). */
export const whatsappChatHref = whatsappHref(contact.whatsapp, whatsappGreeting);
