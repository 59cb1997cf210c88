// The tablet is not a stretched phone (ADR 0018): from 820 px the list screens show the list beside the
// selected item, the URL carries the selection, and an action in the pane refreshes the list beside it. On a
// phone a tap still opens the item on its own, as before.
import { expect, test } from './fixtures.mjs';
import { apiToken, expectToast, startLeave } from './helpers.mjs';

const pane = (page) => page.getByRole('region', { name: '详情' });

/** The list and the pane stand side by side, both on screen, the tapped row still visible and marked. */
async function expectSideBySide(page, row) {
  const list = await page.locator('.master-detail-list').boundingBox();
  const detail = await pane(page).boundingBox();
  const size = page.viewportSize();
  expect(list && detail, 'the list and the pane are both shown').toBeTruthy();
  expect(list.x + list.width <= detail.x + 1, `the list (${list.x}+${list.width}) stands left of the pane (${detail.x})`).toBeTruthy();
  expect(list.width >= 340 && list.width <= 420, `the list column is ${list.width} px wide`).toBeTruthy();
  expect(detail.x + detail.width <= size.width + 1 && detail.width >= 400, `the pane is ${detail.width} px wide and on screen`).toBeTruthy();
  expect(await row.isVisible(), 'the tapped row stays visible beside its item').toBeTruthy();
  expect((await row.getAttribute('aria-current')) === 'true', 'the tapped row is marked as the open one').toBeTruthy();
}

/** The pathname of the page now. */
const pathname = (page) => new URL(page.url()).pathname;

/**
 * Each list screen: who looks, where, which row to tap, what the pane then shows (tablet), and how a phone shows
 * the item (its own full-screen URL, or the dialog or sheet it used before).
 */
const screens = [
  {
    name: 'done', account: 'wangfang', path: '/work/myMatters/1', row: '.matter-row',
    tabletUrl: /^\/work\/myMatters\/1\/doneDetail\/[^/]+\/done$/, ready: '.detail-subject', phoneUrl: /^\/doneDetail\//,
  },
  {
    name: 'my requests', account: 'chenjing', path: '/work/myRequest', row: '.matter-row',
    tabletUrl: /^\/work\/myRequest\/inst\/[^/]+\/request$/, ready: '.detail-subject', phoneUrl: /^\/inst\//,
  },
  {
    name: 'circulated', account: 'liangchen', path: '/work/myNotice?tab=done', row: '.matter-row',
    tabletUrl: /^\/work\/myNotice\/noticeTask\//, ready: '.detail-banner', phoneUrl: /^\/noticeTask\//,
  },
  {
    name: 'news', account: 'chenjing', path: '/news?type=notice', row: '.news-row',
    tabletUrl: /^\/news\/[^/]+$/, ready: '.news-article-title', phoneUrl: /^\/news\/[^/]+$/,
  },
  {
    name: 'inbox', account: 'wangfang', path: '/messageReceiverList', row: '.inbox-row',
    tabletUrl: /^\/messageReceiverList\/[^/]+$/, ready: '.inbox-article-title', phoneDialog: '.adm-dialog .inbox-content',
  },
  {
    name: 'address book', account: 'wangfang', path: '/mailList', row: '.person-row', search: '李',
    tabletUrl: /^\/mailList\/[^/]+$/, ready: '.person-detail-name', phoneDialog: '.person-popup .person-detail-name',
  },
];

test.describe(() => {
  test.use({ user: 'wangfang' });

  test('a to-do item opens beside the list on a tablet; agreeing there takes it off the list', async ({ page, baseURL, formFactor, shot }) => {
    const subject = `陈静事假 1 天（${formFactor} 平板并排）`;
    await startLeave(baseURL, await apiToken(baseURL, 'chenjing'), subject);
    await page.goto('/work/myMatters/0');
    const row = page.locator('.matter-row', { hasText: subject });
    await row.click();

    if (formFactor !== 'tablet') {
      // A phone: the task alone, full screen, with its back arrow, as before.
      await page.waitForURL((url) => url.pathname.startsWith('/task/'));
      await page.locator('.action-bar').waitFor();
      expect(await page.locator('.matter-row').count() === 0, 'a phone shows the task without the list').toBeTruthy();
      expect(await page.locator('.master-detail').count() === 0, 'a phone has no side-by-side layout').toBeTruthy();
      await page.locator('.page-header .adm-nav-bar-back-arrow').waitFor();
      return;
    }

    await page.waitForURL((url) => /^\/work\/myMatters\/0\/task\/[^/]+\/0$/.test(url.pathname));
    await pane(page).locator('.detail-subject', { hasText: subject }).waitFor();
    await pane(page).locator('.action-bar').waitFor();
    await expectSideBySide(page, row);
    expect(await pane(page).locator('.adm-nav-bar-back-arrow').count() === 0, 'the pane has no back arrow').toBeTruthy();
    await shot('tablet-todo');

    // The URL carries the selection: a reload shows the same task beside the list.
    await page.reload();
    await pane(page).locator('.detail-subject', { hasText: subject }).waitFor();
    await expectSideBySide(page, row);

    // A sheet keeps a readable width, centred, rather than spanning the tablet.
    await pane(page).locator('.action-bar').getByRole('button', { name: '驳回', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: '驳回' });
    await sheet.waitFor();
    const box = await page.locator('.task-sheet').boundingBox();
    expect(Math.round(box.width) === 560 && Math.abs(box.x - (page.viewportSize().width - 560) / 2) <= 1, `the sheet is ${box.width} px wide at x ${box.x}`).toBeTruthy();
    await sheet.getByRole('button', { name: '取消' }).click();
    await sheet.waitFor({ state: 'detached' });

    await pane(page).locator('.action-bar').getByRole('button', { name: '同意', exact: true }).click();
    await expectToast(page, '任务办理成功');
    await page.waitForURL((url) => url.pathname === '/work/myMatters/0');
    await row.waitFor({ state: 'detached' });
    await pane(page).getByText('请在左侧选择一项').waitFor();
    await shot('tablet-todo-agreed');
  });
});

for (const s of screens) {
  test.describe(() => {
    test.use({ user: s.account });

    test(`the ${s.name} list shows its item beside it on a tablet, on its own on a phone`, async ({ page, formFactor, shot }) => {
      await page.goto(s.path);
      if (s.search) await page.getByRole('searchbox').first().fill(s.search);
      const row = page.locator(s.row).first();
      await row.waitFor();
      if (formFactor === 'tablet') await pane(page).getByText('请在左侧选择一项').waitFor();
      await row.click();

      if (formFactor !== 'tablet') {
        if (s.phoneDialog) {
          await page.locator(s.phoneDialog).first().waitFor();
          expect(/^\/(messageReceiverList|mailList)$/.test(pathname(page)), `a phone keeps the list under the ${s.name} item: ${pathname(page)}`).toBeTruthy();
        } else {
          await page.waitForURL((url) => s.phoneUrl.test(url.pathname));
          await page.locator(s.ready).first().waitFor();
          expect(await page.locator(s.row).count() === 0, `a phone shows the ${s.name} item without the list`).toBeTruthy();
        }
        expect(await page.locator('.master-detail').count() === 0, 'a phone has no side-by-side layout').toBeTruthy();
        return;
      }

      await page.waitForURL((url) => s.tabletUrl.test(url.pathname));
      await pane(page).locator(s.ready).first().waitFor();
      await expectSideBySide(page, row);
      await shot(`tablet-${s.name.replace(' ', '-')}`);
    });
  });
}
