/**
 * An amount as a blast's confirm step says it (the estimated total, each leg's cost): in the locale's words, up to 4
 * decimals (per-message prices are fractions of a cent), isolated left to right (U+2066 … U+2069, without the marks
 * `Intl` adds) so that in a right-to-left sentence its symbol stays with its amount ("0.0114 US$", never
 * "$US 0.0114"). The composer's cost line isolates its amounts the same way.
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
