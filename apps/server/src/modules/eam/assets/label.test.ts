import { describe, expect, it } from 'vitest';
import { codeOfLabel } from './label.js';

describe('codeOfLabel', () => {
  it('reads a code, or a URL naming one in assetCode, code or its last path segment', () => {
    expect(codeOfLabel('TS-PU-001')).toBe('TS-PU-001');
    expect(codeOfLabel('https://a.cn/eam/basic-info/TS-PU-001')).toBe('TS-PU-001');
    expect(codeOfLabel('https://a.cn/eam/device-QR?x=1&assetCode=TS%2DPU%2D001')).toBe('TS-PU-001');
    expect(codeOfLabel('https://a.cn/p?code=TS-PU-001')).toBe('TS-PU-001');
    expect(codeOfLabel('/eam/basic-info/TS-PU-001#top')).toBe('TS-PU-001');
  });

  it('reads nothing from other schemes, odd codes, broken escapes or protocol-relative URLs', () => {
    for (const txt of ['javascript:alert(1)', 'ftp://a.cn/TS-PU-001', 'https://a.cn/?assetCode=a=b', 'https://a.cn/%E0%A4%A', '//evil.cn/TS-PU-001', 'https://a.cn/', '资产 001']) {
      expect(codeOfLabel(txt), txt).toBeNull();
    }
  });
});
