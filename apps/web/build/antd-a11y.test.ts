// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { applyFixes, fixes } from './antd-a11y.js';

const require = createRequire(import.meta.url);

describe('the accessibility fixes of antd-mobile', () => {
  it('each finds its code in the installed antd-mobile and changes it', () => {
    for (const fix of fixes) {
      const file = require.resolve(fix.module);
      const fixed = applyFixes(fs.readFileSync(file, 'utf8'), file)!;
      expect(fixed).toContain(fix.to);
    }
  });

  it('leaves other modules alone and fails loudly when the code it fixes is gone', () => {
    expect(applyFixes('export {}', '/x/antd-mobile/es/components/button/button.js')).toBeNull();
    expect(() => applyFixes('export {}', '/x/antd-mobile/es/components/input/input.js')).toThrow(/no longer contains/);
  });
});
