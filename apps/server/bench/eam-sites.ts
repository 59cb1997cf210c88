// The sites of the asset benchmark's plant: a city's drainage company running many plants and stations, each with
// the demo plant's equipment. A site's name leads its assets' names and position paths ('清河再生水厂1#进水提升泵'),
// its code leads their codes ('QH1-TS-PU-001'), so a search for a site finds its few dozen assets of a category.

/** Districts with the letters their codes use. */
const districts: ReadonlyArray<readonly [string, string]> = [
  ['清河', 'QH'], ['酒仙桥', 'JXQ'], ['高碑店', 'GBD'], ['小红门', 'XHM'], ['卢沟桥', 'LGQ'], ['吴家村', 'WJC'], ['北小河', 'BXH'], ['槐房', 'HF'],
  ['定福庄', 'DFZ'], ['高安屯', 'GAT'], ['五里坨', 'WLT'], ['郑王坟', 'ZWF'], ['垡头', 'FT'], ['东坝', 'DB'], ['黄村', 'HC'], ['马驹桥', 'MJQ'],
  ['亦庄', 'YZ'], ['通州', 'TZ'], ['顺义', 'SY'], ['昌平', 'CP'], ['沙河', 'SH'], ['回龙观', 'HLG'], ['天通苑', 'TTY'], ['温泉', 'WQ'],
  ['上庄', 'SZ'], ['良乡', 'LX'], ['长辛店', 'CXD'], ['门头沟', 'MTG'], ['怀柔', 'HR'], ['密云', 'MY'], ['延庆', 'YQ'], ['平谷', 'PG'],
  ['大兴', 'DX'], ['房山', 'FS'], ['石景山', 'SJS'], ['西红门', 'XHN'], ['孙河', 'SUH'], ['宋庄', 'SOZ'], ['永丰', 'YF'], ['旧宫', 'JG'],
];

/** What a site is. */
const kinds = ['再生水厂', '污水处理厂', '污水泵站', '雨水泵站', '再生水加压站', '污泥处置中心', '调蓄池', '排水管理所'];

export interface Site { code: string; name: string }

/** The `count` sites, district by district (every kind of the first district, then of the next). */
export function benchSites(count: number): Site[] {
  const all = districts.flatMap(([district, letters]) => kinds.map((kind, k) => ({ code: `${letters}${k + 1}`, name: `${district}${kind}` })));
  if (count > all.length) throw new Error(`the benchmark has at most ${all.length} sites`);
  return all.slice(0, count);
}
