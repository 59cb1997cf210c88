import type { FlowGroup, StartableFlow } from '@wp/contract';
import { categoryStyle } from './category-style.js';

export interface PlacedGroup { group: FlowGroup; icon: ReturnType<typeof categoryStyle>['icon']; color: string }
export interface Placed { flow: StartableFlow; color: string; typeName: string }

/** The categories with their icon and colour; categories without a startable flow are left out. */
export const placeGroups = (groups: FlowGroup[]): PlacedGroup[] =>
  groups.map((group, i) => ({ group, ...categoryStyle(group.icon, i) })).filter((g) => g.group.flowList.length > 0);

/** Every startable flow by its key, with its category's colour and name (to draw often-used tiles and search hits). */
export function flowsByKey(groups: PlacedGroup[]): Map<string, Placed> {
  const map = new Map<string, Placed>();
  for (const g of groups) for (const flow of g.group.flowList) if (!map.has(flow.defKey)) map.set(flow.defKey, { flow, color: g.color, typeName: g.group.typeName });
  return map;
}

/** Where tapping a flow goes: its start form (instId 0: a new instance, not a draft). */
export const startPath = (flow: Pick<StartableFlow, 'defId'>) => `/work/startFlow/${encodeURIComponent(flow.defId)}/0`;
