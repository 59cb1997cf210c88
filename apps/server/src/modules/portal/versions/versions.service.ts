import fs from 'node:fs/promises';
import path from 'node:path';
import { appVersionApi, compareVersions, fullPath } from '@wp/contract';
import type { Session } from '../../../platform/auth/session.js';
import { newId, type Clock } from '../../../platform/clock.js';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors.js';
import type { VersionsRepository } from './versions.repository.js';

const PLATFORMS = { android: { ext: '.apk', mime: 'application/vnd.android.package-archive' }, ios: { ext: '.ipa', mime: 'application/octet-stream' } };
type Platform = keyof typeof PLATFORMS;
/** Both packages are ZIP archives: a file without the ZIP signature is not one, whatever its name says. */
const isZip = (b: Buffer) => b.length > 4 && b.readUInt32LE(0) === 0x04034b50;

/**
 * Native app releases: the update check against the stored releases, and publishing a release with its
 * package, which this server keeps (DATA_DIR/packages) and serves to the app's updater.
 */
export function createVersionsService(deps: { repo: VersionsRepository; clock: Clock; dataDir: string; hosts: Record<string, string> }) {
  const dir = path.join(deps.dataDir, 'packages');
  const fileOf = (id: string, platform: Platform) => path.join(dir, `${id}${PLATFORMS[platform].ext}`);
  const newest = async (platform: string) => (await deps.repo.releases(platform)).sort((a, b) => compareVersions(b.version, a.version));

  return {
    /** The newest release of the platform, whether it is newer than `version`, and whether a skipped release forces the update. */
    async check(platform: Platform, version: string) {
      const releases = await newest(platform);
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

    /** Publishes a release (administrators): checked fields, a ZIP package, a version newer than every published one. */
    async publish(session: Session, input: { fields: Record<string, string>; fileName: string; content: Buffer }) {
      if (!session.isAdmin) throw forbidden('portal.version.adminOnly');
      const platform = input.fields.platform as Platform;
      if (!Object.hasOwn(PLATFORMS, platform)) throw badRequest('portal.version.badPlatform');
      const version = (input.fields.version ?? '').trim();
      if (!appVersionApi.dottedVersion.safeParse(version).success) throw badRequest('portal.version.badVersion');
      if (!input.fileName.toLowerCase().endsWith(PLATFORMS[platform].ext) || !isZip(input.content)) throw badRequest('portal.version.badPackage');
      const latest = (await newest(platform))[0];
      if (latest && compareVersions(version, latest.version) <= 0) throw conflict('portal.version.notNewer', { latest: latest.version });
      const id = newId();
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(fileOf(id, platform), input.content);
      const downloadUrl = fullPath(appVersionApi.download, deps.hosts as never).replace(':id', id);
      await deps.repo.insert({
        id, platform, version, download_url: downloadUrl, notes: (input.fields.notes ?? '').trim().slice(0, 2000) || null,
        force_update: input.fields.force === 'true' ? 1 : 0, published_at: deps.clock.now().toISOString(),
      });
      return { id, platform, version, downloadUrl };
    },

    /** A release's package and its name, for the updater. */
    async package(id: string) {
      const release = /^[0-9a-f]{32}$/.test(id) ? await deps.repo.release(id) : undefined;
      if (!release) throw notFound('portal.version.notFound');
      const platform = release.platform as Platform;
      const content = await fs.readFile(fileOf(release.id, platform)).catch(() => null);
      if (!content) throw notFound('portal.version.notFound');
      return { content, mime: PLATFORMS[platform].mime, fileName: `water-plant-portal-${release.version}${PLATFORMS[platform].ext}` };
    },
  };
}
export type VersionsService = ReturnType<typeof createVersionsService>;
