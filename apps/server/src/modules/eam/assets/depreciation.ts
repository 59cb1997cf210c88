/**
 * Straight-line depreciation by month (ADR 0024), the Chinese accounting rule: an asset registered (入账) in a
 * month is first depreciated in the next month (当月增加当月不提); each month takes
 * original × (1 − residualsRate) / (serviceLife × 12), until the net value reaches the residual value. Pure:
 * the day asked is passed in.
 */
export interface DepreciationInput {
  originalUnitPrice: number;
  /** 0..1 */
  residualsRate: number;
  /** Years. */
  serviceLife: number;
  /** yyyy-MM-dd */
  registerDate: string;
  /** yyyy-MM-dd: the day the figures are for. */
  asOf: string;
}

export interface Depreciation {
  residualsPrice: number;
  monthDepreciationPrice: number;
  depreciatedMonths: number;
  accumulatedDepreciation: number;
  currentYearDepreciation: number;
  navPrice: number;
}

/** Money in yuan to the fen. */
const fen = (n: number) => Math.round(n * 100) / 100;
/** A month as a count from year 0: months between two days are a subtraction. */
const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/** The figures of one asset on one day. */
export function depreciate(a: DepreciationInput): Depreciation {
  const lifeMonths = Math.max(0, Math.round(a.serviceLife * 12));
  const residual = a.originalUnitPrice * a.residualsRate;
  const depreciable = a.originalUnitPrice - residual;
  const monthly = lifeMonths > 0 ? depreciable / lifeMonths : 0;
  const registered = monthIndex(a.registerDate);
  // Months depreciated up to and including the month of `month` (the first one is the month after registration).
  const monthsBy = (month: number) => Math.min(lifeMonths, Math.max(0, month - registered));
  // The last month takes what is left, so the net value ends exactly at the residual value.
  const accumulatedBy = (month: number) => {
    const months = monthsBy(month);
    return months >= lifeMonths ? fen(depreciable) : fen(monthly * months);
  };
  const asOf = monthIndex(a.asOf);
  const accumulated = lifeMonths > 0 ? accumulatedBy(asOf) : 0;
  const lastYearEnd = asOf - (asOf % 12) - 1;
  const beforeThisYear = lifeMonths > 0 ? accumulatedBy(lastYearEnd) : 0;
  return {
    residualsPrice: fen(residual),
    monthDepreciationPrice: fen(monthly),
    depreciatedMonths: monthsBy(asOf),
    accumulatedDepreciation: accumulated,
    currentYearDepreciation: fen(accumulated - beforeThisYear),
    navPrice: fen(a.originalUnitPrice - accumulated),
  };
}
