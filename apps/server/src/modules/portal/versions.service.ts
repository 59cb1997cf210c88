import type { VersionsRepository } from './versions.repository.js';
import { compareVersions } from '@wp/contract';

/** The native app's update check against the stored releases. */
export function createVersionsService(deps: { repo: VersionsRepository }) {
  return {
    /** The newest release of the platform, whether it is newer than `version`, and whether a skipped release forces the update. */
    async check(platform: 'android' | 'ios', version: string) {
      const releases = (await deps.repo.releases(platform)).sort((a, b) => compareVersions(b.version, a.version));
      const latest = releases[0];
      const newer = releases.filter((r) => compareVersions(r.version, version) > 0);
      return {
        hasUpdate: newer.length > 0,
        latestVersion: latest?.version ?? null,
        downloadUrl: latest?.download_url ?? null,
        notes: latest?.notes ?? null,
        force: newer.some((r) => r.force_update === 1),
        publishTime: latest?.published_at ?? null,
      };
    },
  };
}
export type VersionsService = ReturnType<typeof createVersionsService>;
