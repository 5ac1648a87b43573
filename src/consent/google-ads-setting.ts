// The one check of the owner's Google Ads setting (src/site.ts `settings.googleAds`), shared by the deploy guard and
// the build: a tag ID or conversion label that cannot work would lose every conversion without a word. The values are
// checked as they are written, not trimmed, because the build uses them as they are: a trailing line feed, a
// byte-order mark or a no-break space copied with a label is a label Google never matches (docs/sicherheit.md).
import { escapeUnsafe, hasUnsafeCharacters } from '../lib/characters.ts';
import type { GoogleAds } from '../site.ts';

/** The kinds of contact the site reports as conversions (src/site.ts `GoogleAds['labels']`). */
const REPORTED_KINDS = ['whatsapp', 'phone', 'mail'] as const satisfies readonly (keyof GoogleAds['labels'])[];

/**
 * Why the setting cannot work, in German for the owner, else null. Values and the labels' kinds are shown with their
 * invisible characters escaped: the build prints the message to the terminal, and an override from the environment can
 * name a kind with escape sequences (src/lib/characters.ts).
 */
export function googleAdsProblem(googleAds: GoogleAds | null | undefined): string | null {
  if (!googleAds) return null;
  // The setting can also come from the environment (BEMEDICS_SITE_OVERRIDES), as JSON no type checked: a number or a
  // list where text belongs gets this message, not a TypeError from the tests below.
  const { tagId, labels: given } = googleAds as { readonly tagId: unknown; readonly labels: unknown };
  const isObject = given !== null && typeof given === 'object' && !Array.isArray(given);
  if (typeof tagId !== 'string' || !isObject || Object.values(given).some((label) => typeof label !== 'string')) {
    return 'Die Google-Ads-Einstellung braucht tagId als Text und labels als Objekt mit Texten (etwa { whatsapp: "AbC-D_efGhI" }).';
  }
  if (!/^AW-\d+$/.test(googleAds.tagId)) {
    return `Die Google-Ads-Tag-ID „${escapeUnsafe(googleAds.tagId)}“ hat nicht die Form AW- und Ziffern (etwa AW-123456789), ohne Leerzeichen davor oder danach.`;
  }
  // WhatsApp must report (the spec's hook); phone and mail only where the owner gives them a label.
  const labels: Record<string, string | undefined> = { ...googleAds.labels, whatsapp: googleAds.labels.whatsapp ?? '' };
  const empty = Object.entries(labels).filter(([, label]) => label !== undefined && !label.trim());
  if (empty.length > 0) {
    return `Conversion-Label leer: ${empty.map(([kind]) => escapeUnsafe(kind)).join(', ')}. Tragen Sie das Label aus Google Ads ein oder lassen Sie die Art (phone, mail) weg.`;
  }
  // Google Ads writes a label with letters, digits, - and _ only; anything else is a copying slip (a space, quotes,
  // the whole snippet) and would never match a conversion.
  const odd = Object.entries(labels).filter(([, label]) => label !== undefined && !/^[A-Za-z0-9_-]+$/.test(label));
  if (odd.length > 0) {
    return `Conversion-Label mit anderen Zeichen als Buchstaben, Ziffern, - und _ (auch Leerzeichen davor oder danach): ${odd.map(([kind, label]) => `${escapeUnsafe(kind)} „${escapeUnsafe(label ?? '')}“`).join(', ')}. Kopieren Sie nur das Label aus Google Ads (etwa AbC-D_efGhI).`;
  }
  // A kind the site does not report (a typo like "telefon") would leave those conversions unreported without a word.
  const unknown = Object.keys(labels).filter((kind) => !(REPORTED_KINDS as readonly string[]).includes(kind));
  if (unknown.length > 0) {
    return `Conversion-Label für eine Art, die die Seite nicht meldet: ${unknown.map(escapeUnsafe).join(', ')}. Die Arten heißen ${REPORTED_KINDS.join(', ')}.`;
  }
  // The notice's details and the privacy policy name the account's holder, the jointly responsible company.
  const writtenHolder: unknown = googleAds.accountHolder;
  const holder = typeof writtenHolder === 'string' ? writtenHolder : '';
  if (!/\p{L}/u.test(holder) || hasUnsafeCharacters(holder) || holder !== holder.trim()) {
    return `Es fehlt, welche Firma das Google-Ads-Konto hält (accountHolder, mit Rechtsform und Sitz, etwa „Bemedics Deutschland GmbH, Willich“); zurzeit: „${escapeUnsafe(holder)}“.`;
  }
  return null;
}
