import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { dataDictApi, fileApi, orgApi, userApi, type Endpoint, type FileInfo, type ProcessForm, type QueryFilter } from '@wp/contract';
import i18n from '../../i18n/index.js';
import { renderScreen } from '../../test/render.js';
import { call } from '../../lib/http/client.js';
import type { FormPermissions, FormValues } from '../../lib/form/model.js';
import { purchaseForm } from '../../lib/form/test-form.js';
import { FormRenderer } from './FormRenderer.js';
import { useFormController, type FormCheck } from './useFormController.js';

// Only the module boundary to the server is replaced.
vi.mock('../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/http/client.js')>()),
  call: vi.fn(),
}));
const callMock = vi.mocked(call);

const fileInfo = (fileId: string, fileName: string, size = 2048): FileInfo =>
  ({ fileId, fileName, mimeType: 'image/png', size, createTime: '2026-01-01 08:00:00', extraProp: null });

let uploaded = 0;
/** Answers like the server: dictionaries, uploads, people, file previews. */
function serve() {
  callMock.mockImplementation((async (e: Endpoint, opts: { query?: Record<string, string>; body?: unknown }) => {
    if (e === dataDictApi.getByTypeKeyForComBo) return [{ key: 'plant', name: '厂区' }, { key: 'pump', name: '泵房', children: [{ key: 'pump1', name: '一号泵房' }] }];
    if (e === fileApi.upload) {
      const file = (opts.body as FormData).get('file') as File;
      const info = fileInfo(`f${++uploaded}`, file.name, file.size);
      return { state: true, message: '上传成功', value: info, fileId: info.fileId };
    }
    if (e === fileApi.preview) return new Blob(['png']);
    if (e === fileApi.onlinePreview) return { state: true, message: '', value: { fileId: opts.query!.fileId, fileName: '工艺图.pdf', mimeType: 'application/pdf', url: '' } };
    if (e === userApi.queryUserWithMainOrgPost) {
      const filter = opts.body as QueryFilter;
      const people = [
        { id: 'u1', fullname: '王芳', orgName: '生产运行部', postName: '部长' },
        { id: 'u2', fullname: '李军', orgName: '生产运行部', postName: '班组长' },
      ];
      const ids = filter.querys?.find((q) => q.property === 'id')?.value as string[] | undefined;
      const text = filter.querys?.find((q) => q.property === 'fullname')?.value as string | undefined;
      const rows = people.filter((p) => (!ids || ids.includes(p.id)) && (!text || p.fullname.includes(text)));
      return { rows, total: rows.length, page: 1, pageSize: 20 };
    }
    if (e === orgApi.getAllDems) return [{ id: 'dem1', code: 'org', name: '行政维度', isDefault: 1 }];
    if (e === orgApi.getByParentAndDem) {
      const { parentId } = opts.body as { parentId?: string };
      return orgs.filter((o) => o.parentId === (parentId ?? null));
    }
    if (e === orgApi.getOrgPage) {
      const ids = (opts.body as QueryFilter).querys?.[0]?.value as string[];
      const rows = orgs.filter((o) => ids.includes(o.id));
      return { rows, total: rows.length, page: 1, pageSize: 10 };
    }
    throw new Error(`unexpected call ${e.path}`);
  }) as never);
}
const org = (id: string, name: string, parentId: string | null, isParent = false) =>
  ({ id, parentId, demId: 'dem1', code: id, name, path: id, pathName: name, sn: 0, isParent });
const orgs = [org('o-root', '清源再生水厂', null, true), org('o-prod', '生产运行部', 'o-root'), org('o-lab', '化验室', 'o-root')];
const callsTo = (e: Endpoint) => callMock.mock.calls.filter(([x]) => x === e);

/** A screen as the approval screens use it: the controller, the renderer, a submit button that validates. */
function Screen({ definition = purchaseForm, permissions, initialValues, readOnly, onCheck }: {
  definition?: Pick<ProcessForm, 'fields'>; permissions?: FormPermissions; initialValues?: FormValues; readOnly?: boolean;
  onCheck?(check: FormCheck, values: FormValues): void;
}) {
  const form = useFormController({ definition, permissions, initialValues, readOnly });
  const [message, setMessage] = useState('');
  return (
    <>
      <FormRenderer {...form.rendererProps} />
      <button type="button" onClick={() => {
        const check = form.validate();
        setMessage(check.message);
        onCheck?.(check, form.values);
      }}>submit</button>
      <pre data-testid="message">{message}</pre>
      <pre data-testid="values">{JSON.stringify(form.values)}</pre>
    </>
  );
}
const valuesNow = () => JSON.parse(screen.getByTestId('values').textContent!) as FormValues;
const renderForm = (props: Parameters<typeof Screen>[0] = {}) => renderScreen('/', { '/': <Screen {...props} /> });
const itemOf = (label: string) => screen.getByText(label, { selector: '.form-label, .form-label *' }).closest('.form-field') as HTMLElement;
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });

const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
beforeAll(() => {
  URL.createObjectURL = vi.fn(() => `blob:test/${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});
beforeEach(async () => {
  callMock.mockReset();
  uploaded = 0;
  serve();
  await i18n.changeLanguage('zh-CN');
});

describe('FormRenderer: permissions', () => {
  it('hides n, shows r as text without a control, and b with the required star', async () => {
    renderForm({ initialValues: { title: '采购PAC药剂', remark: '月度用量' }, permissions: { remark: 'n', title: 'r', needDate: 'b' } });
    expect(screen.queryByText('备注')).toBeNull();
    const title = itemOf('申请事由');
    expect(within(title).getByText('采购PAC药剂')).toBeTruthy();
    expect(within(title).queryByRole('textbox')).toBeNull();
    expect(itemOf('需用日期').querySelector('.form-required')).toBeTruthy();
    expect(itemOf('预算金额').querySelector('.form-required')).toBeNull();
  });

  it('b makes an optional field required on submit; r and n fields are not checked', async () => {
    const user = setup();
    renderForm({ initialValues: { title: '' }, permissions: { title: 'r', needDate: 'b' } });
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(screen.getByTestId('message').textContent).toBe('需用日期：不能为空');
  });

  it('shows every field read-only on a read-only form', async () => {
    renderForm({ readOnly: true, initialValues: { title: '采购PAC药剂', budget: 1234.56, urgent: true, kind: 'chem' } });
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getByText('¥1,234.56')).toBeTruthy();
    expect(screen.getByText('壹仟贰佰叁拾肆元伍角陆分')).toBeTruthy();
    expect(screen.getByText('是')).toBeTruthy();
    expect(screen.getByText('药剂')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '添加一行' })).toBeNull();
  });
});

describe('FormRenderer: validation on submit', () => {
  it('lists each failing field with its message, shows each under its field, and clears it once fixed', async () => {
    const user = setup();
    const onCheck = vi.fn();
    renderForm({ onCheck });
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(onCheck.mock.calls[0][0]).toMatchObject({ ok: false });
    expect(screen.getByTestId('message').textContent).toBe('申请事由：不能为空');
    expect(within(itemOf('申请事由')).getByRole('alert').textContent).toBe('不能为空');

    await user.type(screen.getByRole('textbox', { name: '数量' }), '300');
    expect(within(itemOf('数量')).getByRole('alert').textContent).toBe('不能大于100');
    await user.type(screen.getByRole('textbox', { name: '申请事由' }), '采购PAC药剂');
    expect(within(itemOf('申请事由')).queryByRole('alert')).toBeNull();

    await user.clear(screen.getByRole('textbox', { name: '数量' }));
    await user.type(screen.getByRole('textbox', { name: '数量' }), '3');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(onCheck.mock.calls[1][0]).toEqual({ ok: true, errors: [], message: '' });
    expect(onCheck.mock.calls[1][1]).toMatchObject({ title: '采购PAC药剂', qty: 3 });
  });

  it("uses the spec's English: 'please fill in the form correctly' when no failing field has a message", async () => {
    await i18n.changeLanguage('en-US');
    const { validationMessage } = await import('../../lib/form/validate.js');
    expect(validationMessage([{ field: 'x', label: 'X', message: '' }])).toBe('please fill in the form correctly');
    const user = setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(screen.getByTestId('message').textContent).toBe('申请事由: is required');
  });
});

describe('FormRenderer: money', () => {
  it('shows the amount in uppercase Chinese as it is typed, and says why when it cannot', async () => {
    const user = setup();
    renderForm();
    const box = screen.getByRole('textbox', { name: '预算金额' });
    await user.type(box, '1,010.05');
    expect(screen.getByTestId('money-capitals').textContent).toBe('壹仟零壹拾元零伍分');
    expect(valuesNow().budget).toBe(1010.05);
    // Letters cannot be typed, nor a third decimal.
    await user.type(box, '9x');
    expect((box as HTMLInputElement).value).toBe('1,010.05');
    await user.clear(box);
    await user.type(box, '100000000000');
    expect(screen.getByTestId('money-capitals').textContent).toBe('金额不能超过99999999999.99');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(screen.getByTestId('message').textContent).toContain('预算金额：金额不能超过99999999999.99');
  });
});

describe('FormRenderer: pictures', () => {
  const pictureForm = { fields: [{ key: 'photos', label: '现场照片', type: 'picture' as const }] };
  const png = (name: string) => new File(['png'], name, { type: 'image/png' });

  it("refuses a file without the png suffix with 'Please upload a picture with the png suffix'", async () => {
    await i18n.changeLanguage('en-US');
    const user = setup();
    renderForm({ definition: pictureForm });
    const input = screen.getByLabelText('upload picture 现场照片') as HTMLInputElement;
    // One file per selection.
    expect(input.multiple).toBe(false);
    await user.upload(input, new File(['jpg'], 'pump.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Please upload a picture with the png suffix')).toBeTruthy();
    await user.upload(input, png('pump.Png'));
    expect(callsTo(fileApi.upload)).toHaveLength(0);
    expect(valuesNow().photos).toBeUndefined();
  });

  it('uploads .png and .PNG files through the file endpoint as the part "file"', async () => {
    const user = setup();
    renderForm({ definition: pictureForm });
    await user.upload(screen.getByLabelText('上传图片 现场照片'), png('格栅.png'));
    await user.upload(screen.getByLabelText('上传图片 现场照片'), png('SLUDGE.PNG'));
    await waitFor(() => expect(valuesNow().photos).toEqual(['f1', 'f2']));
    const body = callsTo(fileApi.upload)[0][1]!.body as FormData;
    expect((body.get('file') as File).name).toBe('格栅.png');
    expect(screen.getAllByRole('img', { name: /格栅.png|SLUDGE.PNG/ })).toHaveLength(2);
  });

  it('stops at 10 pictures', async () => {
    const user = setup();
    renderForm({ definition: pictureForm, initialValues: { photos: Array.from({ length: 9 }, (_, i) => `old${i}`) } });
    expect(screen.getByText('9/10')).toBeTruthy();
    await user.upload(screen.getByLabelText('上传图片 现场照片'), png('tenth.png'));
    await waitFor(() => expect(valuesNow().photos).toHaveLength(10));
    expect(screen.queryByLabelText('上传图片 现场照片')).toBeNull();
    expect(screen.getByText('最多上传10张图片')).toBeTruthy();
  });

  it("asks 'Are you sure you want to delete?' before removing a picture", async () => {
    await i18n.changeLanguage('en-US');
    const user = setup();
    renderForm({ definition: pictureForm, initialValues: { photos: ['p1', 'p2'] } });
    const removes = () => screen.getAllByRole('button', { name: 'delete' });
    await user.click(removes()[0]);
    const dialog = (await screen.findByText('Are you sure you want to delete?')).closest('.adm-dialog-body') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure you want to delete?')).toBeNull());
    expect(valuesNow().photos).toEqual(['p1', 'p2']);

    await user.click(removes()[0]);
    const again = (await screen.findByText('Are you sure you want to delete?')).closest('.adm-dialog-body') as HTMLElement;
    await user.click(within(again).getByRole('button', { name: 'confirm' }));
    await waitFor(() => expect(valuesNow().photos).toEqual(['p2']));
  });
});

describe('FormRenderer: attachments', () => {
  it('lists uploaded files with their size by the spec rule and removes one after confirmation', async () => {
    const user = setup();
    renderForm({ definition: { fields: [{ key: 'files', label: '附件', type: 'attachment' }] }, initialValues: { files: ['old1'] } });
    expect(await screen.findByText('工艺图.pdf')).toBeTruthy();
    await user.upload(screen.getByLabelText('上传附件 附件'), [
      new File([new Uint8Array(1536)], '检修记录.docx'),
      new File([new Uint8Array(3 * 1024 * 1024)], '巡检视频.mp4'),
    ]);
    expect(await screen.findByText('检修记录.docx')).toBeTruthy();
    expect(screen.getByText('1.50KB')).toBeTruthy();
    expect(await screen.findByText('3.00MB')).toBeTruthy();
    expect(valuesNow().files).toEqual(['old1', 'f1', 'f2']);

    await user.click(screen.getByRole('button', { name: '删除 检修记录.docx' }));
    const dialog = (await screen.findByText('确定要删除吗？')).closest('.adm-dialog-body') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(valuesNow().files).toEqual(['old1', 'f2']));
  });
});

describe('FormRenderer: sub-tables and computed fields', () => {
  it('adds and removes rows, computes each row and the total', async () => {
    const user = setup();
    renderForm();
    const add = screen.getByRole('button', { name: '添加一行' });
    await user.click(add);
    await user.click(add);
    const rows = () => screen.getAllByRole('group', { name: /^第\d行$/ });
    expect(rows()).toHaveLength(2);

    await user.type(within(rows()[0]).getByRole('textbox', { name: '件数' }), '2');
    await user.type(within(rows()[0]).getByRole('textbox', { name: '单价' }), '3000.5');
    await user.type(within(rows()[1]).getByRole('textbox', { name: '件数' }), '3');
    await user.type(within(rows()[1]).getByRole('textbox', { name: '单价' }), '0.1');
    expect(within(rows()[0]).getByRole('status', { name: '小计' }).textContent).toBe('6,001.00');
    expect(screen.getByRole('status', { name: '合计' }).textContent).toBe('6,001.30');

    // An empty row goes without asking; a filled one asks first.
    await user.click(add);
    await user.click(screen.getByRole('button', { name: '删除第3行' }));
    expect(rows()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '删除第1行' }));
    const dialog = (await screen.findByText('确定要删除吗？')).closest('.adm-dialog-body') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('status', { name: '合计' }).textContent).toBe('0.30');
    expect(valuesNow()).toMatchObject({ items: [{ count: 3, price: 0.1, subtotal: 0.3 }], total: 0.3 });
  });

  it('stops adding at maxRows and names a failing cell by table, row and column', async () => {
    const user = setup();
    renderForm({ initialValues: { title: 'x', items: [{ name: 'PAC' }, {}, { name: 'PAM' }] } });
    expect((screen.getByRole('button', { name: '添加一行' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(screen.getByTestId('message').textContent).toBe('采购明细第2行 品名：不能为空');
    const second = screen.getAllByRole('group', { name: /^第\d行$/ })[1];
    expect(within(second).getByRole('alert').textContent).toBe('不能为空');
  });
});

describe('FormRenderer: serial numbers', () => {
  it("reserves no number when a new form opens: it reads 'assigned on submit'", async () => {
    renderForm();
    expect(itemOf('申请编号').textContent).toContain('提交后生成');
    expect(callMock).not.toHaveBeenCalled();
    expect(valuesNow().serial).toBeUndefined();
  });

  it('shows the number the server gave a submitted request', async () => {
    renderForm({ initialValues: { serial: 'CG20250099' } });
    expect(await screen.findByText('CG20250099')).toBeTruthy();
  });
});

describe('FormRenderer: the shared rules', () => {
  it("shows the message of @wp/form's rule, the one the server refuses with: an end date before its start", async () => {
    const user = setup();
    const leave: Pick<ProcessForm, 'fields'> = {
      fields: [
        { key: 'startDate', label: '开始日期', type: 'date' },
        { key: 'endDate', label: '结束日期', type: 'date', notBefore: 'startDate' },
        { key: 'days', label: '请假天数', type: 'computed', expression: 'workdays(startDate, endDate)', precision: 0, min: 1 },
      ],
    };
    renderForm({ definition: leave, initialValues: { startDate: '2026-11-23', endDate: '2026-11-20' } });
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(screen.getByTestId('message').textContent).toBe('结束日期：不能早于开始日期\n请假天数：不能小于1');
    expect(within(itemOf('结束日期')).getByRole('alert').textContent).toBe('不能早于开始日期');
  });
});

describe('FormRenderer: choices and people', () => {
  it('offers the items of a data dictionary, fetched once per dictionary', async () => {
    const user = setup();
    const definition = {
      fields: [
        { key: 'area', label: '区域', type: 'radio' as const, dictKey: 'AREA' },
        { key: 'areas', label: '涉及区域', type: 'checkbox' as const, dictKey: 'AREA' },
      ],
    };
    renderForm({ definition });
    await user.click(await screen.findByRole('radio', { name: '泵房 / 一号泵房' }));
    const checks = screen.getAllByRole('checkbox');
    await user.click(checks[0]);
    await user.click(checks[1]);
    expect(valuesNow()).toMatchObject({ area: 'pump1', areas: ['plant', 'pump'] });
    expect(callsTo(dataDictApi.getByTypeKeyForComBo)).toHaveLength(1);
    expect(callsTo(dataDictApi.getByTypeKeyForComBo)[0][1]).toMatchObject({ query: { typeKey: 'AREA' } });
  });

  it('picks people from a search and shows the names of a saved value', async () => {
    const user = setup();
    const definition = { fields: [{ key: 'handlers', label: '经办人', type: 'user' as const, multiple: true }] };
    renderForm({ definition, initialValues: { handlers: ['u2'] } });
    expect(await screen.findByText('李军')).toBeTruthy();
    // The field's button is named by its label and what it shows.
    await user.click(screen.getByRole('button', { name: '经办人 李军' }));
    const sheet = await screen.findByRole('dialog', { name: '经办人' });
    await user.type(within(sheet).getByRole('searchbox'), '王');
    await user.click(await within(sheet).findByText('王芳'));
    await user.click(within(sheet).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(valuesNow().handlers).toEqual(['u2', 'u1']));
    expect(screen.getByRole('button', { name: '经办人 李军、王芳' })).toBeTruthy();
  });

  it('picks an organisation by walking down the tree', async () => {
    const user = setup();
    const definition = { fields: [{ key: 'dept', label: '使用部门', type: 'org' as const }] };
    renderForm({ definition, initialValues: { dept: ['o-lab'] } });
    expect(await screen.findByText('化验室')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '使用部门 化验室' }));
    const sheet = await screen.findByRole('dialog', { name: '使用部门' });
    await user.click(await within(sheet).findByRole('button', { name: /下级/ }));
    await user.click(await within(sheet).findByRole('radio', { name: '生产运行部' }));
    expect(within(sheet).getByText('已选 1')).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(valuesNow().dept).toEqual(['o-prod']));
    expect(screen.getByRole('button', { name: '使用部门 生产运行部' })).toBeTruthy();
  });
});
