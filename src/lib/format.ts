// German formatting of numbers and addresses, shared by the copy and the pages.
import type { PostalAddress } from '../site.ts';

const integer = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** 2299 -> '2.299 EUR', the spec's way of writing prices. */
export function formatEuro(amount: number): string {
  return `${integer.format(amount)} EUR`;
}

/** 10000 -> '10.000'. */
export function formatNumber(value: number): string {
  return integer.format(value);
}

/** A postal address as its lines: street, postal code and city, country. */
export function addressLines(address: PostalAddress): string[] {
  return [address.street, `${address.postalCode} ${address.city}`, address.country];
}
