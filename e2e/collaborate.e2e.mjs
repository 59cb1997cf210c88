// Working on a task together, each step as the right user: transferring (转办) a task and taking it back
// (取回), circulating (传阅) an instance and the reader's unread/read state, a sign task (会签) over three
// department heads, and a handler revoking (撤回) her own agreement from the done list.
import { expect, test } from './fixtures.mjs';
import { apiToken, expectToast, openTodo, runtimeCall, signIn, startLeave, switchUser, todoRows } from './helpers.mjs';

/** A leave request of chenjing's (生产运行部: it waits for her department head 王芳). */
const startChenjingLeave = async (baseURL, subject, days = 1) => startLeave(baseURL, await apiToken(baseURL, 'chenjing'), subject, { days });

/** The subjects of `account`'s to-do list, over the API. */
const todoSubjects = async (baseURL, account) => (await todoRows(baseURL, await apiToken(baseURL, account))).map((r) => r.subject);

/** Opens the task's 更多 (more) sheet and taps `name` there. */
async function moreAction(page, name) {
  await page.locator('.action-bar .action-more').click();
  const item = page.locator('.adm-action-sheet-button-item', { hasText: new RegExp(`^${name}$`) });
  await item.waitFor();
  await item.click();
}

/**
 * In the people dialog of a task action titled `title`: searches the picker for each name, ticks it, confirms
 * the picker, then confirms the dialog.
 */
async function pickPeople(page, title, names, shot) {
  const picker = page.locator('.form-picker-sheet', { has: page.locator('.form-picker-title', { hasText: title }) });
  await picker.waitFor();
  for (const name of names) {
    await picker.locator('.form-picker-search input').fill(name);
    // The previous list stays until the search answers: wait until only matching people are listed.
    await page.waitForFunction((n) => {
      const items = [...document.querySelectorAll('.form-picker-sheet .form-picker-people .adm-list-item')];
      return items.length > 0 && items.every((i) => i.textContent.includes(n));
    }, name);
    await picker.locator('.form-picker-people .adm-list-item', { hasText: name }).first().click();
  }
  await picker.locator('.form-picker-count', { hasText: `已选 ${names.length}` }).waitFor();
  if (shot) await shot();
  await picker.locator('.form-picker-confirm').click();
  await picker.waitFor({ state: 'detached' });
  const sheet = page.locator('.task-sheet-inner', { has: page.locator('.task-sheet-title', { hasText: title }) });
  await sheet.locator('.task-sheet-field', { hasText: names.join('、') }).waitFor();
  await sheet.getByRole('button', { name: '确定', exact: true }).click();
}

/** After an action: the server's message, then back on the to-do list, which no longer holds the task. */
async function backToTodoWithout(page, message, subject) {
  await expectToast(page, message);
  await page.waitForURL('**/work/myMatters/0');
  await page.locator('.matter-row', { hasText: subject }).waitFor({ state: 'detached' });
}

test.describe(() => {
  test.use({ user: 'wangfang' });

  test('a leave request is transferred and the transferrer retrieves it', async ({ page, baseURL, formFactor, shot }) => {
    const subject = `陈静事假 1 天（${formFactor} 转办取回）`;
    await startChenjingLeave(baseURL, subject);

    // 王芳 transfers the task to 李军 from the 更多 sheet.
    await openTodo(page, subject);
    await moreAction(page, '转办');
    await pickPeople(page, '转办', ['李军'], () => shot('collaborate-transfer-picker'));
    await backToTodoWithout(page, '转办成功', subject);
    expect((await todoSubjects(baseURL, 'lijun')).includes(subject), '李军 should now hold the transferred task').toBeTruthy();

    // Her delegated-out list shows it waiting for 李军; she takes it back.
    await page.goto('/work/myTurnOutList');
    const row = page.locator('.matter-row', { hasText: subject });
    await row.waitFor();
    await row.getByText('转办给 李军').waitFor();
    await row.locator('.matter-status', { hasText: '待对方处理' }).waitFor();
    await shot('collaborate-turn-out-list');
    await row.getByRole('button', { name: '取回' }).click();
    await page.locator('.adm-dialog-body', { hasText: '确定取回转办给李军的任务' }).waitFor();
    await page.locator('.adm-dialog-footer').getByRole('button', { name: '取回' }).click();
    await expectToast(page, '取回成功');
    await row.locator('.matter-status', { hasText: '已取回' }).waitFor();
    expect(await row.getByRole('button', { name: '取回' }).count() === 0, 'a retrieved task offers no retrieve').toBeTruthy();

    // Back in her to-do list, and gone from 李军's.
    await page.goto('/work/myMatters/0');
    await page.locator('.matter-row', { hasText: subject }).waitFor();
    expect(!(await todoSubjects(baseURL, 'lijun')).includes(subject), '李军 should no longer hold the retrieved task').toBeTruthy();
  });

  test("copy-to shows unread then read in the receiver's notice list", async ({ page, baseURL, formFactor, shot }) => {
    const subject = `陈静事假 1 天（${formFactor} 传阅）`;
    await startChenjingLeave(baseURL, subject);

    // 王芳 circulates the request to 谢梅 (化验室); the task stays with her.
    await openTodo(page, subject);
    await moreAction(page, '传阅');
    await pickPeople(page, '传阅', ['谢梅']);
    await expectToast(page, '传阅成功');
    // Still on the task: full screen on a phone, beside the to-do list on a tablet.
    expect(/^(\/work\/myMatters\/0)?\/task\//.test(new URL(page.url()).pathname), 'circulating keeps the handler on the task').toBeTruthy();
    await page.locator('.action-bar').waitFor();

    // 谢梅 finds it unread among her notices to read (待阅).
    await switchUser(page, 'xiemei');
    await page.goto('/work/myNotice');
    const unread = page.locator('.matter-row.is-unread', { hasText: subject });
    await unread.waitFor();
    await unread.locator('.matter-dot[aria-label="未读"]').waitFor();
    await unread.getByText('传阅人 王芳').waitFor();
    await page.getByRole('tab', { name: /^待阅 \(\d+\)$/ }).waitFor();
    await shot('collaborate-notice-unread');

    // Opening it reads it.
    await unread.click();
    await page.waitForURL('**/noticeTask/**');
    await page.locator('.detail-banner', { hasText: '王芳 于' }).waitFor();
    await page.locator('.detail-subject', { hasText: subject }).waitFor();
    await shot('collaborate-notice-view');

    // Back in the list: no longer among the unread, listed as read (已阅) without the unread marks.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/work/myNotice');
    await page.locator('.matter-row', { hasText: subject }).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: '已阅' }).click();
    const read = page.locator('.matter-row', { hasText: subject });
    await read.waitFor();
    expect(!(await read.getAttribute('class')).includes('is-unread'), 'a read notice is not marked unread').toBeTruthy();
    expect(await read.locator('.matter-dot').count() === 0, 'a read notice has no unread dot').toBeTruthy();
    expect(await page.getByRole('tab', { name: '已阅' }).getAttribute('aria-selected') === 'true', 'the read tab is the chosen one').toBeTruthy();
    await shot('collaborate-notice-read');
  });
});

test('a sign task with three heads: all agree and the flow moves on', async ({ page, baseURL, formFactor, shot }) => {
  const title = `关于加强汛期泵站巡检的通知（${formFactor}）`;
  const subject = `公文会签：${title}`;
  // 孙燕 (综合办公室主任) sends a document round the heads of 生产运行部, 设备管理部 and 安全环保部.
  const sunyan = await apiToken(baseURL, 'sunyan');
  const reply = await runtimeCall(baseURL, sunyan, 'POST', '/instance/v1/start', {
    flowKey: 'docSign', subject, data: { title, content: '汛期前完成全部泵站巡检，发现隐患立即上报。' },
  });
  const instId = reply.instId ?? reply.value;
  const heads = [['wangfang', '王芳'], ['liqiang', '李强'], ['zhaoli', '赵丽']];
  for (const [account] of heads) expect((await todoSubjects(baseURL, account)).includes(subject), `${account} should hold a sign task`).toBeTruthy();

  for (const [i, [account, name]] of heads.entries()) {
    await (i === 0 ? signIn(page, account) : switchUser(page, account));
    await page.goto('/work/myMatters/0');
    const row = page.locator('.matter-row', { hasText: subject });
    await row.locator('.matter-kind', { hasText: '会签' }).waitFor();
    await row.click();
    await page.waitForURL('**/task/**');
    await page.locator('.action-bar').waitFor();
    await page.locator('#task-opinion').fill(`${name}：同意会签`);
    if (i === 0) await shot('collaborate-sign-task');
    await page.locator('.action-bar').getByRole('button', { name: '同意', exact: true }).click();
    await backToTodoWithout(page, '任务办理成功', subject);

    // Until the last head agrees the document waits at 部门会签; the director has nothing yet.
    const inst = await runtimeCall(baseURL, sunyan, 'GET', `/instance/v1/getInstanceByInstId?instId=${encodeURIComponent(instId)}`);
    const nodes = inst.curNodes.map((n) => n.nodeId);
    if (i < heads.length - 1) {
      expect(nodes.length > 0 && nodes.every((n) => n === 'countersign'), `after ${account} the instance should still be at countersign: ${nodes}`).toBeTruthy();
      expect(!(await todoSubjects(baseURL, 'zhangwei')).includes(subject), `the director should not hold it after ${account}`).toBeTruthy();
    } else {
      expect(JSON.stringify(nodes) === '["director"]', `after the last head the instance should be at director: ${nodes}`).toBeTruthy();
      expect(inst.status === 'running', `the instance should still run: ${inst.status}`).toBeTruthy();
    }
  }

  // It moved on to 厂长签发: the director holds it, and the starter's request row says so.
  expect((await todoSubjects(baseURL, 'zhangwei')).includes(subject), '张伟 should hold the document now').toBeTruthy();
  await switchUser(page, 'sunyan');
  await page.goto('/work/myRequest');
  const request = page.locator('.matter-row', { hasText: subject });
  await request.getByText('厂长签发').waitFor();
  await request.locator('.matter-status[data-outcome=inProgress]', { hasText: '审批中' }).waitFor();
  await shot('collaborate-sign-moved-on');
});

test.describe(() => {
  test.use({ user: 'wangfang' });

  test('a handler revokes her agreement from the done list while the next node has not acted', async ({ page, baseURL, formFactor, shot }) => {
    // Five days: after 王芳 it goes to the director (张伟).
    const subject = `陈静年假 5 天（${formFactor} 审批人撤回）`;
    await startChenjingLeave(baseURL, subject, 5);

    await openTodo(page, subject);
    await page.locator('.action-bar').getByRole('button', { name: '同意', exact: true }).click();
    await backToTodoWithout(page, '任务办理成功', subject);
    expect((await todoSubjects(baseURL, 'zhangwei')).includes(subject), '张伟 should hold the request after 王芳 agreed').toBeTruthy();

    // Her done row offers revoke while 张伟 has not acted.
    await page.goto('/work/myMatters/1');
    const row = page.locator('.matter-row', { hasText: subject });
    await row.waitFor();
    const revoke = row.getByRole('button', { name: '撤回' });
    expect(await revoke.isEnabled(), 'revoke should be possible while the next node has not acted').toBeTruthy();
    await shot('collaborate-done-revoke');
    await revoke.click();
    await page.locator('.adm-dialog-body', { hasText: '撤回后任务重新回到您的待办' }).waitFor();
    await page.locator('.adm-dialog-footer').getByRole('button', { name: '撤回' }).click();
    await expectToast(page, '撤回成功');

    // The task is hers again, and 张伟's to-do no longer has it.
    await page.goto('/work/myMatters/0');
    await page.locator('.matter-row', { hasText: subject }).getByText('部门负责人审批').waitFor();
    await shot('collaborate-revoked-todo');
    expect(!(await todoSubjects(baseURL, 'zhangwei')).includes(subject), '张伟 should no longer hold the revoked request').toBeTruthy();
  });
});
