// The approval lists: to-do with markers and batch approval, a task handled elsewhere leaving the list,
// revoke and urge availability on my requests, and often-used flows on the start list.
import { apiToken, expect, expectToast, runtimeCall, signIn, startLeave, todoRows } from './helpers.mjs';

export const journeys = [
  {
    name: 'the to-do list shows urgent items, and batch approval answers each item',
    run: async ({ page, baseUrl, viewport, shot }) => {
      const lijun = await apiToken(baseUrl, 'lijun');
      const a = `李军事假 1 天（${viewport} 批量 A）`;
      const b = `李军事假 1 天（${viewport} 批量 B）`;
      await startLeave(baseUrl, lijun, a, { urgentStateValue: 1 });
      await startLeave(baseUrl, lijun, b);
      await signIn(page, 'wangfang');
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
    },
  },
  {
    name: 'a to-do item handled elsewhere leaves the list and the badge when the user comes back',
    run: async ({ page, baseUrl, viewport }) => {
      const zhaolei = await apiToken(baseUrl, 'zhaolei');
      const subject = `赵磊调休 1 天（${viewport} 别处处理）`;
      await startLeave(baseUrl, zhaolei, subject);
      await signIn(page, 'wangfang');
      await page.goto('/work/myMatters/0');
      await page.locator('.matter-row', { hasText: subject }).waitFor();
      const badge = async () => Number(await page.locator('[role=tablist] .adm-badge-content').innerText().catch(() => '0'));
      const before = await badge();

      // Handled on another device while this page stays open; then the user returns to the app.
      const wangfang = await apiToken(baseUrl, 'wangfang');
      const task = (await todoRows(baseUrl, wangfang)).find((t) => t.subject === subject);
      await runtimeCall(baseUrl, wangfang, 'POST', '/task/v1/complete', { taskId: task.taskId, actionName: 'agree', opinion: '已在电脑上处理' });
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      await page.locator('.matter-row', { hasText: subject }).waitFor({ state: 'detached' });
      await page.waitForFunction((n) => Number(document.querySelector('[role=tablist] .adm-badge-content')?.textContent ?? '0') === n, before - 1);
    },
  },
  {
    name: 'my requests say before the tap whether revoke and urge are possible',
    run: async ({ page, baseUrl, viewport, shot }) => {
      const chenjing = await apiToken(baseUrl, 'chenjing');
      const waiting = `陈静事假 1 天（${viewport} 待审）`;
      const acted = `陈静事假 1 天（${viewport} 已审）`;
      await startLeave(baseUrl, chenjing, acted, { days: 5 });
      await startLeave(baseUrl, chenjing, waiting);
      const wangfang = await apiToken(baseUrl, 'wangfang');
      const task = (await todoRows(baseUrl, wangfang)).find((t) => t.subject === acted);
      await runtimeCall(baseUrl, wangfang, 'POST', '/task/v1/complete', { taskId: task.taskId, actionName: 'agree', opinion: '同意' });

      await signIn(page, 'chenjing');
      await page.goto('/work/myRequest');
      const open = page.locator('.matter-row', { hasText: waiting });
      const moved = page.locator('.matter-row', { hasText: acted });
      await open.waitFor();
      expect(await open.getByRole('button', { name: '撤回' }).isEnabled(), 'revoke should be possible before anyone acted');
      expect(!(await moved.getByRole('button', { name: '撤回' }).isEnabled()), 'revoke should be refused once the next node acted');
      await moved.getByText(/^撤回不可用：/).waitFor();
      await shot('matters-requests');

      await open.getByRole('button', { name: '撤回' }).click();
      await page.locator('.adm-dialog-footer').getByRole('button', { name: '撤回' }).click();
      await expectToast(page, '撤回成功');
      // Back with the starter: no longer running, so neither action is offered.
      await open.locator('.matter-status', { hasText: '已撤回' }).waitFor();
      expect(await open.getByRole('button').count() === 0, 'a revoked request offers no revoke or urge');
    },
  },
  {
    name: 'often-used flows are edited on a copy and saved',
    run: async ({ page, shot }) => {
      await signIn(page, 'yangfan');
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
      expect(shown === (wasTicked ? 0 : 1), `请假申请 should ${wasTicked ? 'no longer' : 'now'} be an often-used flow`);
    },
  },
];
