// Copy of the contact section: the three channel cards, the WhatsApp QR code and the contact form.
import { formatNumber } from '../lib/format.ts';
import { paths } from '../routes.ts';
import { type SiteFacts, site } from '../site.ts';
import { consentMissingAlert, mailSubject } from './contact-texts.ts';
import { consentPlace } from './mail-draft.ts';
import { emailAction, phoneAction, whatsappAction } from './navigation.ts';
import type { IconName, LinkAction, TextRun } from './types.ts';

export interface ContactCard {
  readonly icon: IconName;
  readonly title: string;
  readonly text: string;
  readonly action: LinkAction;
}

export interface FormField {
  readonly name: 'name' | 'email' | 'message';
  readonly label: string;
  readonly placeholder: string;
  readonly autoComplete: string;
  /** Longest input, in characters (the browser enforces it, also without script). */
  readonly maxLength: number;
}

/**
 * The message's limit. The form opens a mailto: link with every field percent-encoded (an umlaut takes 6 characters,
 * a space 3); mail programs and browsers cut or refuse such links somewhere past about 2,000 characters. 1,000
 * characters of ordinary German text stay well below that, together with name, address and subject.
 */
export const MESSAGE_MAX_LENGTH = 1000;

export interface ContactContent {
  readonly title: string;
  readonly subtitle: string;
  readonly cards: readonly ContactCard[];
  readonly qr: {
    readonly title: string;
    readonly text: string;
    /** On a phone: the disclosure's label, and the text beside the code once it is open. */
    readonly disclosure: string;
    readonly otherDevice: string;
    readonly alt: string;
    readonly href: string;
  };
  readonly form: {
    readonly title: string;
    readonly intro: string;
    readonly fields: readonly FormField[];
    /** The message's counter, shown when at most `showWithin` characters are left: `{n}` of them. */
    readonly counter: { readonly showWithin: number; readonly remaining: string; readonly full: string };
    readonly consent: readonly TextRun[];
    readonly submit: string;
    readonly note: string;
    readonly subject: string;
    readonly consentMissing: string;
    readonly requiredHint: string;
    readonly handover: Handover;
  };
}

/**
 * The help the form shows below its button after each submit that hands the mail to the mail program: the page cannot
 * know whether one opened (a system prompt may be answered late), so it speaks to both outcomes, holds the prepared
 * message to copy, the address, and the other ways to reach us (docs/verhalten.md, „Kontaktformular“).
 */
export interface Handover {
  readonly title: string;
  readonly text: string;
  /** The label of the prepared message, shown as the mail has it: `{subjectLabel}: subject`, a blank line, the body. */
  readonly messageLabel: string;
  readonly subjectLabel: string;
  readonly copy: string;
  readonly copied: string;
  /** Before the address, which is a mailto: link. */
  readonly to: string;
  readonly copyAddress: string;
  readonly addressCopied: string;
  /** Where the browser refuses the clipboard (or has none): the text is selected instead, and this says what to do. */
  readonly refused: string;
  readonly otherWays: string;
  readonly ways: readonly LinkAction[];
}

/** The section for `facts`: the consent names what they leave it to carry. */
export function contactSectionFor(facts: SiteFacts): ContactContent {
  const { contact } = facts;
  return {
    title: 'Kontakt',
    subtitle: 'Persönlich und unverbindlich beraten – so, wie es Ihnen am liebsten ist.',
    cards: [
      {
        icon: 'whatsapp',
        title: 'WhatsApp',
        text: 'Schreiben Sie uns Ihre Fragen – wir antworten persönlich und auf Deutsch.',
        action: { ...whatsappAction, label: 'Chat starten' },
      },
      {
        icon: 'phone',
        title: 'Telefon',
        text: `Persönlich erreichbar ${contact.openingHours.label} Uhr.`,
        action: { ...phoneAction, label: contact.phoneDisplay },
      },
      {
        icon: 'mail',
        title: 'E-Mail',
        text: 'Schreiben Sie uns in Ruhe – wir antworten werktags.',
        action: { ...emailAction, label: contact.email },
      },
    ],
    qr: {
      title: 'Direkt per Smartphone',
      text: 'Scannen Sie den Code mit der Kamera Ihres Smartphones, um den WhatsApp-Chat mit uns zu öffnen.',
      disclosure: 'QR-Code für ein anderes Gerät',
      otherDevice: 'Mit der Kamera eines anderen Smartphones scannen: Der WhatsApp-Chat mit uns öffnet sich dort.',
      alt: 'QR-Code, der den WhatsApp-Chat mit Bemedics öffnet',
      href: whatsappAction.href,
    },
    form: {
      title: 'Nachricht schreiben',
      intro: 'Beim Absenden öffnet sich Ihr E-Mail-Programm mit einer vorbereiteten Nachricht an uns.',
      fields: [
        { name: 'name', label: 'Name', placeholder: 'Vor- und Nachname', autoComplete: 'name', maxLength: 100 },
        // RFC 5321: an address has at most 254 characters.
        { name: 'email', label: 'E-Mail', placeholder: 'ihre@email.de', autoComplete: 'email', maxLength: 254 },
        {
          name: 'message',
          label: 'Nachricht',
          placeholder: 'Wie können wir Ihnen helfen?',
          autoComplete: 'off',
          maxLength: MESSAGE_MAX_LENGTH,
        },
      ],
      counter: {
        showWithin: 200,
        remaining: `Noch {n} von ${formatNumber(MESSAGE_MAX_LENGTH)} Zeichen.`,
        full: `Die Nachricht hat die Höchstlänge von ${formatNumber(MESSAGE_MAX_LENGTH)} Zeichen erreicht.`,
      },
      // Health data need the consent (Art. 9 Abs. 2 lit. a DSGVO); the processing in Istanbul only until standard
      // contractual clauses carry it (Art. 49 Abs. 1 lit. a, Art. 7 Abs. 4 DSGVO; src/content/mail-draft.ts).
      consent: [
        'Ich stimme zu, dass meine Angaben – auch zu meiner Gesundheit – zur Beantwortung meiner Anfrage gemäß der ',
        { text: 'Datenschutzerklärung', href: paths.datenschutz },
        ` verarbeitet werden${consentPlace(facts, 'ein Land ohne Angemessenheitsbeschluss der EU')}. Diese Einwilligung kann ich jederzeit widerrufen.`,
      ],
      submit: 'E-Mail-Programm öffnen',
      // Not every phone has a mail program set up: the other ways stay one sentence away.
      note: 'Es werden keine Daten an unseren Server übertragen: Sie senden die Nachricht selbst aus Ihrem E-Mail-Programm. Ist keines eingerichtet, schreiben Sie uns per WhatsApp oder rufen Sie uns an.',
      subject: mailSubject,
      consentMissing: consentMissingAlert,
      requiredHint: 'Alle Felder sind Pflichtfelder.',
      handover: {
        title: 'Fast geschafft: Bitte senden Sie die Nachricht noch ab',
        text: 'Hat sich Ihr E-Mail-Programm geöffnet, senden Sie die Nachricht dort ab. Wenn nicht, kopieren Sie die Nachricht unten und senden Sie sie aus Ihrem Postfach im Browser (etwa bei GMX, WEB.DE oder Gmail) an unsere Adresse.',
        messageLabel: 'Ihre vorbereitete Nachricht',
        subjectLabel: 'Betreff',
        copy: 'Nachricht kopieren',
        copied: 'Die Nachricht ist kopiert. Fügen Sie sie in eine neue E-Mail an uns ein.',
        to: 'An:',
        copyAddress: 'Adresse kopieren',
        addressCopied: 'Die Adresse ist kopiert.',
        refused:
          'Ihr Browser lässt das Kopieren per Knopf nicht zu. Der Text ist markiert: Kopieren Sie ihn mit Strg+C (am Mac ⌘+C) oder über das Menü, auf dem Handy durch langes Drücken und „Kopieren“.',
        otherWays: 'Lieber ohne E-Mail? Schreiben Sie uns per WhatsApp oder rufen Sie uns an.',
        ways: [whatsappAction, { ...phoneAction, label: contact.phoneDisplay }],
      },
    },
  };
}

export const contactSection = contactSectionFor(site);
