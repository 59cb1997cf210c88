import { describe, expect, it } from 'vitest';
import { pointCodeOf } from './point-entry.js';
import { pointRow } from './test/fixtures.js';

const points = [pointRow('p1', 1), pointRow('p2', 2)];

describe('pointCodeOf', () => {
  it('reads a typed code in any case as the round spells it', () => {
    expect(pointCodeOf(' xj-ycl-02 ', points)).toBe('XJ-YCL-02');
    expect(pointCodeOf('XJ-OTHER-9', points)).toBe('XJ-OTHER-9');
    expect(pointCodeOf('  ', points)).toBe('');
  });

  it('reads a tag\'s URL with the URL parser', () => {
    expect(pointCodeOf('https://plant.example/eam/device-QR?pointCode=XJ-YCL-01', points)).toBe('XJ-YCL-01');
    expect(pointCodeOf('https://plant.example/eam/inspectioin/pointDo?p=XJ-YCL-02&x=a=b', points)).toBe('XJ-YCL-02');
  });

  it('takes an asset\'s label for the round\'s point at that asset', () => {
    expect(pointCodeOf('TS-PU-002', points)).toBe('XJ-YCL-02');
    expect(pointCodeOf('https://plant.example/eam/device-QR?assetCode=TS-PU-001', points)).toBe('XJ-YCL-01');
  });
});
