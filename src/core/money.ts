/**
 * An amount as every price on screen says it — the composer's cost line and phone comparison, a blast's confirm and
 * its split: in the locale's words, up to 4 decimals (per-message prices are fractions of a cent), isolated left to
 * right (U+2066 … U+2069, without the direction marks `Intl` adds) so that in a right-to-left sentence its symbol
 * stays with its amount ("0.0114 US$", never "$US 0.0114"). A currency `Intl` does not know is said as its code.
 * Pure: no DOM, no Node APIs.
 *
 * @example
 * money('en', { amount: 0.0114, currency: 'USD' }); // '\u2066$0.0114\u2069'
 */
export function money(locale: string, amount: { amount: number; currency: string }): string {
  let text: string;
  try {
    text = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: amount.currency,
      maximumFractionDigits: 4,
    }).format(amount.amount);
  } catch {
    text = `${amount.amount} ${amount.currency}`;
  }
  return `\u2066${text.replace(/[\u200e\u200f\u061c]/g, '')}\u2069`;
}
