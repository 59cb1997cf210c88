import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyFile } from './key-file.js';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'wp-key-file-'));

describe('a key file of a shared data directory', () => {
  it('is made once, private to its owner, and read back afterwards', () => {
    const file = path.join(tempDir(), 'keys', 'secret');
    expect(keyFile(file, () => 'first')).toBe('first');
    expect(keyFile(file, () => 'second')).toBe('first');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('keeps the key of a process that made it while this one was making its own, leaving no draft behind', () => {
    const dir = tempDir();
    const file = path.join(dir, 'secret');
    // Another server process wins the race between this one's check and its write.
    const mine = keyFile(file, () => {
      fs.writeFileSync(file, 'theirs');
      return 'mine';
    });
    expect(mine).toBe('theirs');
    expect(fs.readdirSync(dir)).toEqual(['secret']);
  });
});
