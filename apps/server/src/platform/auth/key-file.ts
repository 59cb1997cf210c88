import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The content of a key file of the data directory, made by `make` if the file does not exist yet. Server processes
 * starting together on a shared, empty data directory race here: each writes a temporary file and links it into
 * place, which fails for all but one, so every process reads the one key that won (never a half-written file).
 */
export function keyFile(file: string, make: () => string): string {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const draft = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}`;
    fs.writeFileSync(draft, make(), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return fs.readFileSync(file, 'utf8');
}
