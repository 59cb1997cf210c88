import { serverModule } from '../server-module.js';
import { createFilesService, type FilesService } from './files.service.js';
import { registerFilesRoutes } from './files.routes.js';

declare module '../server-module.js' {
  interface ModuleProvides { files: FilesService }
}

/** Uploaded files (host `portal`): stored on disk, type sniffed, read rights per file (grant checkers of other modules). */
export const filesModule = serverModule({
  name: 'files',
  needs: [],
  register(app, _needs, { db, config, clock }) {
    const files = createFilesService({ db, dataDir: config.dataDir, maxBytes: config.uploadMaxBytes, clock });
    registerFilesRoutes(app, config.hosts, files);
    return files;
  },
});
