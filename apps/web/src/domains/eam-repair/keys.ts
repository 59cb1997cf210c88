import type { RepairScope, RepairStatus } from './types.js';

/** What an order list asks for besides the page. */
export interface RepairOrderSearch {
  scope: RepairScope;
  /** One status (a tab); none: every status. */
  status?: RepairStatus;
  /** Search text over the order code and the asset's name and code, trimmed; '' for none. */
  text: string;
}

/** Query keys of corrective repair and its settings (the asset system, ADR 0024). */
export const eamRepairKeys = {
  all: ['eamRepair'] as const,
  orders: () => [...eamRepairKeys.all, 'orders'] as const,
  orderList: (search: RepairOrderSearch) =>
    [...eamRepairKeys.orders(), 'list', { scope: search.scope, status: search.status ?? null, text: search.text }] as const,
  statusCount: (scope: RepairScope) => [...eamRepairKeys.orders(), 'statusCount', scope] as const,
  order: (id: string) => [...eamRepairKeys.orders(), 'byId', id] as const,
  /** An asset's orders (its history): under orders(), so what refreshes the lists refreshes it. */
  byAsset: (assetId: string) => [...eamRepairKeys.orders(), 'byAsset', assetId] as const,
  settings: () => [...eamRepairKeys.all, 'settings'] as const,
  categories: () => [...eamRepairKeys.settings(), 'categories'] as const,
  templates: () => [...eamRepairKeys.settings(), 'templates'] as const,
  templateList: (search: { text: string; categoryId?: string }) =>
    [...eamRepairKeys.templates(), 'list', { text: search.text, categoryId: search.categoryId ?? null }] as const,
  template: (id: string) => [...eamRepairKeys.templates(), 'byId', id] as const,
  urgencies: () => [...eamRepairKeys.settings(), 'urgencies'] as const,
  urgency: (id: string) => [...eamRepairKeys.urgencies(), 'byId', id] as const,
  groups: () => [...eamRepairKeys.settings(), 'groups'] as const,
  groupList: (status?: string) => [...eamRepairKeys.groups(), 'list', status ?? null] as const,
  group: (id: string) => [...eamRepairKeys.groups(), 'byId', id] as const,
  users: (text: string) => [...eamRepairKeys.settings(), 'users', text] as const,
};

/** A list of ids or rows as one form field: the asset system reads a JSON array text (repeated fields keep only the last). */
export const jsonField = (value: unknown[]) => JSON.stringify(value);
