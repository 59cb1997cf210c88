import { describe, expect, it, vi } from 'vitest';

const plugin = vi.hoisted(() => ({ name: '', scanBarcode: vi.fn() }));
vi.mock('@capacitor/core', () => ({
  registerPlugin: (name: string) => {
    plugin.name = name;
    return { scanBarcode: plugin.scanBarcode };
  },
}));
const { scanWithNativeCamera } = await import('./scanner.js');

describe('native scanner', () => {
  it("opens @capacitor/barcode-scanner's native view for any format and answers the text read", async () => {
    plugin.scanBarcode.mockResolvedValue({ ScanResult: 'https://portal.plant.example/eam/device-QR?c=PUMP-01', format: 0 });
    expect(await scanWithNativeCamera('将设备标签上的二维码放入框内')).toBe('https://portal.plant.example/eam/device-QR?c=PUMP-01');
    expect(plugin.name).toBe('CapacitorBarcodeScanner');
    expect(plugin.scanBarcode.mock.calls[0][0]).toMatchObject({ hint: 17, scanInstructions: '将设备标签上的二维码放入框内', cameraDirection: 1 });
  });

  it('null when the user closes it or the camera is refused', async () => {
    plugin.scanBarcode.mockRejectedValue(new Error('OS-PLUG-BARC-0006'));
    expect(await scanWithNativeCamera('x')).toBeNull();
    plugin.scanBarcode.mockResolvedValue({ ScanResult: '', format: 0 });
    expect(await scanWithNativeCamera('x')).toBeNull();
  });
});
