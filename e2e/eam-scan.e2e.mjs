// Asset labels: a maintenance worker holds the phone over an asset's QR label and the asset opens; the ledger's
// keeper prints the label sheet. The camera is Chromium's fake device playing a QR (e2e/fake-camera.mjs), so the
// page's own reader (the browser's BarcodeDetector or the self-served wasm) has to find the code.
import { expect, test } from './fixtures.mjs';
import { ensureChromium, launchArgs } from '../scripts/lib/chromium.mjs';
import { fakeCameraArgs, qrVideo } from './fake-camera.mjs';

const CODE = 'TS-IN-001';
const camera = qrVideo(`http://plant.example/eam/device-QR?assetCode=${CODE}`);

test.use({ user: 'zhangmin', launchOptions: { executablePath: ensureChromium(), args: [...launchArgs, ...fakeCameraArgs(camera)] } });

test('scanning an asset label with the camera opens the asset, and its keeper prints the label', async ({ page, shot }) => {
  await page.goto('/eam/getDevice');
  await page.getByRole('link', { name: '扫码查设备' }).click();
  await expect(page).toHaveURL(/\/eam\/device-QR$/);
  // The reader finds the label in the camera's frames: the asset shows with what can be done with it.
  await expect(page.getByRole('heading', { name: '1#进水电磁流量计' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(CODE).first()).toBeVisible();
  await shot('eam-scan-asset');
  await page.getByRole('button', { name: '查看设备详情' }).click();
  await expect(page).toHaveURL(new RegExp(`/eam/device-\\w+-details/${CODE}$`));

  // 张敏 keeps the ledger: the asset's label prints as a PDF sheet.
  await page.getByRole('button', { name: '打印标签' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /A4 标签纸/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^asset-labels-\d{8}-\d{4}\.pdf$/);
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
});
