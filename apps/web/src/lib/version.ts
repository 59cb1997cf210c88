/**
 * Compares dotted versions numerically, part by part (1.10.0 > 1.9.9; 1.2 == 1.2.0). Non-numeric parts
 * count as 0. Negative when `a` is older than `b`, 0 when equal, positive when newer.
 */
export function compareVersions(a: string, b: string): number {
  const pa = a.trim().replace(/^v/i, '').split('.');
  const pb = b.trim().replace(/^v/i, '').split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = Number.parseInt(pa[i] ?? '0', 10) || 0;
    const y = Number.parseInt(pb[i] ?? '0', 10) || 0;
    if (x !== y) return x - y;
  }
  return 0;
}
