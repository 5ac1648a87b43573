// German number formatting shared by the copy and the pages.

const integer = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** 2299 -> '2.299 EUR', the spec's way of writing prices. */
export function formatEuro(amount: number): string {
  return `${integer.format(amount)} EUR`;
}

/** 10000 -> '10.000'. */
export function formatNumber(value: number): string {
  return integer.format(value);
}
