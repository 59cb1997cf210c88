import type { RuntimeConfig } from '@wp/contract';

let current: RuntimeConfig | null = null;

/**
 * Loaded once before the first render, so one build serves every deployment. The server writes it into
 * index.html (a JSON data block, no round trip); the development server has no such block, so it is fetched.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const inline = document.getElementById('runtime-config')?.textContent;
  if (inline) return (current = JSON.parse(inline) as RuntimeConfig);
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
