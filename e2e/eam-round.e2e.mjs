// An inspection round walked without a network: 陈静 (运行一班) opens her round on the plant's Wi-Fi, walks into a
// basement pump room where the browser is offline, records one point with an out-of-range reading (flagged at
// once, with a photo) and one normal point, sees both waiting on the device, and the round refuses to finish. Back
// online the queue syncs by itself: the points are recorded with the time the device took them (its clock runs 20
// minutes behind the server's here, so the two differ), the abnormal one raised a defect, and the defect becomes a
// repair request in one tap.
import { expect, test } from './fixtures.mjs';
import { assetRefusals, photo } from './eam-helpers.mjs';
import { expectToast } from './helpers.mjs';

const ROUND = '生化池巡检';
/** The device's clock, this far behind the server's: a record must keep the device's time, not the upload's. */
const DEVICE_LAG_MS = 20 * 60_000;

// The plant's phones keep the plant's time.
test.use({ user: 'chenjing', timezoneId: 'Asia/Shanghai' });


/** A number within an item's normal range as its hint states it ('正常范围 0.055–0.075 MPa', '正常范围 ≤280 A', '≥60'). */
function normalReading(hint) {
  const both = /(-?[\d.]+)–(-?[\d.]+)/.exec(hint);
  if (both) return ((Number(both[1]) + Number(both[2])) / 2).toFixed(3).replace(/\.?0+$/, '');
  const max = /≤(-?[\d.]+)/.exec(hint);
  if (max) return String(Number(max[1]) * 0.6);
  const min = /≥(-?[\d.]+)/.exec(hint);
  return min ? String(Number(min[1]) * 1.3) : '1';
}

/** A number well outside the range the hint states. */
function outOfRangeReading(hint) {
  const max = /(?:–|≤)(-?[\d.]+)/.exec(hint);
  if (max) return String(Math.round(Number(max[1]) * 2 * 100) / 100 || 9);
  const min = /≥(-?[\d.]+)/.exec(hint);
  return String(Number(min[1]) / 2);
}

/** Fills every check item of the open point form with a normal reading; number items given in `readings` get those. */
async function fillItems(page, readings = {}) {
  const items = page.locator('.insp-point-form .insp-item');
  for (let i = 0; i < await items.count(); i += 1) {
    const item = items.nth(i);
    const number = item.locator('.insp-number-input');
    if (await number.count()) {
      const hint = await item.locator('.insp-item-hint').first().innerText().catch(() => '');
      const code = await item.getAttribute('data-item-code');
      await number.fill(readings[code] ?? normalReading(hint));
    } else if (await item.locator('[role=radio]').count() && !(await item.locator('[role=radio][aria-checked=true]').count())) {
      await item.locator('[role=radio]:not(.is-abnormal-option)').first().click();
    }
  }
}

/** The codes of the round's points still waiting, in order. */
const waitingPoints = (page) => page.locator('.insp-point', { has: page.locator('.adm-tag', { hasText: /^待检$/ }) }).evaluateAll((els) => els.map((e) => e.dataset.pointCode));

test('a round done offline: an out-of-range reading flagged at once, the queue synced with the device time, the defect reported', async ({ page, context, shot }) => {
  const refused = assetRefusals(page);
  await page.clock.install();
  await page.goto('/eam/inspectioin');
  // Her round of this shift: still 待检, or 检中 once someone (the other screen size's run) recorded a point of it.
  const card = page.locator('.insp-card', { hasText: ROUND }).first();
  await page.locator('.insp-card').or(page.getByText('没有待检的巡检任务')).first().waitFor();
  if (await card.count() === 0) {
    await page.getByRole('tab', { name: /^检中/ }).click();
    await expect(page).toHaveURL(/tab=acting/);
  }
  await card.waitFor();
  await shot('eam-round-list');
  await card.click();
  await expect(page).toHaveURL(/\/eam\/inspectioin\/detail\?.*id=/);
  // Opened online, the round and its points are kept on the device for the walk.
  await page.getByText('已保存到本机，可离线巡检').waitFor({ timeout: 20_000 });
  const [abnormalCode, normalCode] = await waitingPoints(page);
  expect(abnormalCode && normalCode, 'the round has two points waiting').toBeTruthy();
  const taskUrl = page.url();

  // The pump room: no network, and the device's clock is its own.
  await page.clock.setSystemTime(Date.now() - DEVICE_LAG_MS);
  await context.setOffline(true);
  await page.getByText('当前离线：巡检记录保存在本机，联网后自动同步').first().waitFor();

  // The first point: one reading far outside its range turns red and says so before anything is saved.
  await page.locator(`.insp-point[data-point-code="${abnormalCode}"] a`).click();
  await page.locator('.insp-point-form').waitFor();
  const first = page.locator('.insp-point-form .insp-item', { has: page.locator('.insp-number-input') }).first();
  const firstCode = await first.getAttribute('data-item-code');
  const hint = await first.locator('.insp-item-hint').innerText();
  await fillItems(page, { [firstCode]: outOfRangeReading(hint) });
  await expect(first).toHaveClass(/is-abnormal/);
  await expect(first.getByText('超出正常范围')).toBeVisible();
  await expect(page.locator('.insp-result-why')).toContainText('本点记为异常');
  await expect(page.getByRole('radio', { name: '正常' })).toBeDisabled();
  // A photo of the gauge: kept on the device with the record.
  await first.locator('input[type=file]:not([capture])').setInputFiles(photo('gauge.png'));
  await expect(first.locator('.eam-photos img')).toHaveCount(1);
  await page.locator('#insp-content').fill('读数明显偏高，已告知中控复核');
  await shot('eam-round-out-of-range');
  await page.getByRole('button', { name: '提交' }).click();
  await expectToast(page, '已保存在本机，联网后自动同步');
  const savedNote = page.locator('.insp-saved.is-queued .insp-saved-title');
  await expect(savedNote).toContainText('已保存在本机');
  const deviceTime = /（(.+)）/.exec(await savedNote.innerText())[1];
  await page.getByRole('button', { name: '返回任务' }).click();

  // The second point, normal.
  await page.locator(`.insp-point[data-point-code="${normalCode}"] a`).click();
  await page.locator('.insp-point-form').waitFor();
  await fillItems(page);
  await page.getByRole('radio', { name: '正常' }).click();
  await page.getByRole('button', { name: '提交' }).click();
  await expectToast(page, '已保存在本机，联网后自动同步');
  await page.getByRole('button', { name: '返回任务' }).click();

  // What waits on the device shows on the round, each point tagged; the round cannot be finished now.
  await expect(page.locator('.insp-sync-count').first()).toHaveText('2 个巡检点待同步');
  for (const code of [abnormalCode, normalCode]) await expect(page.locator(`.insp-point[data-point-code="${code}"]`)).toContainText('待同步');
  await expect(page.getByRole('button', { name: '完成任务' })).toBeDisabled();
  await expect(page.locator('#insp-finish-why')).toHaveText('2 个巡检点在本机待同步，同步后才能完成');
  await shot('eam-round-offline-queue');

  // Back on the Wi-Fi: the queue goes by itself.
  await context.setOffline(false);
  await expectToast(page, '已同步 2 个巡检点');
  await expect(page.locator('.insp-sync')).toHaveCount(0);
  const abnormalRow = page.locator(`.insp-point[data-point-code="${abnormalCode}"]`);
  await expect(abnormalRow).toContainText('异常');
  await expect(abnormalRow).toContainText('1 项异常');
  await expect(page.locator(`.insp-point[data-point-code="${normalCode}"]`)).toContainText('正常');
  // Points are still waiting: finishing is refused, naming the next of them.
  await expect(page.getByRole('button', { name: '完成任务' })).toBeDisabled();
  const stillWaiting = await page.locator('.insp-point', { has: page.locator('.adm-tag', { hasText: /^待检$/ }) }).locator('.insp-point-name').allInnerTexts();
  await expect(page.locator('#insp-finish-why')).toHaveText(`还有 ${stillWaiting.length} 个巡检点未巡检：${stillWaiting.slice(0, 3).join('、')}${stillWaiting.length > 3 ? ' 等' : ''}`);
  await shot('eam-round-synced');

  // The abnormal point as the server keeps it: the device's time, the upload's time apart from it, the photo.
  await abnormalRow.locator('a').click();
  const facts = page.locator('.insp-facts');
  await expect(facts.locator('div', { hasText: '巡检时间' }).locator('dd')).toHaveText(deviceTime);
  await expect(facts.locator('div', { hasText: '上传时间' }).locator('dd')).not.toHaveText(deviceTime);
  await expect(page.locator('.insp-readings li.is-abnormal')).toHaveCount(1);
  await expect(page.locator('.insp-readings li.is-abnormal .eam-photos img')).toHaveCount(1);
  await expect(page.getByText('本点异常已生成缺陷')).toBeVisible();
  await shot('eam-round-recorded-point');

  // One tap: the defect as a repair request, its asset and findings filled in.
  await page.clock.setSystemTime(Date.now());
  await page.getByRole('link', { name: '发起报修' }).click();
  await expect(page).toHaveURL(/\/eam\/maintenance2\/deviceFix\?new=1/);
  const sheet = page.getByRole('dialog', { name: '我要报修' });
  await sheet.locator('.repair-source', { hasText: '跟进巡检异常' }).waitFor();
  await expect(sheet.locator('.repair-asset-chosen-name')).not.toBeEmpty();
  await expect(sheet.locator('textarea').first()).toHaveValue(/读数明显偏高/);
  await sheet.getByRole('option', { name: /^紧急/ }).click();
  await shot('eam-round-repair-request');
  await sheet.getByRole('button', { name: '提交报修' }).click();
  await expectToast(page, '已提交报修');
  await expect(page).toHaveURL(/\/eam\/maintenance2\/deviceFix\/detail\//);
  await expect(page.locator('.repair-step[data-step=report]')).toBeVisible();
  await shot('eam-round-repair-order');

  // Back at the round, the point now points at its repair; the round is still open.
  await page.goto(taskUrl);
  await expect(page.getByRole('button', { name: '完成任务' })).toBeDisabled();
  expect(refused, 'asset calls refused on the way').toEqual([]);
});
