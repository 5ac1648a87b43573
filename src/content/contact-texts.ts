// Prefilled messages and the e-mail subject used by the contact links and the form (spec §7).

/** The German text a WhatsApp chat opens with: a request for a free consultation. */
export const whatsappGreeting =
  'Hallo Bemedics, ich interessiere mich für eine Haartransplantation und wünsche mir eine kostenlose Beratung.';

/** Subject of the e-mail the contact form prepares (spec §7, exact). */
export const mailSubject = 'Haartransplantation Beratungsanfrage';

/** Alert shown when the form is sent without consent (spec §5, exact). */
export const consentMissingAlert = 'Bitte stimmen Sie der Datenschutzerklärung zu.';
