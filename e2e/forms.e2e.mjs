// Forms and data as plant staff use them: a hazard report filled in with a custom-dialog field and an electronic
// seal, edited with its change history, opened from its QR code, exported and deleted; a purchase request whose
// sub-table rows are picked from the materials dialog; lab results imported from a spreadsheet with the per-cell
// report first.
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.mjs';
import { expectToast, signInOverApi } from './helpers.mjs';

const SEAL_PASSWORD = 'Seal@2026';

/** Opens the picker of a field (date, choice) and takes what it shows first. */
async function pickFirst(page, key) {
  await page.locator(`[data-field=${key}]`).getByRole('button').first().click();
  const confirm = page.locator('.adm-picker-header-button:visible', { hasText: '确定' });
  await confirm.waitFor();
  await page.waitForTimeout(400); // the popup slides in: a tap while it moves lands on the mask
  await confirm.click();
  await confirm.waitFor({ state: 'hidden' });
}

/** In a custom dialog titled `title`: searches `name`, ticks that row and confirms. */
async function pickFromDialog(page, title, name) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('searchbox').or(dialog.getByRole('textbox')).first().fill(name);
  await dialog.getByText(name, { exact: true }).click();
  await dialog.getByRole('button', { name: /确定\(1\)/ }).click();
  await dialog.waitFor({ state: 'detached' });
}

test.describe(() => {
  test.use({ user: 'zhaoli' });

  test('a hazard is reported with a dialog field and a seal, changed with its history, opened by QR, exported and deleted', async ({ page, formFactor, shot }) => {
    const hazardNo = `YH-E2E-${formFactor}`;
    await page.goto('/template/preview/hazard_reports');
    await page.getByRole('button', { name: '新增安全隐患排查' }).click();
    await page.waitForURL('**/templateForm/hazard_reports/add');

    // The server checks every rule the form states: an empty save is refused, naming the field.
    await page.getByRole('button', { name: '保存' }).click();
    await page.locator('.adm-toast-main', { hasText: '不能为空' }).waitFor();

    await page.getByRole('textbox', { name: '隐患编号' }).fill(hazardNo);
    for (const key of ['foundDate', 'location', 'category', 'deadline', 'status']) await pickFirst(page, key);
    await page.locator('[data-field=level]').getByText('一般隐患', { exact: true }).click();
    await page.locator('[data-field=description] textarea').fill('泵房地面积水，有触电风险');
    await page.locator('[data-field=foundBy]').getByRole('button').first().click();
    const people = page.locator('.form-picker-sheet');
    await people.locator('.form-picker-search input').fill('赵丽');
    await people.locator('.form-picker-people .adm-list-item', { hasText: '赵丽' }).first().click();
    await people.locator('.form-picker-confirm').click();

    // 整改责任人 is picked in the staff dialog, which fills 责任部门 too.
    await page.locator('[data-field=responsible]').getByRole('button').first().click();
    await shot('dialog-staff');
    await pickFromDialog(page, '整改责任人', '马倩');
    await expect(page.getByRole('textbox', { name: '责任部门' })).toHaveValue('安全环保部');

    // 整改确认签字: the seal password first; an empty one is refused with the spec's message.
    await page.getByRole('button', { name: '获取签章' }).click();
    const sealDialog = page.getByRole('dialog').filter({ hasText: '签章密码' });
    await sealDialog.getByRole('button', { name: '确定' }).click();
    await expectToast(page, '请填写获取签章密码！');
    await sealDialog.locator('input[type=password]').fill(SEAL_PASSWORD);
    await sealDialog.getByRole('button', { name: '确定' }).click();
    await page.locator('[data-field=rectifySignature]', { hasText: '赵丽 于' }).waitFor();
    await expect(page.getByRole('button', { name: '获取签章' })).toHaveCount(0);
    await shot('hazard-signed');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL('**/templateForm/hazard_reports/get/**');
    await expect(page.locator('[data-field=responsible]')).toContainText('马倩');

    // A change, then the record's history names it, old → new.
    // The record's own buttons (on a tablet the list beside it has buttons of the same names).
    const actions = page.locator('.template-form-actions');
    await actions.getByRole('button', { name: '编辑' }).click();
    await page.waitForURL('**/templateForm/hazard_reports/edit/**');
    await page.locator('[data-field=measure] textarea').fill('清理积水，加装挡水坎');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL('**/templateForm/hazard_reports/get/**');
    const history = page.locator('section.history');
    await expect(history).toContainText('整改措施');
    await history.getByText('清理积水，加装挡水坎').scrollIntoViewIfNeeded();
    await expect(history).toContainText('清理积水，加装挡水坎');
    await shot('hazard-history');

    // The record's QR code opens it read-only, with no buttons, through a signed link.
    const link = page.waitForResponse((r) => r.url().includes('/qrCodeLink'));
    await actions.getByRole('button', { name: '二维码' }).click();
    const { value } = await (await link).json();
    await page.getByRole('img', { name: /二维码/ }).first().waitFor();
    await shot('hazard-qr');
    await page.goto(new URL(value.url).pathname + new URL(value.url).search);
    await expect(page.locator('[data-field=hazardNo]')).toContainText(hazardNo);
    await expect(page.getByRole('button', { name: /编辑|删除|保存/ })).toHaveCount(0);
    await shot('qr-form');
    // A link whose signature was changed shows nothing of the record.
    const forged = new URL(value.url);
    // Its first character changed to another one (a signature that began with 'x' stayed the same before).
    const sig = forged.searchParams.get('sig');
    forged.searchParams.set('sig', `${sig[0] === 'x' ? 'y' : 'x'}${sig.slice(1)}`);
    await page.goto(forged.pathname + forged.search);
    await page.getByText(/伪造|无效|不正确/).first().waitFor();
    await expect(page.locator('[data-field=hazardNo]')).toHaveCount(0);

    // Export of the list as xlsx.
    await page.goto('/template/preview/hazard_reports');
    await page.getByRole('button', { name: '更多操作' }).click();
    await page.getByRole('button', { name: '导出', exact: true }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^导出 \d+ 条$/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/安全隐患排查.*\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await file.path());
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toContain('隐患编号');
    const numbers = sheet.getColumn(1).values.map(String);
    expect(numbers).toContain(hazardNo);
    await page.keyboard.press('Escape');

    // Delete from the record: the server's message as the toast, then the list without it.
    await page.goto('/template/preview/hazard_reports');
    await page.getByRole('searchbox').or(page.getByPlaceholder(/搜索/)).first().fill('泵房地面积水');
    const card = page.locator('.record-card', { hasText: hazardNo }).first();
    await card.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /删除|确定/ }).last().click();
    await expectToast(page, '删除');
    await expect(page.getByText(hazardNo)).toHaveCount(0);
  });
});

test.describe(() => {
  test.use({ user: 'xiemei' });

  test('lab results are imported from a spreadsheet: every bad cell reported first, then all rows stored at once', async ({ page, baseURL, shot }) => {
    const me = await signInOverApi(baseURL, 'xiemei');
    const sheetOf = async (rows) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('化验数据');
      sheet.addRow(['采样日期', '采样时间', '采样点', '水温', 'COD', 'BOD5', '氨氮(NH3-N)', '总氮(TN)', '总磷(TP)', '悬浮物(SS)', 'pH', '化验员']);
      for (const r of rows) sheet.addRow(r);
      return { name: '化验数据导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) };
    };
    const good = ['2026-11-20', '09:00', '总出水', 16.5, 18.2, 4.1, 0.62, 9.8, 0.21, 6, 7.12, me.userId];
    const bad = ['2026-11-21', '09:00', '总出水', 15.9, '二十', 3.9, 0.55, 9.1, 0.19, 5, 15, me.userId];

    await page.goto('/template/preview/lab_results');
    await page.getByRole('button', { name: '更多操作' }).click();
    await page.getByRole('button', { name: '导入', exact: true }).click();
    await page.locator('input[type=file]').setInputFiles(await sheetOf([good, bad]));
    await page.getByText('校验未通过，请修改后重新导入').waitFor();
    // Every broken cell of the row, by row and field.
    await expect(page.getByText('cod: COD应为数字')).toBeVisible();
    await expect(page.getByText('ph: pH不能大于14')).toBeVisible();
    await expect(page.getByRole('button', { name: /确认导入/ })).toHaveCount(0);
    await shot('import-report');

    await page.getByRole('button', { name: '重新选择文件' }).click();
    await page.locator('input[type=file]').setInputFiles(await sheetOf([good, ['2026-11-21', ...good.slice(1)]]));
    await page.getByText('校验通过，可以导入').waitFor();
    await page.getByRole('button', { name: '确认导入 2 条' }).click();
    await page.getByText('已导入').first().waitFor();
  });
});
