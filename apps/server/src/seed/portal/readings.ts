/** The plant's daily figures for the data-visualisation page, generated deterministically (same seed, same numbers). */

export interface DailyReading { day: string; inflow: number; outflow: number; cod_in: number; cod_out: number; nh3n_in: number; nh3n_out: number }

/** mulberry32: a small seeded PRNG, so the demo plant's history is the same on every install. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * `days` days of readings ending the day before `today` (yyyy-MM-dd, UTC): a 50,000 m³/d plant with a weekly
 * rhythm (less sewage at weekends), a few rainy days (more, diluted inflow) and effluent comfortably inside
 * the DB11/890 class B limits (COD 30 mg/L, ammonia nitrogen 1.5 mg/L).
 */
export function generateReadings(today: string, days: number, seed = 20260301): DailyReading[] {
  const rnd = seededRandom(seed);
  const noise = () => rnd() * 2 - 1;
  const end = Date.parse(`${today}T00:00:00Z`);
  const out: DailyReading[] = [];
  for (let i = days; i >= 1; i--) {
    const date = new Date(end - i * 86_400_000);
    const weekly = Math.sin((2 * Math.PI * date.getUTCDay()) / 7);
    const rain = rnd() < 0.15 ? 1 : 0;
    const inflow = 48_000 + 2_500 * weekly + 1_200 * noise() + rain * 6_000;
    const dilution = rain ? 0.8 : 1;
    const codIn = (320 + 35 * weekly + 25 * noise()) * dilution;
    const nh3nIn = (32 + 3.5 * weekly + 2.5 * noise()) * dilution;
    out.push({
      day: date.toISOString().slice(0, 10),
      inflow: Math.round(inflow),
      outflow: Math.round(inflow * (0.965 + 0.01 * noise())),
      cod_in: round(codIn, 1),
      cod_out: round(Math.max(8, codIn * 0.05 + 1.5 * noise()), 1),
      nh3n_in: round(nh3nIn, 2),
      nh3n_out: round(Math.max(0.1, 0.55 + 0.2 * weekly + 0.15 * noise() + rain * 0.2), 2),
    });
  }
  return out;
}

/** The page definition of 'plantDaily' (see modules/portal/datav/datav.service.ts `datavConfig`). */
export const plantDailyPage = {
  alias: 'plantDaily',
  name: '运行日报',
  config: {
    days: 30,
    charts: [
      { title: '进出水量', kind: 'line', unit: 'm³/d', series: [{ metric: 'inflow', name: '进水量' }, { metric: 'outflow', name: '出水量' }] },
      { title: '出水COD', kind: 'line', unit: 'mg/L', series: [{ metric: 'cod_out', name: '出水COD' }], limit: { value: 30, name: '排放限值 30' } },
      { title: '出水氨氮', kind: 'line', unit: 'mg/L', series: [{ metric: 'nh3n_out', name: '出水氨氮' }], limit: { value: 1.5, name: '排放限值 1.5' } },
      { title: '进水水质', kind: 'bar', unit: 'mg/L', series: [{ metric: 'cod_in', name: '进水COD' }, { metric: 'nh3n_in', name: '进水氨氮' }] },
    ],
  },
};
