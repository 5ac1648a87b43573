// German formatting of numbers and addresses, shared by the copy and the pages.
import type { Company, PostalAddress } from '../site.ts';

const integer = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** 2299 -> '2.299' and 'EUR': a price's parts, for a page that sets them in two sizes. */
export function euroParts(amount: number): { readonly figure: string; readonly currency: string } {
  return { figure: integer.format(amount), currency: 'EUR' };
}

/** 2299 -> '2.299 EUR', the spec's way of writing prices. */
export function formatEuro(amount: number): string {
  const { figure, currency } = euroParts(amount);
  return `${figure} ${currency}`;
}

/** 10000 -> '10.000'. */
export function formatNumber(value: number): string {
  return integer.format(value);
}

const share = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** 93 -> '93 %', 83.5 -> '83,5 %': a share in percent, with at most one decimal, as German copy writes it. */
export function formatPercent(value: number): string {
  return `${share.format(value)} %`;
}

/** A postal address as its lines: street, postal code and city, country. */
export function addressLines(address: PostalAddress): string[] {
  return [address.street, `${address.postalCode} ${address.city}`, address.country];
}

/** The abbreviation a legal form gives in brackets at its end ('Limited Şirketi (Ltd. Şti.)' -> 'Ltd. Şti.'), if any. */
export function legalFormAbbreviation(legalForm: string): string | undefined {
  return /\(([^()]+)\)\s*$/.exec(legalForm)?.[1]?.trim();
}

/**
 * A company's firm with its legal form, once: a German or Turkish firm usually carries its form already
 * („Bemedics Deutschland GmbH“), and the facts may give the form in full with its abbreviation („Gesellschaft mit
 * beschränkter Haftung (GmbH)“). The form is added only when neither it nor its abbreviation is part of the firm, and
 * never as a bracket inside a bracket.
 */
export function firmName({ companyName, legalForm }: Pick<Company, 'companyName' | 'legalForm'>): string {
  const abbreviation = legalFormAbbreviation(legalForm);
  const carried = [legalForm, abbreviation].some((form) => form && companyName.includes(form));
  if (carried) return companyName;
  return legalForm.includes('(') ? `${companyName}, ${legalForm}` : `${companyName} (${legalForm})`;
}

const MONTH = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-03' -> 'März 2026' (a review's month, a rating's date); anything else as written. */
export function monthName(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? MONTH.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))) : month;
}
