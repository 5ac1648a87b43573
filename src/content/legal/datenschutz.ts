// The Datenschutzerklärung (Art. 13 DSGVO): what this site processes, on which legal basis, and the visitor's rights,
// written for the operator in site.ts: the Istanbul company alone, with Willich as its establishment in the EU, or two
// companies, the Istanbul one without an EU establishment, answering enquiries together (Art. 26, 27, 46 DSGVO).
import { addressLines, firmName } from '../../lib/format.ts';
import { mailtoHref, telHref } from '../../lib/links.ts';
import type { Company, PostalAddress, SiteFacts, WillichCompany } from '../../site.ts';
import { site } from '../../site.ts';
import { consentDetails } from '../consent.ts';
import { whatsappGreetingFor } from '../contact-texts.ts';
import { consentNamesIstanbul, mailDraftFor } from '../mail-draft.ts';
import { packageTermsFor } from '../package-terms.ts';
import type { Block, LegalDocument, LegalSection } from '../types.ts';

/** A postal address as a block of lines. */
const addressBlock = (address: PostalAddress) => addressLines(address).join('\n');

const companyBlock = (company: Company) =>
  `${firmName(company)}\n${addressBlock(company.address)}\nVertreten durch: ${company.representatives}`;

/** Section 1: who is responsible, for the operator the facts name. */
function controllerSection(facts: SiteFacts, contactBlock: Block): LegalSection {
  const { operator, clinics, privacy } = facts;
  // A recorded reason for naming none is for the deploy check and the owner's files, not a line of this policy.
  const officer: Block[] =
    typeof privacy.dataProtectionOfficer === 'string'
      ? [`Datenschutzbeauftragte oder Datenschutzbeauftragter: ${privacy.dataProtectionOfficer}`]
      : [];
  const willich: WillichCompany | null = operator.willichOperator;
  if (willich === null) {
    return {
      heading: '1. Verantwortlicher',
      blocks: [
        'Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website ist:',
        companyBlock(operator),
        contactBlock,
        `Die Gesellschaft hat ihren Sitz in ${operator.address.city} (${operator.address.country}) und betreibt in ${clinics.willich.city} eine Niederlassung in der Europäischen Union:`,
        `${clinics.willich.name}\n${addressBlock(clinics.willich.address)}`,
        `Weil sie mit diesem Standort in der Europäischen Union niedergelassen ist, gilt die DSGVO für alle Verarbeitungen im Zusammenhang mit dieser Website und mit Ihrer Anfrage, auch soweit sie in ${clinics.istanbul.city} stattfinden (Art. 3 Abs. 1 DSGVO). Mit Fragen zum Datenschutz können Sie sich auch an den Standort ${clinics.willich.city} wenden.`,
        ...officer,
      ],
    };
  }
  return {
    heading: '1. Verantwortliche und Vertreter in der Europäischen Union',
    blocks: [
      'Für die Verarbeitung personenbezogener Daten auf dieser Website und bei Anfragen an uns sind zwei Gesellschaften gemeinsam verantwortlich (Art. 26 DSGVO):',
      `für diese Website und den Standort ${clinics.istanbul.city}:\n${companyBlock(operator)}`,
      `für den Standort ${clinics.willich.city}:\n${companyBlock(willich)}`,
      contactBlock,
      `Die beiden Gesellschaften haben in einer Vereinbarung festgelegt, wer welche Pflichten erfüllt. Das Wesentliche: Die Gesellschaft in ${clinics.istanbul.city} betreibt diese Website und ist für Anfragen und Behandlungen in ${clinics.istanbul.city} zuständig, die Gesellschaft in ${clinics.willich.city} für Anfragen und Behandlungen in ${clinics.willich.city}; die Hinweise dieser Datenschutzerklärung geben beide gemeinsam. Sie können Ihre Rechte bei jeder der beiden Gesellschaften geltend machen (Art. 26 Abs. 3 DSGVO).`,
      `Die Gesellschaft in ${clinics.istanbul.city} hat keine Niederlassung in der Europäischen Union und hat deshalb nach Art. 27 DSGVO einen Vertreter in der Union benannt. Sie können sich mit allen Fragen zum Datenschutz auch an ihn wenden:`,
      willich.gdprRepresentative,
      ...officer,
    ],
  };
}

/** Section 15: what leaves the EU, and on which ground. */
function thirdCountrySection(facts: SiteFacts, emailLink: { text: string; href: string }): LegalSection {
  const { operator, clinics, settings } = facts;
  const { istanbul, willich } = clinics;
  const noAdequacy = `Für die ${istanbul.address.country} gibt es keinen Angemessenheitsbeschluss der Europäischen Kommission: Es ist nicht festgestellt, dass das Recht dort Ihre Daten so schützt wie in der Europäischen Union, und Ihre Rechte lassen sich dort schwerer durchsetzen.`;
  // Until standard contractual clauses carry the enquiries (src/content/mail-draft.ts), the visitor's consent does.
  const consent = consentNamesIstanbul(facts)
    ? `Soweit Ihre Angaben dabei in die ${istanbul.address.country} übermittelt werden, geschieht das auf Grundlage Ihrer ausdrücklichen Einwilligung (Art. 49 Abs. 1 lit. a DSGVO), die Sie mit dem Häkchen im Kontaktformular nach diesen Hinweisen geben; schreiben Sie uns auf anderem Weg, fragen wir Sie vorher (Abschnitt 9).`
    : 'Auch diese Übermittlung stützen wir auf die Standardvertragsklauseln der beiden Gesellschaften (unten), nicht auf Ihre Einwilligung; Ihre Einwilligung im Kontaktformular gilt Ihren Gesundheitsdaten (Abschnitt 9).';
  const usa = `Übermittlungen in die USA finden über Cloudflare statt (Abschnitt 3)${
    settings.googleAds
      ? ', über WhatsApp beziehungsweise Meta, wenn Sie WhatsApp nutzen (Abschnitt 10), und über Google, wenn Sie in die Conversion-Messung eingewilligt haben (Abschnitt 13)'
      : ' und, wenn Sie WhatsApp nutzen, über WhatsApp beziehungsweise Meta (Abschnitt 10)'
  }. Sie stützen sich auf den Angemessenheitsbeschluss zum EU-US Data Privacy Framework (Art. 45 DSGVO), nach dem diese Unternehmen zertifiziert sind.`;
  const heading = '15. Verarbeitung in Ländern außerhalb der Europäischen Union';
  if (operator.willichOperator === null) {
    return {
      heading,
      blocks: [
        `Unsere Gesellschaft hat ihren Sitz in ${istanbul.city} (${istanbul.address.country}) und damit außerhalb der Europäischen Union und des Europäischen Wirtschaftsraums. ${noAdequacy}`,
        `Ihre Anfragen bearbeiten wir in ${willich.city} und in ${istanbul.city}; Ihre Angaben werden deshalb auch in ${istanbul.city} verarbeitet. Weil beide Standorte zu derselben Gesellschaft gehören, gilt dafür die DSGVO (Abschnitt 1), und wir schützen Ihre Daten an beiden Standorten mit denselben technischen und organisatorischen Maßnahmen. ${consent}`,
        usa,
      ],
    };
  }
  return {
    heading,
    blocks: [
      `Die Gesellschaft in ${istanbul.city} hat ihren Sitz außerhalb der Europäischen Union und des Europäischen Wirtschaftsraums. ${noAdequacy}`,
      `Wenn Sie uns schreiben oder anrufen, erreichen Ihre Angaben beide Gesellschaften (Abschnitt 1), also auch ${istanbul.city}. ${consent}`,
      `Zwischen unseren Standorten in ${willich.city} und ${istanbul.city} geben wir Ihre Daten im Übrigen nur weiter, soweit es für die Beantwortung Ihrer Anfrage oder für die Vorbereitung und Durchführung der von Ihnen gewünschten Behandlung erforderlich ist.`,
      [
        'Weil solche Übermittlungen regelmäßig vorkommen, stützen wir sie auf geeignete Garantien nach Art. 46 Abs. 2 lit. c DSGVO: die Standardvertragsklauseln der Europäischen Kommission, die die beiden Gesellschaften für diese Übermittlungen abgeschlossen haben. Eine Kopie erhalten Sie auf Anfrage, zum Beispiel per E-Mail an ',
        emailLink,
        '.',
      ],
      usa,
    ],
  };
}

/** What the browser loads from elsewhere: nothing, or (with Google Ads on) only after the visitor's consent. */
function externalContentSection(facts: SiteFacts): LegalSection {
  const ownFiles =
    'Schriften, Bilder, Symbole und Skripte der Website selbst werden ausschließlich von dieser Website geladen. Wir binden keine Inhalte von Servern Dritter ein, also zum Beispiel keine Schriftarten von Google Fonts, keine externen Skriptbibliotheken, keine Karten und keine Videos. Auch die Symbole für WhatsApp und Instagram und der WhatsApp-QR-Code gehören zur Website selbst.';
  if (!facts.settings.googleAds) {
    return {
      heading: '6. Keine Cookies, keine Analyse, keine Inhalte fremder Server',
      blocks: [
        'Diese Website setzt keine Cookies. Sie verwendet keine Analyse- oder Reichweitenmessung, kein Tracking und keine Werbenetzwerke.',
        `${ownFiles} Beim bloßen Besuch der Website baut Ihr Browser deshalb keine Verbindung zu Drittanbietern auf.`,
      ],
    };
  }
  return {
    heading: '6. Cookies und Inhalte fremder Server nur mit Ihrer Einwilligung',
    blocks: [
      'Ohne Ihre Einwilligung setzt diese Website keine Cookies und misst nichts, und Ihr Browser baut keine Verbindung zu Drittanbietern auf. Nur wenn Sie der Conversion-Messung zustimmen (Abschnitt 13), lädt die Website das Google-Tag von Google, und Google setzt Cookies; eine Analyse- oder Reichweitenmessung findet auch dann nicht statt.',
      ownFiles,
    ],
  };
}

/** Conversion measurement: prepared but off, or Google Ads behind the visitor's consent (settings.googleAds). */
function conversionSection(facts: SiteFacts): LegalSection {
  if (!facts.settings.googleAds) {
    return {
      heading: '13. Conversion-Messung nur mit Ihrer Einwilligung',
      blocks: [
        'Derzeit ist auf dieser Website kein Tracking- oder Conversion-Dienst eingebunden.',
        'Die WhatsApp-Schaltflächen sind technisch so vorbereitet, dass ein Klick an eine Funktion zur Erfolgsmessung (Conversion-Tracking) gemeldet werden kann, falls eine solche auf der Seite vorhanden ist. Solange das nicht der Fall ist, öffnet der Klick ausschließlich den WhatsApp-Chat, und es werden keine Daten an Werbe- oder Analysedienste übertragen.',
        'Sollten wir künftig ein solches Tracking-Tag einbinden, geschieht das nur mit Ihrer vorherigen Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit widerrufen können. Zuvor ergänzen wir diese Datenschutzerklärung um den Anbieter, die verarbeiteten Daten und die Speicherdauer.',
      ],
    };
  }
  // The same section the consent notice opens as its details (src/content/consent.ts).
  return consentDetails(facts.settings.googleAds, facts.operator.companyName);
}

export function datenschutzFor(facts: SiteFacts): LegalDocument {
  const { brand, clinics, contact, operator, privacy, terms } = facts;
  const packageTerms = packageTermsFor(facts);
  const travel = Object.values(clinics).filter((clinic) => clinic.packageIncludesTravel);
  const emailLink = { text: contact.email, href: mailtoHref(contact.email) };
  const phoneLink = { text: contact.phoneDisplay, href: telHref(contact.phoneE164) };
  const contactBlock: Block = ['Telefon: ', phoneLink, '\nE-Mail: ', emailLink];
  return {
    meta: {
      title: `Datenschutzerklärung – ${brand.name}`,
      description: `Wie ${brand.name} mit Ihren Daten umgeht: Hosting, Server-Logs, Kontakt per E-Mail, Telefon und WhatsApp, Ihre Rechte.`,
    },
    heading: 'Datenschutzerklärung',
    intro: [
      `Mit dieser Datenschutzerklärung informieren wir Sie nach Art. 13 der Datenschutz-Grundverordnung (DSGVO) darüber, welche personenbezogenen Daten beim Besuch dieser Website und bei einer Kontaktaufnahme mit ${brand.name} verarbeitet werden, zu welchen Zwecken und auf welcher Rechtsgrundlage das geschieht und welche Rechte Ihnen zustehen.`,
    ],
    contents: true,
    sections: [
      controllerSection(facts, contactBlock),
      {
        heading: '2. Allgemeine Hinweise',
        blocks: [
          'Personenbezogene Daten sind alle Informationen, die sich auf eine identifizierte oder identifizierbare natürliche Person beziehen, zum Beispiel Ihr Name, Ihre E-Mail-Adresse oder die IP-Adresse Ihres Geräts (Art. 4 Nr. 1 DSGVO).',
          'Diese Website hat keine Benutzerkonten, keinen Login und keine Datenbank, in der Eingaben von Besucherinnen und Besuchern gespeichert würden. Sie können die Website nutzen, ohne Angaben zu Ihrer Person zu machen. Personenbezogene Daten verarbeiten wir nur, soweit es für die technische Auslieferung der Website nötig ist oder soweit Sie selbst Kontakt mit uns aufnehmen. Bei jeder Verarbeitung nennen wir im Folgenden Zweck, Rechtsgrundlage und Speicherdauer.',
        ],
      },
      {
        heading: '3. Hosting und Auslieferung durch Cloudflare',
        blocks: [
          'Diese Website wird über die Plattform der Cloudflare, Inc., 101 Townsend St., San Francisco, CA 94107, USA („Cloudflare“) betrieben und ausgeliefert. Cloudflare stellt die Server bereit, auf denen die Website läuft, und liefert sie über Rechenzentren aus, die Ihrem Standort möglichst nahe liegen. Dabei verarbeitet Cloudflare zwangsläufig die Verbindungsdaten Ihres Aufrufs, insbesondere Ihre IP-Adresse.',
          'Cloudflare verarbeitet diese Daten als unser Auftragsverarbeiter (Art. 28 DSGVO) nur nach unseren Weisungen und auf Grundlage eines Vertrags über die Auftragsverarbeitung. Dabei können Daten in die USA übermittelt werden. Cloudflare ist nach dem EU-US Data Privacy Framework zertifiziert; die Übermittlung stützt sich daher auf den Angemessenheitsbeschluss der Europäischen Kommission vom 10. Juli 2023 (Art. 45 DSGVO).',
          'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse liegt in einer sicheren, schnellen und zuverlässigen Bereitstellung der Website.',
          [
            'Weitere Informationen finden Sie in der Datenschutzerklärung von Cloudflare unter ',
            { text: 'www.cloudflare.com/privacypolicy', href: 'https://www.cloudflare.com/privacypolicy/' },
            '.',
          ],
        ],
      },
      {
        heading: '4. Server-Logdateien',
        blocks: [
          'Bei jedem Aufruf der Website werden automatisch die folgenden Daten in Server-Logdateien erfasst:',
          {
            list: [
              'die IP-Adresse des anfragenden Geräts,',
              'Datum und Uhrzeit des Zugriffs,',
              'die aufgerufene Adresse (URL),',
              'die Referrer-URL, also die zuvor besuchte Seite, sofern Ihr Browser sie übermittelt,',
              'der User-Agent, also Typ und Version Ihres Browsers und Ihr Betriebssystem.',
            ],
          },
          'Wir benötigen diese Daten, um die Website auszuliefern, ihre Stabilität und Sicherheit zu gewährleisten, Angriffe abzuwehren und technische Fehler zu finden. Die Daten werden nicht mit anderen Datenquellen zusammengeführt und nicht zu Werbe- oder Analysezwecken ausgewertet.',
          `Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ergibt sich aus den genannten Zwecken. Die Logdaten werden nach ${terms.serverLogRetentionDays} Tagen automatisch gelöscht.`,
        ],
      },
      {
        heading: '5. SSL- bzw. TLS-Verschlüsselung',
        blocks: [
          'Diese Website nutzt aus Sicherheitsgründen eine SSL- bzw. TLS-Verschlüsselung. Eine verschlüsselte Verbindung erkennen Sie daran, dass die Adresszeile Ihres Browsers mit „https://“ beginnt und ein Schloss-Symbol zeigt. Bei verschlüsselter Verbindung können die Daten, die zwischen Ihrem Browser und der Website übertragen werden, nicht von Dritten mitgelesen werden.',
        ],
      },
      externalContentSection(facts),
      {
        heading: '7. Lokaler Speicher im Bearbeitungsmodus',
        blocks: [
          'Die Website enthält einen Bearbeitungsmodus („Bearbeiten“), mit dem sich einzelne Überschriften und Texte direkt im Browser ändern lassen. Nur wenn Sie diesen Modus auf Ihrem Gerät einschalten und einen Text ändern, speichert Ihr Browser den geänderten Text im lokalen Speicher (Local Storage) dieses Geräts. Beim Laden der Seite prüft die Website lokal in Ihrem Browser, ob dort solche Änderungen gespeichert sind, und zeigt sie gegebenenfalls an.',
          `Diese Daten bleiben auf Ihrem Gerät. Sie werden weder an uns noch an Dritte übertragen, und wir erhalten keine Kenntnis davon. ${
            facts.settings.googleAds
              ? 'Außer Ihrer Entscheidung zur Conversion-Messung (Abschnitt 13) wird nichts auf das Gerät geschrieben, wenn Sie den Bearbeitungsmodus nicht nutzen.'
              : 'Wer den Bearbeitungsmodus nicht nutzt, dem wird nichts auf das Gerät geschrieben.'
          } Cookies werden hierfür nicht verwendet.`,
          'Rechtsgrundlage für das Speichern und Auslesen ist § 25 Abs. 2 Nr. 2 des Telekommunikation-Digitale-Dienste-Datenschutz-Gesetzes (TDDDG): Der Zugriff auf Ihr Gerät ist unbedingt erforderlich, um die Funktion bereitzustellen, die Sie selbst ausdrücklich nutzen. Eine Einwilligung ist dafür nicht erforderlich.',
          'Sie können die gespeicherten Änderungen jederzeit über die Schaltfläche „Alle Änderungen zurücksetzen“ oder durch das Löschen der Website-Daten in Ihrem Browser entfernen.',
        ],
      },
      {
        heading: '8. Kontakt per E-Mail und über das Kontaktformular',
        blocks: [
          [
            'Sie können uns per E-Mail an ',
            emailLink,
            ' schreiben. Wir verarbeiten dann Ihre E-Mail-Adresse, Ihren Namen, soweit Sie ihn angeben, den Inhalt Ihrer Nachricht sowie Datum und Uhrzeit des Eingangs, um Ihre Anfrage zu beantworten.',
          ],
          'Das Kontaktformular auf dieser Website überträgt keine Daten an unseren Server. Wenn Sie das Formular absenden, öffnet sich lediglich Ihr eigenes E-Mail-Programm mit einer vorbereiteten Nachricht an uns, die Ihren Namen, Ihre E-Mail-Adresse und Ihre Nachricht enthält. Erst wenn Sie diese E-Mail in Ihrem E-Mail-Programm abschicken, erhalten wir Ihre Angaben. Bis dahin bleiben Ihre Eingaben in Ihrem Browser; die Website speichert sie nicht.',
          `Die vorbereitete Nachricht endet mit der Zeile „${mailDraftFor(facts).consentRecord.replace('{date}', '…')}“, mit Datum und Uhrzeit Ihres Absendens. So hält Ihre E-Mail selbst fest, dass und wann Sie eingewilligt haben (Art. 7 Abs. 1 DSGVO); Sie können die Zeile vor dem Absenden lesen.`,
          'Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, weil Ihre Anfrage der Beratung über eine Behandlung und damit der Vorbereitung eines Vertrags dient. Betrifft Ihre Anfrage etwas anderes, stützen wir die Verarbeitung auf unser berechtigtes Interesse, Anfragen zu beantworten (Art. 6 Abs. 1 lit. f DSGVO). Für Gesundheitsdaten gilt Abschnitt 9.',
          'Bitte beachten Sie: Eine gewöhnliche E-Mail ist nicht Ende-zu-Ende-verschlüsselt. Ohne zusätzliche Verschlüsselung können ihre Inhalte auf dem Übertragungsweg und auf den beteiligten E-Mail-Servern grundsätzlich von Dritten eingesehen werden. Wenn Sie vertrauliche Angaben nicht per E-Mail senden möchten, rufen Sie uns gerne an.',
        ],
      },
      {
        heading: '9. Gesundheitsdaten',
        blocks: [
          'Angaben zu Ihrer Gesundheit, etwa zu Ihrem Haarausfall, zu Vorerkrankungen und Medikamenten oder Fotos Ihrer Kopfhaut, gehören zu den besonders geschützten Daten nach Art. 9 DSGVO. Um Ihre Anfrage zu beantworten und Sie zu einer möglichen Behandlung zu beraten, verarbeiten wir sie nur, wenn Sie ausdrücklich eingewilligt haben (Art. 9 Abs. 2 lit. a DSGVO).',
          `Mit dem Häkchen im Kontaktformular willigen Sie in die Verarbeitung Ihrer Angaben nach dieser Datenschutzerklärung ein, einschließlich der Gesundheitsdaten und Fotos, die Sie uns mit dieser Nachricht senden${
            consentNamesIstanbul(facts)
              ? `, und ausdrücklich auch in ihre Verarbeitung in ${clinics.istanbul.city} (Abschnitt 15)`
              : ''
          }. Die Nachricht hält Ihre Einwilligung mit Datum fest (Abschnitt 8).`,
          `${packageTerms.photos} Dann liegt Ihre Einwilligung mit der Nachricht vor.`,
          'Schreiben Sie uns ohne das Formular per E-Mail, rufen Sie an oder schreiben Sie per WhatsApp und teilen dabei Angaben zu Ihrer Gesundheit mit, fragen wir Sie, bevor wir diese Angaben für eine Beratung auswerten, ausdrücklich nach Ihrer Einwilligung und halten Ihre Antwort mit Datum fest. Willigen Sie nicht ein, löschen wir die Gesundheitsangaben und beantworten nur Ihre übrigen Fragen.',
          [
            'Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen, zum Beispiel per E-Mail an ',
            emailLink,
            '. Die Rechtmäßigkeit der Verarbeitung bis zum Widerruf bleibt davon unberührt (Art. 7 Abs. 3 DSGVO).',
          ],
          'Kommt ein Behandlungsvertrag zustande, verarbeiten wir die für die Behandlung erforderlichen Gesundheitsdaten auch auf Grundlage von Art. 9 Abs. 2 lit. h DSGVO. Bitte senden Sie uns Gesundheitsdaten nur, soweit sie für Ihre Anfrage nötig sind.',
        ],
      },
      {
        heading: '10. Kontakt per WhatsApp',
        blocks: [
          `Auf dieser Website finden Sie Schaltflächen und einen QR-Code, über die Sie einen Chat mit uns bei WhatsApp beginnen können. Es handelt sich um einfache Links: Solange Sie nicht darauf klicken oder den QR-Code scannen, werden keine Daten an WhatsApp übertragen. Der Link öffnet den Chat mit dieser vorformulierten Nachricht (von einer Preiskarte aus mit dem Standort der Karte): „${whatsappGreetingFor(facts.settings.consultationWording)}“ Ob Sie sie absenden, entscheiden Sie selbst.`,
          'Erst wenn Sie einen Chat beginnen, erhält WhatsApp Daten, insbesondere Ihre Telefonnummer, Ihren Profilnamen, Ihre Nachrichten sowie Angaben zu Ihrem Gerät und Ihrer Nutzung. Anbieter von WhatsApp ist für Nutzerinnen und Nutzer in Europa die WhatsApp Ireland Limited mit Sitz in Dublin, Irland, ein Unternehmen der Meta-Gruppe. Dabei können Daten auch an die Meta Platforms, Inc. in den USA übermittelt werden; Meta Platforms, Inc. ist nach dem EU-US Data Privacy Framework zertifiziert.',
          [
            'Für die Verarbeitung durch WhatsApp selbst gilt dessen Datenschutzrichtlinie unter ',
            {
              text: 'www.whatsapp.com/legal/privacy-policy-eea',
              href: 'https://www.whatsapp.com/legal/privacy-policy-eea',
            },
            '.',
          ],
          `Die Nachrichten, die Sie uns per WhatsApp senden, verarbeiten wir zur Beantwortung Ihrer Anfrage. Wir nutzen dafür: ${privacy.whatsappProduct}. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO; für Gesundheitsdaten gilt Abschnitt 9.`,
          `WhatsApp ist nicht für vertrauliche Gesundheitsangaben geeignet: WhatsApp unterliegt nicht der ärztlichen Schweigepflicht und erhält auch bei verschlüsselten Nachrichten Angaben darüber, wer wann mit wem kommuniziert. Bitte senden Sie uns Befunde, Fotos oder Angaben zu Ihrer Gesundheit deshalb nicht über WhatsApp. ${packageTerms.photos} Die Nutzung von WhatsApp ist freiwillig; E-Mail und Telefon stehen Ihnen als gleichwertige Wege zur Verfügung.`,
        ],
      },
      {
        heading: '11. Kontakt per Telefon',
        blocks: [
          [
            'Wenn Sie uns unter ',
            phoneLink,
            ' anrufen, verarbeiten wir Ihre Telefonnummer, soweit sie übermittelt wird, Ihren Namen und die Angaben, die Sie im Gespräch machen, um Ihr Anliegen zu bearbeiten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, bei sonstigen Anliegen Art. 6 Abs. 1 lit. f DSGVO; für Gesundheitsdaten gilt Abschnitt 9.',
          ],
          'Der Anruf-Link auf dieser Website öffnet lediglich die Telefonfunktion Ihres Geräts; dabei werden keine Daten an uns übertragen.',
        ],
      },
      {
        heading: '12. Link zu unserem Instagram-Profil',
        blocks: [
          'Im Fußbereich der Website verlinken wir auf unser Profil bei Instagram. Das Instagram-Symbol ist ein einfacher Link mit einer Grafik, die von dieser Website selbst geladen wird. Beim Besuch unserer Website werden deshalb keine Daten an Instagram übertragen.',
          'Erst wenn Sie auf den Link klicken, öffnet sich die Instagram-Seite, und Instagram erhält die dafür nötigen Verbindungsdaten, etwa Ihre IP-Adresse. Sind Sie bei Instagram angemeldet, kann Instagram den Besuch Ihrem Konto zuordnen. Anbieter von Instagram ist die Meta Platforms Ireland Limited mit Sitz in Dublin, Irland, die für die Verarbeitung dort selbst verantwortlich ist.',
          [
            'Einzelheiten finden Sie in der Datenschutzrichtlinie von Instagram unter ',
            { text: 'privacycenter.instagram.com/policy', href: 'https://privacycenter.instagram.com/policy' },
            '.',
          ],
        ],
      },
      conversionSection(facts),
      {
        heading: '14. Empfänger Ihrer Daten',
        blocks: [
          'Ihre Angaben erhalten bei uns nur die Mitarbeiterinnen und Mitarbeiter sowie die Ärztinnen und Ärzte, die Ihre Anfrage bearbeiten oder Sie behandeln. Darüber hinaus erhalten Daten die folgenden Empfänger, jeweils nur, soweit es für den genannten Zweck nötig ist:',
          {
            list: [
              'Cloudflare, Inc. als Auftragsverarbeiter für das Hosting und die Auslieferung dieser Website (Abschnitt 3),',
              `für E-Mails an uns der Anbieter unseres E-Mail-Postfachs: ${privacy.emailProvider},`,
              `für Anrufe bei uns der Anbieter unseres Telefonanschlusses: ${privacy.phoneProvider},`,
              'WhatsApp Ireland Limited, wenn Sie uns über WhatsApp schreiben (Abschnitt 10),',
              ...(facts.settings.googleAds
                ? [
                    'Google Ireland Limited, mit der wir für die Conversion-Messung gemeinsam verantwortlich sind, nur wenn Sie in sie eingewilligt haben (Abschnitt 13),',
                  ]
                : []),
              operator.willichOperator === null
                ? `unsere Standorte in ${clinics.willich.city} und ${clinics.istanbul.city} untereinander (beide gehören zu derselben Gesellschaft), soweit Ihre Anfrage oder Behandlung beide betrifft (Abschnitt 15),`
                : `die jeweils andere der beiden Gesellschaften (Abschnitt 1), soweit Ihre Anfrage oder Behandlung beide Standorte betrifft (Abschnitt 15),`,
              // Only a package that includes the journey sends data to those who carry and house the traveller.
              ...(travel.length
                ? [
                    `bei einer Buchung des Pakets für ${travel.map((clinic) => clinic.city).join(' oder ')} die Fluggesellschaft, das Hotel und der Transferdienst Ihrer Reise, mit den Angaben, die sie für Beförderung und Unterkunft brauchen, etwa Ihrem Namen und Ihren Reisedaten,`,
                  ]
                : []),
              `bei einer Buchung weitere Empfänger, soweit Sie die jeweilige Leistung gebucht haben: ${privacy.otherRecipients}.`,
            ],
          },
          'Anbieter, die Daten in unserem Auftrag verarbeiten, haben wir nach Art. 28 DSGVO vertraglich verpflichtet, sie nur nach unseren Weisungen zu verarbeiten.',
        ],
      },
      thirdCountrySection(facts, emailLink),
      {
        heading: '16. Speicherdauer',
        blocks: [
          'Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder gesetzliche Aufbewahrungspflichten es verlangen. Im Einzelnen:',
          {
            list: [
              `Server-Logdateien werden nach ${terms.serverLogRetentionDays} Tagen automatisch gelöscht.`,
              'Änderungen im Bearbeitungsmodus bleiben im lokalen Speicher Ihres Browsers, bis Sie sie zurücksetzen oder die Website-Daten in Ihrem Browser löschen; wir haben darauf keinen Zugriff.',
              ...(facts.settings.googleAds
                ? [
                    'Ihre Entscheidung zur Conversion-Messung bleibt im lokalen Speicher Ihres Browsers, bis Sie sie ändern oder die Website-Daten löschen; die Cookies, die das Google-Tag auf unserer Domain setzt, laufen nach höchstens 90 Tagen ab; wie lange Google eigene Cookies auf seinen Domains speichert, steht in Abschnitt 13.',
                  ]
                : []),
              'Anfragen per E-Mail, WhatsApp oder Telefon speichern wir, bis Ihr Anliegen abschließend bearbeitet ist. Kommt kein Vertrag zustande, löschen wir die Daten danach, soweit keine gesetzlichen Aufbewahrungspflichten entgegenstehen.',
              'Widerrufen Sie eine Einwilligung, löschen wir die darauf gestützten Daten, soweit keine andere Rechtsgrundlage für ihre Verarbeitung besteht.',
              'Kommt ein Behandlungsvertrag zustande, bewahren wir die Unterlagen so lange auf, wie gesetzliche Pflichten es vorschreiben, etwa für die ärztliche Dokumentation zehn Jahre nach Abschluss der Behandlung (§ 630f Abs. 3 BGB), und beachten die handels- und steuerrechtlichen Aufbewahrungsfristen.',
            ],
          },
        ],
      },
      {
        heading: '17. Ihre Rechte',
        blocks: [
          'Ihnen stehen hinsichtlich Ihrer personenbezogenen Daten die folgenden Rechte zu:',
          {
            list: [
              'Auskunft über die Daten, die wir über Sie verarbeiten (Art. 15 DSGVO),',
              'Berichtigung unrichtiger und Vervollständigung unvollständiger Daten (Art. 16 DSGVO),',
              'Löschung Ihrer Daten (Art. 17 DSGVO),',
              'Einschränkung der Verarbeitung (Art. 18 DSGVO),',
              'Datenübertragbarkeit, also Erhalt der Daten, die Sie uns bereitgestellt haben, in einem strukturierten, gängigen und maschinenlesbaren Format (Art. 20 DSGVO),',
              'Widerspruch gegen die Verarbeitung (Art. 21 DSGVO, siehe Abschnitt 18),',
              'Widerruf einer erteilten Einwilligung jederzeit mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO); die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt.',
            ],
          },
          [
            'Um Ihre Rechte auszuüben, genügt eine formlose Nachricht, zum Beispiel per E-Mail an ',
            emailLink,
            operator.willichOperator === null
              ? `. Sie können sich auch an unseren Standort in ${clinics.willich.city} wenden (Abschnitt 1).`
              : '. Sie können sich auch an unseren Vertreter in der Europäischen Union wenden (Abschnitt 1).',
          ],
        ],
      },
      {
        heading: '18. Widerspruchsrecht nach Art. 21 DSGVO',
        blocks: [
          'Soweit wir Ihre Daten auf Grundlage berechtigter Interessen verarbeiten (Art. 6 Abs. 1 lit. f DSGVO), haben Sie das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit Widerspruch gegen diese Verarbeitung einzulegen. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.',
        ],
      },
      {
        heading: '19. Beschwerderecht bei einer Aufsichtsbehörde',
        blocks: [
          'Wenn Sie der Ansicht sind, dass die Verarbeitung Ihrer personenbezogenen Daten gegen die DSGVO verstößt, haben Sie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO). Sie können sich insbesondere an die Aufsichtsbehörde des Mitgliedstaats Ihres gewöhnlichen Aufenthalts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes wenden.',
          `Zuständig für Nordrhein-Westfalen, wo sich unser Standort ${clinics.willich.city} befindet, ist:`,
          'Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen\nKavalleriestraße 2–4\n40213 Düsseldorf',
          ['Website: ', { text: 'www.ldi.nrw.de', href: 'https://www.ldi.nrw.de' }],
        ],
      },
      {
        heading: '20. Pflicht zur Bereitstellung und automatisierte Entscheidungen',
        blocks: [
          'Sie sind weder gesetzlich noch vertraglich verpflichtet, uns personenbezogene Daten bereitzustellen. Ohne die Verbindungsdaten (Abschnitte 3 und 4) kann die Website jedoch technisch nicht ausgeliefert werden, ohne Ihre Kontaktdaten können wir Ihre Anfrage nicht beantworten, und ohne die für die Behandlung erforderlichen Angaben können wir keinen Behandlungsvertrag mit Ihnen schließen.',
          'Eine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO findet nicht statt.',
        ],
      },
      {
        heading: '21. Änderungen dieser Datenschutzerklärung',
        blocks: [
          'Wir passen diese Datenschutzerklärung an, wenn sich die Website, unsere Datenverarbeitung oder die Rechtslage ändern. Es gilt jeweils die auf dieser Seite veröffentlichte Fassung mit dem angegebenen Stand.',
        ],
      },
    ],
    asOf: 'Stand: November 2026',
  };
}

export const datenschutz = datenschutzFor(site);
