import type { RuntimeConfig } from '@wp/contract';

let current: RuntimeConfig | null = null;

/** Loaded once before the first render from the server, so one build serves every deployment. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const res = await fetch('/runtime-config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`runtime config: HTTP ${res.status}`);
  current = (await res.json()) as RuntimeConfig;
  return current;
}

export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('runtime config not loaded');
  return current;
}

/** Tests and stories set it directly. */
export function setRuntimeConfig(config: RuntimeConfig) {
  current = config;
}
