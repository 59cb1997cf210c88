// The approval lists: to-do with markers and batch approval, a task handled elsewhere leaving the list,
// revoke and urge availability on my requests, and often-used flows on the start list.
import { expect, test } from './fixtures.mjs';
import { apiToken, expectToast, runtimeCall, startLeave, todoRows } from './helpers.mjs';

test.describe(() => {
  test.use({ user: 'wangfang' });

  test('the to-do list shows urgent items, and batch approval answers each item', async ({ page, baseURL, formFactor, shot }) => {
    const lijun = await apiToken(baseURL, 'lijun');
    const a = `李军事假 1 天（${formFactor} 批量 A）`;
    const b = `李军事假 1 天（${formFactor} 批量 B）`;
    await startLeave(baseURL, lijun, a, { urgentStateValue: 1 });
    await startLeave(baseURL, lijun, b);
    await page.goto('/work/myMatters');
    await page.waitForURL('**/work/myMatters/0');
    const rowA = page.locator('.matter-row', { hasText: a });
    await rowA.waitFor();
    await rowA.locator('[data-marker=urgent]').waitFor();
    await shot('matters-todo');

    await page.getByRole('button', { name: '批量' }).click();
    await page.locator('.matter-row', { hasText: a }).locator('.adm-checkbox').click();
    await page.locator('.matter-row', { hasText: b }).locator('.adm-checkbox').click();
    await page.getByText('已选 2 项').waitFor();
    await page.getByRole('button', { name: '批量审批' }).click();
    await page.locator('#batch-opinion').fill('同意');
    await page.locator('.batch-actions').getByRole('button', { name: '同意' }).click();
    const results = page.getByRole('dialog', { name: '批量审批结果' });
    await results.locator('[data-state=ok]', { hasText: a }).waitFor();
    await results.locator('[data-state=ok]', { hasText: b }).waitFor();
    await shot('matters-batch-results');
    await page.getByRole('button', { name: '完成' }).click();
    await page.locator('.matter-row', { hasText: a }).waitFor({ state: 'detached' });

    // Both now sit in the done tab, with my step and my decision.
    await page.getByRole('tab', { name: '已办' }).click();
    await page.locator('.matter-row', { hasText: a }).getByText('部门负责人审批 · 同意').waitFor();
    await shot('matters-done');
  });

  test('a to-do item handled elsewhere leaves the list and the badge when the user comes back', async ({ page, baseURL, formFactor }) => {
    const zhaolei = await apiToken(baseURL, 'zhaolei');
    const subject = `赵磊调休 1 天（${formFactor} 别处处理）`;
    await startLeave(baseURL, zhaolei, subject);
    await page.goto('/work/myMatters/0');
    await page.locator('.matter-row', { hasText: subject }).waitFor();
    const badge = async () => Number(await page.locator('[role=tablist] .adm-badge-content').innerText().catch(() => '0'));
    const before = await badge();

    // Handled on another device while this page stays open; then the user returns to the app.
    const wangfang = await apiToken(baseURL, 'wangfang');
    const task = (await todoRows(baseURL, wangfang)).find((t) => t.subject === subject);
    await runtimeCall(baseURL, wangfang, 'POST', '/task/v1/complete', { taskId: task.taskId, actionName: 'agree', opinion: '已在电脑上处理' });
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.locator('.matter-row', { hasText: subject }).waitFor({ state: 'detached' });
    await page.waitForFunction((n) => Number(document.querySelector('[role=tablist] .adm-badge-content')?.textContent ?? '0') === n, before - 1);
  });
});

test.describe(() => {
  test.use({ user: 'chenjing' });

  test('my requests say before the tap whether revoke and urge are possible', async ({ page, baseURL, formFactor, shot }) => {
    const chenjing = await apiToken(baseURL, 'chenjing');
    const waiting = `陈静事假 1 天（${formFactor} 待审）`;
    const acted = `陈静事假 1 天（${formFactor} 已审）`;
    await startLeave(baseURL, chenjing, acted, { days: 5 });
    await startLeave(baseURL, chenjing, waiting);
    const wangfang = await apiToken(baseURL, 'wangfang');
    const task = (await todoRows(baseURL, wangfang)).find((t) => t.subject === acted);
    await runtimeCall(baseURL, wangfang, 'POST', '/task/v1/complete', { taskId: task.taskId, actionName: 'agree', opinion: '同意' });

    await page.goto('/work/myRequest');
    const open = page.locator('.matter-row', { hasText: waiting });
    const moved = page.locator('.matter-row', { hasText: acted });
    await open.waitFor();
    expect(await open.getByRole('button', { name: '撤回' }).isEnabled(), 'revoke should be possible before anyone acted').toBeTruthy();
    expect(!(await moved.getByRole('button', { name: '撤回' }).isEnabled()), 'revoke should be refused once the next node acted').toBeTruthy();
    await moved.getByText(/^撤回不可用：/).waitFor();
    await shot('matters-requests');

    await open.getByRole('button', { name: '撤回' }).click();
    await page.locator('.adm-dialog-footer').getByRole('button', { name: '撤回' }).click();
    await expectToast(page, '撤回成功');
    // Back with the starter: no longer running, so neither action is offered.
    await open.locator('.matter-status', { hasText: '已撤回' }).waitFor();
    expect(await open.getByRole('button').count() === 0, 'a revoked request offers no revoke or urge').toBeTruthy();
  });
});

test.describe(() => {
  test.use({ user: 'yangfan' });

  test('often-used flows are edited on a copy and saved', async ({ page, shot }) => {
    await page.goto('/work/startFlowList');
    const often = page.getByRole('region', { name: '常用流程' });
    await page.locator('.flow-item', { hasText: '请假申请' }).first().waitFor();
    await often.getByRole('button', { name: '编辑' }).click();
    const leave = page.locator('.flow-group .flow-item', { hasText: '请假申请' });
    const wasTicked = (await leave.getAttribute('aria-pressed')) === 'true';
    await leave.click();
    await often.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '保存常用流程成功');
    await shot('start-flow-list');
    await page.reload();
    await page.locator('.flow-item').first().waitFor();
    // The often-used row loads on its own: wait for it to show (or drop) the flow rather than reading it at once.
    const tile = often.locator('.often-used-tile', { hasText: '请假申请' });
    await tile.waitFor({ state: wasTicked ? 'detached' : 'visible' }).catch(() => undefined);
    const shown = await tile.count();
    expect(shown === (wasTicked ? 0 : 1), `请假申请 should ${wasTicked ? 'no longer' : 'now'} be an often-used flow`).toBeTruthy();
  });
});
