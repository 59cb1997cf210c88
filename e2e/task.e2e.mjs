// Starting a process and handling its tasks, each step as the right user: a purchase over 50,000 goes to the
// department head and the director, is rejected to its starter, resubmitted and approved; the done lists and
// read views show the right opinions; a stranger gets the 403 page; the flow diagram marks the current node.
import { expect, test } from './fixtures.mjs';
import { expectToast, openTodo, startPurchase, switchUser } from './helpers.mjs';

/** Taps a button of the task's action bar and waits for the server's toast and the way back to the list. */
async function act(page, button, toast) {
  await page.locator('.action-bar').getByRole('button', { name: button, exact: true }).click();
  await expectToast(page, toast);
  await page.waitForURL('**/work/myMatters/0');
}

/** The opinions a read view lists, as text. */
const opinionTexts = (page) => page.locator('.opinion-list .opinion-text').allInnerTexts();

test.describe(() => {
  test.use({ user: 'chenjing' });

  test('a purchase over 50,000: head agrees, director rejects to the starter, the starter resubmits, the director approves', async ({ page, formFactor, shot }) => {
    const subject = `离心泵采购（${formFactor} 驳回重提）`;

    // 陈静 fills in the start form: the renderer refuses an empty form, then the request starts.
    await page.goto('/work/startFlowList');
    await page.getByText('采购申请', { exact: true }).first().click();
    await page.waitForURL('**/work/startFlow/**');
    await page.getByRole('textbox', { name: '采购事项' }).waitFor();
    await page.getByRole('button', { name: '提交' }).click();
    await page.locator('.adm-toast-main', { hasText: '采购事项：不能为空' }).waitFor();
    await page.locator('#start-subject').fill(subject);
    await page.getByRole('textbox', { name: '采购事项' }).fill('2号离心泵备件');
    // A row of 采购明细 in its full-screen editor: the item picked from the materials dialog, which fills its specification.
    await page.getByRole('button', { name: /添加一行/ }).click();
    const row = page.getByRole('dialog', { name: /采购明细/ });
    await row.getByText('请选择').first().click();
    const materials = page.getByRole('dialog', { name: '物品名称' });
    // The search's own rows, not the first page's (it lists BJ-006 too, and is replaced when the search answers).
    const searched = page.waitForResponse((r) => r.url().includes('/customDialog/v1/getListData') && (r.request().postData() ?? '').includes('机械密封'));
    await materials.getByRole('searchbox').or(materials.getByRole('textbox')).first().fill('机械密封');
    await searched;
    await materials.getByText('BJ-006', { exact: true }).click();
    await materials.getByRole('button', { name: /确定/ }).click();
    await expect(row.getByRole('textbox', { name: '规格型号' })).toHaveValue('潜污泵 Φ45');
    await row.getByRole('textbox', { name: '数量' }).fill('4');
    await row.getByRole('textbox', { name: '单价' }).fill('13000');
    await row.getByRole('button', { name: '保存' }).click();
    await page.locator('[data-field=items]', { hasText: '机械密封' }).waitFor();
    // The amount is the total of the lines, worked out as they are typed (and again by the server).
    await page.locator('[data-field=amount]', { hasText: '52,000.00' }).waitFor();
    await page.locator('[data-field=reason] textarea:not([readonly])').fill('2号泵密封老化漏水');
    await shot('start-form');
    await page.getByRole('button', { name: '提交' }).click();
    await expectToast(page, '流程启动成功');
    await page.waitForURL('**/work/startFlowList');

    // 王芳 (department head) names the supplier, picks a common phrase and agrees.
    await switchUser(page, 'wangfang');
    await openTodo(page, subject);
    await page.getByRole('textbox', { name: '供应商' }).fill('南方泵业');
    await page.getByRole('button', { name: '同意采购，请比价后执行' }).click();
    await shot('task-view');
    await act(page, '同意', '任务办理成功');

    // 张伟 (厂长) sees the current node on the diagram, then rejects to the starter.
    await switchUser(page, 'zhangwei');
    await openTodo(page, subject);
    await page.locator('.detail-header-links').getByRole('button', { name: '流程图' }).click();
    await page.locator('.bpmn-canvas.is-ready').waitFor();
    await page.locator('[data-element-id=director].node-current').waitFor();
    await page.locator('[data-element-id=deptHead].node-done').waitFor();
    await page.locator('.diagram-sheet .titled-sheet-close').click();
    await page.locator('.action-bar').getByRole('button', { name: '驳回', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '驳回' });
    await dialog.getByText('发起人', { exact: true }).click();
    await dialog.locator('#reject-opinion').fill('请补充三家比价单后再报');
    await dialog.locator('button:enabled', { hasText: '确认驳回' }).waitFor();
    await page.waitForTimeout(300); // the button fades in once enabled: let the picture show it settled
    await shot('task-reject');
    await dialog.getByRole('button', { name: '确认驳回' }).click();
    await expectToast(page, '驳回成功');
    await page.waitForURL('**/work/myMatters/0');

    // 陈静 gets it back at the start, edits the reason and resubmits: it goes straight back to the director.
    await switchUser(page, 'chenjing');
    await openTodo(page, subject);
    await page.locator('[data-kind=BACK]').waitFor();
    await page.locator('[data-field=reason] textarea:not([readonly])').fill('2号泵密封老化漏水，已附三家比价');
    await page.locator('#task-opinion').fill('已补充比价单');
    await act(page, '重新提交', '任务办理成功');

    // 张伟 must write an opinion here (the node requires one), then approves.
    await switchUser(page, 'zhangwei');
    await openTodo(page, subject);
    await page.locator('.action-bar').getByRole('button', { name: '同意', exact: true }).click();
    await page.locator('.adm-toast-main', { hasText: '请填写审批意见' }).waitFor();
    await page.locator('#task-opinion').fill('同意，按程序办理');
    await act(page, '同意', '任务办理成功');

    // Everyone who acted finds it in the done list, and its detail shows every opinion in order.
    const expected = ['同意，按程序办理', '已补充比价单', '请补充三家比价单后再报', '同意采购，请比价后执行'];
    for (const account of ['wangfang', 'zhangwei', 'chenjing']) {
      await switchUser(page, account);
      await page.goto('/work/myMatters/1');
      await page.locator('.matter-row', { hasText: subject }).first().click();
      await page.waitForURL('**/doneDetail/**');
      await page.locator('.detail-status[data-outcome=approved]', { hasText: '已通过' }).waitFor();
      await page.locator('.opinion-list').waitFor();
      const texts = await opinionTexts(page);
      expect(JSON.stringify(texts.slice(0, 4)) === JSON.stringify(expected), `${account} sees the opinions ${JSON.stringify(texts)}`).toBeTruthy();
      expect(await page.getByRole('toolbar').count() === 0, 'a done detail has no action bar').toBeTruthy();
      if (account === 'zhangwei') {
        await shot('done-detail');
        await page.getByRole('tab', { name: '流程进度' }).click();
        await page.locator('.timeline-step.is-end').waitFor();
        await shot('timeline');
      }
    }
  });
});

test.describe(() => {
  test.use({ user: 'xiemei' });

  test('a stranger opening the instance URL gets the 403 page', async ({ page, baseURL, formFactor, shot }) => {
    const instId = await startPurchase(baseURL, `离心泵采购（${formFactor} 外人打开）`);
    await page.goto(`/inst/${instId}/request`);
    await page.getByText('您没有权限访问该内容').waitFor();
    await page.getByRole('link', { name: '返回工作台' }).waitFor();
    expect(await page.locator('.detail-form').count() === 0, 'nothing of the instance is shown').toBeTruthy();
    await shot('forbidden');
    // The task route refuses the same way.
    await page.goto(`/doneDetail/${instId}/done`);
    await page.getByText('您没有权限访问该内容').waitFor();
  });
});

test.describe(() => {
  test.use({ user: 'wangfang' });

  test('the flow diagram marks the done and current nodes and tells who holds the current one', async ({ page, baseURL, formFactor, shot }) => {
    const subject = `离心泵采购（${formFactor} 流程图）`;
    await startPurchase(baseURL, subject);
    await openTodo(page, subject);
    await page.getByRole('button', { name: '流程图', exact: true }).first().click();
    await page.locator('.bpmn-canvas.is-ready').waitFor();
    await page.locator('[data-element-id=deptHead].node-current').waitFor();
    await page.locator('[data-element-id=start].node-done').waitFor();
    expect(await page.locator('[data-element-id=director].node-current').count() === 0, 'the director is not current yet').toBeTruthy();
    await page.locator('[data-element-id=deptHead]').first().click();
    await page.locator('.diagram-node [data-node-status=current]').waitFor();
    await page.locator('.diagram-node', { hasText: '王芳' }).waitFor();
    await page.locator('[data-element-id=director]').first().click();
    await page.locator('.diagram-node', { hasText: '预计处理人：张伟' }).waitFor();
    await shot('flow-diagram');
  });
});
