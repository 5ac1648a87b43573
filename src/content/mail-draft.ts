// The e-mail the contact form prepares: labels of its body and the consent it records. Built from the facts (where the
// request is processed); the island gets it as props.
import { type SiteFacts, site } from '../site.ts';
import { mailSubject } from './contact-texts.ts';

/**
 * Whether the visitor's consent has to carry the processing of the request in Istanbul, outside the EU and without an
 * adequacy decision (Art. 49 Abs. 1 lit. a DSGVO): until standard contractual clauses carry it (Art. 46 Abs. 2 lit. c).
 * Once they do, the consent no longer asks for it, since a consent the enquiry depends on may not be coupled to what
 * the enquiry does not need (Art. 7 Abs. 4 DSGVO). Only a Willich company of its own can sign such clauses with the
 * Istanbul company: one company running both locations has no one to sign them with, and its consent keeps naming
 * Istanbul (docs/vor-dem-livegang.md, „Standort Willich und Vertragspartner“).
 */
export const consentNamesIstanbul = (facts: SiteFacts): boolean =>
  !facts.operator.willichOperator?.standardContractualClauses;

/** Where the request is processed beyond what the privacy policy says, as the consent names it: '' or ', auch in …'. */
export function consentPlace(facts: SiteFacts, outsideTheEu: string): string {
  const { city, address } = facts.clinics.istanbul;
  return consentNamesIstanbul(facts) ? `, auch in ${city} (${address.country}, ${outsideTheEu})` : '';
}

export function mailDraftFor(facts: SiteFacts) {
  /**
   * The ticked consent as the mail records it: processing as the privacy policy says, health data included, and, while
   * the consent carries it, in Istanbul (Art. 7, Art. 9 Abs. 2 lit. a, Art. 49 Abs. 1 lit. a DSGVO).
   */
  const consentGiven = `Einwilligung zur Verarbeitung meiner Angaben einschließlich Gesundheitsdaten gemäß Datenschutzerklärung${consentPlace(facts, 'ohne Angemessenheitsbeschluss der EU')}: erteilt`;
  return {
    nameLabel: 'Name',
    emailLabel: 'E-Mail',
    messageLabel: 'Nachricht',
    /**
     * The ticked consent, recorded in the mail itself (Art. 7 Abs. 1 DSGVO): the body's last line, with when (`{date}`:
     * date and time, German).
     */
    consentGiven,
    consentRecord: `${consentGiven} am {date}`,
    /**
     * Without script the browser writes the mail itself: the form's action is a mailto: link that carries this subject,
     * and the browser appends the fields as the body, a line `label=value` each (method POST, text/plain; docs/verhalten.md,
     * „Kontaktformular“, why not GET). The consent box has no name, so it is no line of its own: the browser sends
     * nothing until it is ticked, and the subject records the consent (the mail's own date says when).
     */
    nativeSubject: `${mailSubject} – ${consentGiven}`,
  } as const;
}

export type MailDraftText = ReturnType<typeof mailDraftFor>;

export const mailDraft: MailDraftText = mailDraftFor(site);
