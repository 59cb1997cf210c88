/** A decimal number as typed ('12', '12.5'), not negative. */
const DECIMAL = /^\d+(\.\d+)?$/;

/** The number of a typed text; undefined for an empty box. Throws nothing: a text that is no number is NaN. */
export function typedNumber(text: string | undefined): number | undefined {
  const s = (text ?? '').trim();
  if (!s) return undefined;
  return DECIMAL.test(s) ? Number(s) : NaN;
}

/** A form rule (antd-mobile validator) for an optional number from `min` to `max`, with the message to show. */
export const numberRule = (min: number, max: number, message: string) => ({
  validator: async (_: unknown, value?: string) => {
    const n = typedNumber(value);
    if (n !== undefined && !(n >= min && n <= max)) throw new Error(message);
  },
});
