import { expect, it } from 'vitest';
import { rootFontSize } from './root-font.js';

it('sets the root font to a tenth of the viewport width, clamped to 320-768 px', () => {
  expect(rootFontSize(390)).toBe(39);
  expect(rootFontSize(200)).toBe(32);
  expect(rootFontSize(820)).toBe(76.8);
});
