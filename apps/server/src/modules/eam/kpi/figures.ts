/**
 * The KPIs' arithmetic on the aggregates the repository answers: pure, no database. A figure without a base (no
 * failure, nothing due, no time) is null: never Infinity or NaN on the wire.
 */

const round = (v: number, places: number) => {
  const f = 10 ** places;
  return Math.round(v * f) / f;
};
/** Hours to the hundredth; rates to the ten-thousandth (0.9551 = 95.51%). */
export const roundHours = (v: number) => round(v, 2);
export const roundRate = (v: number) => round(v, 4);

/** a ÷ b, or null when b is not positive. */
const ratio = (a: number, b: number) => (b > 0 ? a / b : null);

export interface Reliability {
  operatingHours: number;
  downtimeHours: number;
  mtbfHours: number | null;
  availability: number | null;
}

/**
 * Operating time = assets × hours − downtime (never below zero); MTBF = operating ÷ failures; availability =
 * operating ÷ (operating + downtime), i.e. of the assets' whole time.
 */
export function reliability(assets: number, hours: number, downtime: number, failures: number): Reliability {
  const total = assets * hours;
  const down = Math.min(downtime, total);
  const operating = Math.max(0, total - down);
  const mtbf = ratio(operating, failures);
  const availability = ratio(operating, total);
  return {
    operatingHours: roundHours(operating),
    downtimeHours: roundHours(down),
    mtbfHours: mtbf === null ? null : roundHours(mtbf),
    availability: availability === null ? null : roundRate(availability),
  };
}

export interface RepairSums { repairs: number; total: number; waiting: number; repair: number; acceptance: number }

/** MTTR and its steps: the means of the sums over the repairs restored. */
export function repairTimes(s: RepairSums | undefined) {
  const n = s?.repairs ?? 0;
  const mean = (sum: number | undefined) => (n > 0 ? roundHours((sum ?? 0) / n) : null);
  return { repairs: n, hours: mean(s?.total), waitingHours: mean(s?.waiting), repairHours: mean(s?.repair), acceptanceHours: mean(s?.acceptance) };
}

/** PM compliance: finished by the deadline ÷ due. */
export function maintenance(m: { due: number; onTime: number; finished: number; open: number } | undefined) {
  const due = m?.due ?? 0;
  const onTime = m?.onTime ?? 0;
  const c = ratio(onTime, due);
  return { due, onTime, late: (m?.finished ?? 0) - onTime, overdueOpen: m?.open ?? 0, compliance: c === null ? null : roundRate(c) };
}

/** Round completion: recorded ÷ due; abnormal rate: abnormal ÷ recorded. */
export function rounds(r: { due: number; recorded: number; abnormal: number; missed: number } | undefined) {
  const due = r?.due ?? 0;
  const recorded = r?.recorded ?? 0;
  const completion = ratio(recorded, due);
  const abnormalRate = ratio(r?.abnormal ?? 0, recorded);
  return {
    due, recorded, abnormal: r?.abnormal ?? 0, missed: r?.missed ?? 0,
    completion: completion === null ? null : roundRate(completion), abnormalRate: abnormalRate === null ? null : roundRate(abnormalRate),
  };
}
