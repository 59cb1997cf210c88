import { describe, expect, it } from 'vitest';
import { labelUrl, scanTarget } from './scan-text.js';

describe('scanTarget', () => {
  it('reads a bare code as an asset', () => {
    expect(scanTarget(' TS-PU-001 ')).toEqual({ kind: 'asset', code: 'TS-PU-001' });
  });
  it('reads the label URLs of assets and points, whatever the host', () => {
    expect(scanTarget('https://plant.example/eam/device-QR?assetCode=TS-PU-001')).toEqual({ kind: 'asset', code: 'TS-PU-001' });
    expect(scanTarget('http://10.0.0.5:8080/eam/device-QR?x=a%3Db&pointCode=XJ-01')).toEqual({ kind: 'point', code: 'XJ-01' });
  });
  it('reads the original system\'s forms: ?code= and the path', () => {
    expect(scanTarget('https://eam.example/asset?code=A%2D1')).toEqual({ kind: 'asset', code: 'A-1' });
    expect(scanTarget('https://eam.example/eam/basic-info/TS-PU-002')).toEqual({ kind: 'asset', code: 'TS-PU-002' });
  });
  it('names nothing for other text', () => {
    expect(scanTarget('')).toBeNull();
    expect(scanTarget('hello world')).toBeNull();
    expect(scanTarget('javascript:alert(1)')).toBeNull();
    expect(scanTarget('https://plant.example/eam/device-QR')).toBeNull();
    expect(scanTarget('https://plant.example/eam/device-QR?pointCode=a%20b')).toBeNull();
    expect(scanTarget('WIFI:S:plant;T:WPA;P:secret;;')).toBeNull();
  });
  it('round-trips the URLs it makes', () => {
    expect(scanTarget(labelUrl({ kind: 'asset', code: 'TS-PU-001' }, 'https://plant.example'))).toEqual({ kind: 'asset', code: 'TS-PU-001' });
    expect(scanTarget(labelUrl({ kind: 'point', code: 'XJ.01' }, 'https://plant.example'))).toEqual({ kind: 'point', code: 'XJ.01' });
  });
});
