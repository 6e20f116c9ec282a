// The ISO 4217 exponent of a currency: how many minor units make one major unit (10^exponent). Amounts on the wire
// are integers in minor units with this exponent (docs/design.md "Records"), which is not always the number of
// decimals Intl shows by default (CLDR shows HUF, IDR, COP... without decimals and IQD with none; ISO gives 2 and 3).
const ZERO = new Set('BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX VND VUV XAF XOF XPF'.split(' '));
const THREE = new Set('BHD IQD JOD KWD LYD OMR TND'.split(' '));

export function currencyExponent(code: string): number {
  const upper = code.toUpperCase();
  if (ZERO.has(upper)) return 0;
  return THREE.has(upper) ? 3 : 2;
}
