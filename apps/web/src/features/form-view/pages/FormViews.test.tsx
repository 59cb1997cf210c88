import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { formDataApi, type FormField } from '@wp/contract';
import i18n from '../../../i18n/index.js';
import { renderScreen } from '../../../test/render.js';
import { optionsOf, serveCalls } from '../../../test/serve-calls.js';
import { call, CallError } from '../../../lib/http/client.js';
import { PreviewFormPage, FormDetailPage } from './PreviewFormPage.js';
import { FormContentPage } from './FormContentPage.js';
import { QRCodeFormPage } from './QRCodeFormPage.js';

vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const fields = [
  { key: 'title', label: '隐患描述', type: 'text', required: true, maxLength: 20 },
  { key: 'level', label: '隐患等级', type: 'select', options: [{ key: 'minor', name: '一般' }, { key: 'major', name: '重大' }] },
  { key: 'cod', label: 'COD', type: 'number', unit: 'mg/L' },
] as FormField[];
const preview = {
  bpmForm: { id: 'v3', formKey: 'hazard', name: '安全隐患排查', version: 3, formType: 'mobile' as const, fields },
  permission: { fields: { title: 'w' as const, level: 'w' as const, cod: 'w' as const } },
  data: { title: null, level: null, cod: null },
};
const notFound = () => { throw new CallError('根据表单key【nope】未找到对应表单！', 404, { state: false, message: '根据表单key【nope】未找到对应表单！' }); };
const screens = {
  '/previewForm/:formId': <PreviewFormPage />,
  '/formDetail/:formId': <FormDetailPage />,
  '/formContent': <FormContentPage />,
  '/QRCodeForm/:templateKey': <QRCodeFormPage />,
  '/templateForm/:templateKey/:action/:data?': <div>record view</div>,
  '/work': <div>work</div>,
};
const renderAt = (path: string) => renderScreen(path, screens);

beforeEach(() => {
  vi.mocked(call).mockReset();
});
afterEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

describe('/previewForm and /formDetail', { timeout: 20_000 }, () => {
  it('previews a form version fillable: its rules are checked, nothing is saved', async () => {
    serveCalls([[formDataApi.previewDesignVue, () => preview]]);
    const u = user();
    renderAt('/previewForm/v3');
    expect(await screen.findByText('安全隐患排查')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('预览：可以填写并检查校验规则，内容不会保存。');
    expect(screen.getByText('版本 3')).toBeTruthy();
    expect(optionsOf(formDataApi.previewDesignVue)[0].query).toEqual({ formId: 'v3' });
    await u.click(screen.getByRole('button', { name: '检查填写' }));
    await waitFor(() => expect(document.querySelector('[data-field="title"] .form-error')?.textContent).toMatch(/不能为空/));
    await u.type(screen.getByRole('textbox', { name: /隐患描述/ }), '2号泵房漏水');
    await u.click(screen.getByRole('button', { name: '检查填写' }));
    expect(await screen.findByText('填写符合表单规则（预览不保存）')).toBeTruthy();
    // One call only: a preview never writes.
    expect(vi.mocked(call).mock.calls.map(([e]) => e)).toEqual([formDataApi.previewDesignVue]);
  });

  it('shows a form version read-only on /formDetail, and says when it does not exist', async () => {
    serveCalls([[formDataApi.previewDesignVue, ({ query }) => (query!.formId === 'v3' ? preview : notFound())]]);
    const first = renderAt('/formDetail/v3');
    expect(await screen.findByText('安全隐患排查')).toBeTruthy();
    const form = document.querySelector('.form-renderer') as HTMLElement;
    expect(within(form).queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: '检查填写' })).toBeNull();
    first.unmount();
    renderAt('/formDetail/nope');
    expect(await screen.findByText('该表单不存在或已被删除')).toBeTruthy();
  });

  it('speaks English when the user does (en-US)', async () => {
    await i18n.changeLanguage('en-US');
    serveCalls([[formDataApi.previewDesignVue, () => { throw new CallError('Network Error', undefined); }]]);
    renderAt('/previewForm/v3');
    expect(await screen.findByText('failed to load the form')).toBeTruthy();
    expect(screen.getByText('form preview')).toBeTruthy();
  });
});

describe('/formContent', { timeout: 20_000 }, () => {
  it('opens a record read-only through its template, by templateKey or the original\'s dataKey', async () => {
    renderAt('/formContent?templateKey=lab_results&id=r%201');
    expect(await screen.findByText('record view')).toBeTruthy();
  });

  it('shows a form by formKey read-only, and says a link without what it needs is incomplete', async () => {
    serveCalls([[formDataApi.previewDesignVue, () => preview]]);
    const first = renderAt('/formContent?formKey=hazard');
    expect(await screen.findByText('安全隐患排查')).toBeTruthy();
    expect(optionsOf(formDataApi.previewDesignVue)[0].query).toEqual({ formKey: 'hazard' });
    first.unmount();
    renderAt('/formContent?id=r1');
    expect(await screen.findByText('链接不完整：需要提供数据报表和记录（templateKey 与 id），或表单（formKey）')).toBeTruthy();
  });
});

describe('/QRCodeForm', { timeout: 20_000 }, () => {
  const record = {
    result: true as const, templateName: '化验数据',
    form: { id: 'f1', formKey: 'lab_mobile', name: '化验数据（手机）', version: 1, fields },
    permission: { fields: { title: 'r' as const, level: 'r' as const, cod: 'r' as const }, table: {} },
    data: { lab_results: { id_: 'r1', rev_: 2, title: '出水COD', level: 'major', cod: 54.2 } },
  };
  const link = '/QRCodeForm/lab_results?id=r1&exp=1900000000&sig=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

  it('shows the record a link names read-only, with no operation buttons, asking the server with the link\'s signature', async () => {
    serveCalls([[formDataApi.qrCodeForm, () => record]]);
    renderAt(link);
    expect(await screen.findByText('化验数据')).toBeTruthy();
    const form = document.querySelector('.form-renderer') as HTMLElement;
    await waitFor(() => expect(within(form).getByText('重大')).toBeTruthy());
    expect(within(form).getByText('出水COD')).toBeTruthy();
    expect(within(form).queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['返回上一页']);
    expect(optionsOf(formDataApi.qrCodeForm)[0].query).toEqual({ templateKey: 'lab_results', id: 'r1', exp: 1900000000, sig: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' });
  });

  it('shows the server\'s refusal of a forged or expired link and nothing of the record', async () => {
    const expired = '二维码链接已过期，请重新生成二维码';
    serveCalls([[formDataApi.qrCodeForm, () => { throw new CallError(expired, 403, { state: false, message: expired }); }]]);
    renderAt(link);
    expect(await screen.findByText(expired)).toBeTruthy();
    expect(document.querySelector('.form-renderer')).toBeNull();
  });

  it('does not ask the server for a link that lacks its signature (en-US)', async () => {
    await i18n.changeLanguage('en-US');
    serveCalls([]);
    renderAt('/QRCodeForm/lab_results?id=r1');
    expect(await screen.findByText('This QR code link is incomplete; scan it again or create a new QR code')).toBeTruthy();
    expect(vi.mocked(call)).not.toHaveBeenCalled();
  });
});
