/** The currency upper limit of spec 000 section 9. */
export const CURRENCY_MAX = '99999999999.99';
const MAX_INTEGER_DIGITS = 11;

export type CurrencyResult =
  | { ok: true; text: string }
  /** empty: nothing typed; invalid: a character other than digits, commas and one dot; tooLarge: above CURRENCY_MAX. */
  | { ok: false; reason: 'empty' | 'invalid' | 'tooLarge' };

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿'];

/** Digits, commas only before the dot, at most one dot, at least one digit. */
const SHAPE = /^([\d,]*)(?:\.(\d*))?$/;

/**
 * An amount in the uppercase Chinese of cheques and invoices (spec 000 section 5): 1234.56 -> 壹仟贰佰叁拾肆元伍角陆分.
 * Accepts a number or a string of digits, commas and one dot, up to 99999999999.99. Decimals beyond the
 * second are cut off, not rounded: the spec keeps "at most two decimals", and rounding could lift a value
 * over the limit (99999999999.995). Following the banking rules: 整 after 元, none after 角 or 分; a zero
 * 角 between yuan and 分 is written 零 (1010.05 -> 壹仟零壹拾元零伍分).
 */
export function currencyToChinese(value: string | number | null | undefined): CurrencyResult {
  if (value === null || value === undefined) return { ok: false, reason: 'empty' };
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return { ok: false, reason: 'invalid' };
    if (value >= 1e21) return { ok: false, reason: 'tooLarge' };
  }
  // Numbers print in plain decimal between 1e-7 and 1e21; below, the amount is zero once cut to two decimals.
  const text = typeof value === 'number' && value < 1e-6 ? '0' : String(value).trim();
  if (text === '') return { ok: false, reason: 'empty' };
  const m = SHAPE.exec(text);
  if (!m || !/\d/.test(text)) return { ok: false, reason: 'invalid' };
  const integer = m[1].replace(/,/g, '').replace(/^0+/, '');
  const decimals = (m[2] ?? '').slice(0, 2).padEnd(2, '0');
  if (integer.length > MAX_INTEGER_DIGITS) return { ok: false, reason: 'tooLarge' };

  const yuan = integerToChinese(integer);
  const [jiao, fen] = [Number(decimals[0]), Number(decimals[1])];
  if (!yuan && !jiao && !fen) return { ok: true, text: '零元整' };
  let out = yuan ? `${yuan}元` : '';
  if (!jiao && !fen) return { ok: true, text: `${out}整` };
  if (jiao) out += `${DIGITS[jiao]}角`;
  else if (yuan) out += '零';
  if (fen) out += `${DIGITS[fen]}分`;
  return { ok: true, text: out };
}

/** '' for zero; runs of zeros inside the number read as one 零, a group of four zeros drops its 万. */
function integerToChinese(digits: string): string {
  let out = '';
  let zeros = 0;
  let groupHasDigit = false;
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[i]);
    const pos = digits.length - 1 - i;
    if (d === 0) {
      zeros++;
    } else {
      if (zeros > 0) out += '零';
      zeros = 0;
      out += DIGITS[d] + PLACES[pos % 4];
      groupHasDigit = true;
    }
    if (pos % 4 === 0) {
      if (groupHasDigit) out += GROUPS[pos / 4];
      groupHasDigit = false;
    }
  }
  return out;
}

/** The amount as a number (commas dropped, cut to two decimals), or null when it is not a valid amount. */
export function parseAmount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (!currencyToChinese(value).ok) return null;
  const [int, dec = ''] = String(value).trim().replace(/,/g, '').split('.');
  return Number(`${int || '0'}.${dec.slice(0, 2) || '0'}`);
}
