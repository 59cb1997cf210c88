// Where trust is decided: a refused request reads 未通过 wherever its starter looks; a department head's own
// leave goes to the director; the holder who asked a colleague sees whom she waits for and can take the question
// back; an approver follows the nodes that matter to her.
import { test } from './fixtures.mjs';
import { apiToken, expectToast, openTodo, runtimeCall, signInOverApi, startLeave, switchUser, todoRows } from './helpers.mjs';

/** The request's row in 我的请求, once the list shows it. */
async function requestRow(page, subject) {
  const row = page.locator('.matter-row', { hasText: subject });
  await row.first().waitFor();
  return row.first();
}

test.describe(() => {
  test.use({ user: 'chenjing' });

  test('an opposed leave ends as 未通过: in my requests, under its filter, and in the detail header', async ({ page, baseURL, formFactor, shot }) => {
    const subject = `陈静事假 1 天（${formFactor} 未通过）`;
    const instId = await startLeave(baseURL, await apiToken(baseURL, 'chenjing'), subject);
    const wangfang = await apiToken(baseURL, 'wangfang');
    const task = (await todoRows(baseURL, wangfang)).find((t) => t.procInstId === instId);
    await runtimeCall(baseURL, wangfang, 'POST', '/task/v1/complete', { taskId: task.taskId, actionName: 'oppose', opinion: '本周检修任务重，暂不批准' });

    await page.goto('/work/myRequest');
    const row = await requestRow(page, subject);
    await row.locator('.outcome-tag[data-outcome=refused]', { hasText: '未通过' }).waitFor();
    await shot('outcome-my-requests');

    // The chips: 未通过 keeps it, 已通过 leaves it out and says so.
    await page.getByRole('button', { name: '未通过', exact: true }).click();
    await (await requestRow(page, subject)).waitFor();
    await page.getByRole('button', { name: '已通过', exact: true }).click();
    await page.locator('.matter-row', { hasText: subject }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '未通过', exact: true }).click();
    await shot('outcome-filter-refused');

    await (await requestRow(page, subject)).click();
    await page.waitForURL(`**/inst/${instId}**`);
    await page.locator('.detail-status[data-outcome=refused]', { hasText: '未通过' }).waitFor();
    await page.getByText('本周检修任务重，暂不批准').first().waitFor();
    await shot('outcome-detail');
  });
});

test.describe(() => {
  test.use({ user: 'zhangwei' });

  test("a department head's own leave goes to the director, who approves it: 已通过 for her", async ({ page, baseURL, formFactor, shot }) => {
    const subject = `王芳事假 2 天（${formFactor} 负责人本人）`;
    await startLeave(baseURL, await apiToken(baseURL, 'wangfang'), subject, { days: 2 });

    await openTodo(page, subject);
    // Her own step, 部门负责人审批, climbed to the plant's head: the director holds it.
    await page.getByText('部门负责人审批').first().waitFor();
    await page.getByText('王芳', { exact: true }).first().waitFor();
    await shot('head-leave-director-task');
    await page.locator('#task-opinion, textarea').first().fill('同意，注意交接好运行班工作');
    await page.locator('.action-bar').getByRole('button', { name: '同意', exact: true }).click();
    await expectToast(page, '任务办理成功');

    await switchUser(page, 'wangfang');
    await page.goto('/work/myRequest');
    await (await requestRow(page, subject)).locator('.outcome-tag[data-outcome=approved]', { hasText: '已通过' }).waitFor();
    await shot('head-leave-approved');
  });
});

test.describe(() => {
  test.use({ user: 'wangfang' });

  test('a head who asked a colleague sees whom she waits for, takes the question back, and may decide again', async ({ page, baseURL, formFactor, shot }) => {
    const subject = `陈静事假 1 天（${formFactor} 征询）`;
    const instId = await startLeave(baseURL, await apiToken(baseURL, 'chenjing'), subject);
    const wangfang = await apiToken(baseURL, 'wangfang');
    const task = (await todoRows(baseURL, wangfang)).find((t) => t.procInstId === instId);
    const lijun = (await signInOverApi(baseURL, 'lijun')).userId;
    await runtimeCall(baseURL, wangfang, 'POST', '/task/v1/taskToInqu', { taskId: task.taskId, userIds: [lijun], opinion: '李军，这周运行班人手够吗？' });

    await openTodo(page, subject);
    const banner = page.locator('.detail-banner.is-warning', { hasText: '等待李军的回复' });
    await banner.waitFor();
    await shot('waiting-banner');
    await banner.getByRole('button', { name: '撤回征询' }).click();
    await page.getByRole('button', { name: '确认撤回' }).click();
    await expectToast(page, '已撤回征询');
    await banner.waitFor({ state: 'detached' });
    await page.locator('.action-bar').getByRole('button', { name: '同意', exact: true }).waitFor();
    await shot('waiting-withdrawn');
  });

  test('an approver follows the director’s node from the task view, and the choice is kept', async ({ page, baseURL, formFactor, shot }) => {
    const subject = `陈静年假 5 天（${formFactor} 跟踪）`;
    await startLeave(baseURL, await apiToken(baseURL, 'chenjing'), subject, { days: 5 });
    await openTodo(page, subject);
    await page.getByRole('button', { name: '跟踪', exact: true }).click();
    const sheet = page.locator('.adm-popup-body', { hasText: '跟踪节点' });
    await sheet.locator('[data-node=director]').click();
    await shot('follow-sheet');
    await sheet.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '保存跟踪节点成功');
    await page.getByRole('button', { name: '跟踪', exact: true }).click();
    await page.locator('.adm-popup-body', { hasText: '跟踪节点' }).locator('[data-node=director] .adm-checkbox-checked, [data-node=director].adm-checkbox-checked').waitFor();
  });
});
