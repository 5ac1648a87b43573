// The owner's own headlines, as `npm run test:live` publishes them into its copy with `npm run texts:apply`: every
// editable text rewritten (one with a range typed with a hyphen, as people type), each within the wording rules, since
// texts:apply runs without --accept-risk (a recovery figure with its step, no promised outcome, a technique named
// without a benefit it would have to prove). Publishing texts must never turn the suite red, just as filling in the
// facts must not.
import type { EditableKey } from '../../src/edit-mode/editable-keys.ts';

export const liveTexts: Record<EditableKey, string> = {
  'hero-badge': 'Haartransplantation mit Betreuung auf Deutsch',
  'hero-title-1': 'Gut geplant –',
  'hero-title-2': 'mit einem Team, das Sie kennt',
  'hero-subtitle':
    'Wir planen Ihre Behandlung von Willich aus und begleiten Sie bis zum Ergebnis. Nach 2-3 Wochen sind Sie in der Regel wieder im Alltag.',
  'usps-title': 'Was uns auszeichnet',
  'usps-subtitle': 'Sechs Gründe, aus denen Patientinnen und Patienten uns weiterempfehlen.',
  'usp1-title': 'Erfahrenes Ärzteteam',
  'usp2-title': 'Saphir-FUE',
  'usp3-title': 'Ein Preis für alles',
  'usp4-title': 'Beratung in Willich',
  'usp5-title': 'Ehrliche Prognose',
  'usp6-title': 'Nachsorge bis zum Ergebnis',
  'usp1-desc': 'Unsere Ärztinnen und Ärzte arbeiten seit vielen Jahren mit der FUE-Methode.',
  'usp2-desc': 'Die Kanäle für die Grafts werden mit feinen Klingen aus Saphir geöffnet.',
  'usp3-desc': 'Sie kennen den Paketpreis, bevor Sie buchen, und wissen, was er umfasst.',
  'usp4-desc': 'Das Vorgespräch führen Sie persönlich in Willich oder per Video, ganz wie Sie möchten.',
  'usp5-desc': 'Wir sagen Ihnen vorher offen, was bei Ihrem Haar möglich ist und was nicht.',
  'usp6-desc': 'Bis zum Ergebnis nach 12–14 Monaten begleiten wir Ihr Wachstum, per Foto oder vor Ort.',
  'services-title': 'Pakete und Preise',
  'services-subtitle': 'Wählen Sie den Standort, der zu Ihnen passt.',
};
