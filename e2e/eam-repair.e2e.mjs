// A repair from report to acceptance, each step by the person who does it at the plant: 陈静 reports a leaking pump
// with a photo; the 设备维修申请 approval runs through the to-do lists of 李强 (设备管理部), 赵丽 (安全环保部) and 张伟
// (厂长); 李强, the repair manager, dispatches it to 机修班 and 罗斌; 罗斌 starts, records cause, hours and downtime
// and finishes; 陈静's acceptance fails it back to repair, 罗斌 fixes it again, and her second acceptance passes.
// The order's timeline shows every step.
import { expect, test } from './fixtures.mjs';
import { assetRefusals, photo } from './eam-helpers.mjs';
import { expectToast, openTodo, switchUser } from './helpers.mjs';

// Each size reports a different pump, so each finds its own request in the to-do lists.
const ASSETS = { phone: { code: 'EC-PU-005', name: '1#剩余污泥泵' }, tablet: { code: 'SC-PU-001', name: '1#滤池反冲洗水泵' } };

test.use({ user: 'chenjing', timezoneId: 'Asia/Shanghai' });


/** Opens the order and waits for it. */
async function openOrder(page, url) {
  await page.goto(url);
  await page.locator('.repair-timeline').waitFor();
}

/** Taps one of the order's actions. */
const action = (page, name) => page.getByRole('toolbar', { name: '报修单操作' }).getByRole('button', { name, exact: true }).click();

/** The form sheet an action opened. */
const sheet = (page, title) => page.getByRole('dialog', { name: title });

/** Agrees to the to-do of `subject` as the page's user. */
async function agree(page, subject, opinion) {
  await openTodo(page, subject);
  await page.locator('#task-opinion').fill(opinion);
  await page.locator('.action-bar').getByRole('button', { name: '同意', exact: true }).click();
  await expectToast(page, '任务办理成功');
  await page.waitForURL('**/work/myMatters/0');
}

/** 罗斌 starts (or starts again) and finishes the repair with its cause, remedy and hours. */
async function repairOnce(page, url, { cause, remedy, hours }) {
  await openOrder(page, url);
  await action(page, '开始维修');
  await page.getByRole('dialog').getByRole('button', { name: '开始维修' }).click();
  await expectToast(page, '已开始维修');
  await action(page, '完成维修');
  const form = sheet(page, '完成维修');
  await form.getByPlaceholder('查明的故障原因').fill(cause);
  await form.getByPlaceholder('做了哪些处理').fill(remedy);
  await form.getByPlaceholder('实际工时').fill(hours);
  return form;
}

test('a fault reported, approved in the to-do lists, dispatched, repaired, failed at acceptance, repaired again and accepted', async ({ page, formFactor, shot }) => {
  test.setTimeout(240_000);
  const refused = assetRefusals(page);
  const asset = ASSETS[formFactor];
  const subject = `设备维修申请：${asset.name}（${asset.code}）`;

  // 陈静 reports: the pump, the fault from the library, urgency, what she saw, a photo, and that it is stopped.
  await page.goto('/eam/maintenance2');
  await page.getByRole('link', { name: /我要报修/ }).click();
  const report = sheet(page, '我要报修');
  await report.getByText('选择设备').click();
  const assets = page.getByRole('dialog', { name: '选择设备' });
  await assets.getByRole('searchbox').or(assets.getByRole('textbox')).first().fill(asset.code);
  await assets.getByRole('button', { name: `选择 ${asset.name}（${asset.code}）` }).click();
  await expect(report.locator('.repair-asset-chosen-name')).toHaveText(asset.name);
  await report.getByText('从故障库选择（可选）').click();
  const library = page.getByRole('dialog', { name: '选择故障' });
  await library.getByRole('searchbox').or(library.getByRole('textbox')).first().fill('机械密封');
  await library.getByRole('button', { name: /机械密封泄漏/ }).click();
  await expect(report.locator('.repair-hint')).toContainText('更换机械密封');
  await report.getByRole('option', { name: /^重要/ }).click();
  await report.getByPlaceholder('什么部位、什么现象、从何时开始').fill('泵体机封处滴水成线，地面积水，已停泵切换备用泵');
  await report.locator('input[type=file]:not([capture])').first().setInputFiles(photo('leak.png', 0x66));
  await expect(report.locator('.eam-photos img')).toHaveCount(1);
  await report.getByRole('switch', { name: '设备已停机' }).click();
  await shot('eam-repair-report');
  await report.getByRole('button', { name: '提交报修' }).click();
  await expectToast(page, '已提交报修');
  await page.waitForURL(/\/eam\/maintenance2\/deviceFix\/detail\//);
  const orderUrl = new URL(page.url()).pathname;
  await expect(page.locator('.repair-detail')).toContainText('审批中');
  await expect(page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 10_000 });
  await shot('eam-repair-in-approval');

  // The approval: 设备管理部 and 安全环保部 in parallel, then the director — each from their to-do list.
  await switchUser(page, 'liqiang');
  await agree(page, subject, '同意维修，机修班处理');
  await switchUser(page, 'zhaoli');
  await agree(page, subject, '注意停泵挂牌');
  await switchUser(page, 'zhangwei');
  await agree(page, subject, '同意');

  // 李强 dispatches it: 机修班, 罗斌.
  await switchUser(page, 'liqiang');
  await openOrder(page, orderUrl);
  await expect(page.locator('.repair-detail')).toContainText('待派单');
  await action(page, '派单');
  const dispatch = sheet(page, '派单');
  await dispatch.getByRole('option', { name: /^机修班/ }).click();
  await dispatch.getByRole('option', { name: '罗斌' }).click();
  await dispatch.getByPlaceholder(/注意事项/).fill('带机封备件');
  await shot('eam-repair-dispatch');
  await dispatch.getByRole('button', { name: '派单' }).click();
  await expectToast(page, '已派单');

  // 罗斌 repairs it.
  await switchUser(page, 'luobin');
  await page.goto('/eam/maintenance2/deviceOrder');
  await page.locator('.repair-card, .adm-list-item', { hasText: asset.name }).first().waitFor();
  await shot('eam-repair-work-orders');
  const first = await repairOnce(page, orderUrl, { cause: '机械密封动静环磨损', remedy: '更换机械密封，检查轴套', hours: '3.5' });
  await shot('eam-repair-finish-form');
  await first.getByRole('button', { name: '完成维修' }).click();
  await expectToast(page, '已完成维修，等待验收');

  // 陈静 finds it still dripping: not accepted, back to repair.
  await switchUser(page, 'chenjing');
  await openOrder(page, orderUrl);
  await action(page, '验收');
  const failed = sheet(page, '验收');
  await failed.getByRole('option', { name: '验收不通过' }).click();
  await failed.getByPlaceholder('仍存在什么问题').fill('试运行 10 分钟后机封仍有滴漏');
  await failed.getByRole('button', { name: '验收不通过，退回维修' }).click();
  await expectToast(page, '已验收');
  await expect(page.locator('.repair-detail')).toContainText('验收不通过');

  // 罗斌 again: the shaft sleeve this time; the pump ran again at the finish.
  await switchUser(page, 'luobin');
  const second = await repairOnce(page, orderUrl, { cause: '轴套磨损导致机封贴合不严', remedy: '更换轴套并重新安装机械密封', hours: '2' });
  // The pump ran again just now: the downtime ends here.
  await second.getByText('选择时间（可选）').click();
  await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
  await expect(second.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();
  await second.getByRole('button', { name: '完成维修' }).click();
  await expectToast(page, '已完成维修，等待验收');

  // 陈静 accepts.
  await switchUser(page, 'chenjing');
  await openOrder(page, orderUrl);
  await action(page, '验收');
  const passed = sheet(page, '验收');
  await passed.getByRole('button', { name: '验收通过' }).click();
  await expectToast(page, '已验收');
  await expect(page.locator('.repair-detail')).toContainText('已完成');

  // Every step, in order, with who did it.
  const steps = await page.locator('.repair-step').evaluateAll((els) => els.map((e) => e.dataset.step));
  expect(steps).toEqual(['report', 'approved', 'dispatch', 'start', 'finish', 'acceptance_failed', 'start', 'finish', 'accept']);
  await expect(page.locator('.repair-step[data-step=acceptance_failed]')).toContainText('机封仍有滴漏');
  await expect(page.locator('.repair-step[data-step=dispatch]')).toContainText('李强');
  await expect(page.locator('.repair-step[data-step=report] img')).toHaveCount(1);
  await expect(page.locator('.repair-detail')).toContainText('恢复运行时间');
  await expect(page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 10_000 });
  await page.locator('.repair-timeline').scrollIntoViewIfNeeded();
  await shot('eam-repair-timeline');
  expect(refused, 'asset calls refused on the way').toEqual([]);
});
