import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { formDataApi, type Endpoint, type ProcessForm } from '@wp/contract';
import i18n from '../../../i18n/index.js';
import { renderScreen } from '../../../test/render.js';
import { call } from '../../../lib/http/client.js';
import type { FormValues } from '../../../lib/form/model.js';
import { FormRenderer } from '../FormRenderer.js';
import { useFormController } from '../useFormController.js';

// Only the module boundary to the server is replaced.
vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));
const callMock = vi.mocked(call);
const api = formDataApi.dialog;

const staffDialog = {
  id: 'd1', alias: 'staff', name: '人员', dsType: 'dataSource', style: 0, selectNum: 1, needPage: true, pageSize: 20,
  displayfield: [{ field: 'NAME', comment: '姓名' }, { field: 'ORG', comment: '部门' }],
  resultfield: [{ field: 'NAME', comment: 'name' }, { field: 'ORG', comment: 'org' }, { field: 'ID', comment: 'id' }],
  sortfield: [], conditionfield: [{ field: 'ORG', comment: '部门', dbType: 'varchar', controllerType: 1, defaultType: 3, condition: 'EQ' }],
};
const materialsDialog = {
  ...staffDialog, alias: 'materials', name: '物资', selectNum: -1,
  displayfield: [{ field: 'NAME', comment: '物资名称' }, { field: 'SPEC', comment: '规格型号' }],
  resultfield: [{ field: 'NAME', comment: 'name' }, { field: 'SPEC', comment: 'spec' }, { field: 'PRICE', comment: 'price' }], conditionfield: [],
};
const rowsOf: Record<string, Array<Record<string, unknown>>> = {
  staff: [{ id: 'u1', name: '郭辉', org: '设备管理部' }, { id: 'u2', name: '张敏', org: '生产运行部' }],
  materials: [{ name: '紫外灯管', spec: '320W', price: 860 }, { name: '机械密封', spec: 'Φ45', price: 1200 }],
};

function serve() {
  callMock.mockImplementation((async (e: Endpoint, opts: { query?: Record<string, string> }) => {
    if (e === api.getByAlias) return opts.query!.alias === 'staff' ? staffDialog : materialsDialog;
    if (e === api.getListData) {
      const rows = rowsOf[opts.query!.alias];
      return { rows, total: rows.length, page: 1, pageSize: 20 };
    }
    throw new Error(`unexpected call ${e.path}`);
  }) as never);
}

/** 整改责任人 picked from the staff dialog (name into itself, department and id beside it); materials per purchase line. */
const form: Pick<ProcessForm, 'fields'> = {
  fields: [
    { key: 'dept', label: '责任部门', type: 'text' },
    {
      key: 'responsible', label: '整改责任人', type: 'dialog', dialogAlias: 'staff', required: true,
      mappings: [{ from: 'name', to: 'responsible' }, { from: 'org', to: 'dept' }, { from: 'id', to: 'who' }],
      conditions: [{ field: 'ORG', bind: 'dept' }],
    },
    { key: 'who', label: '账号', type: 'user' },
    {
      key: 'items', label: '采购明细', type: 'subtable', columns: [
        { key: 'name', label: '物品名称', type: 'dialog', dialogAlias: 'materials', multiple: true, mappings: [{ from: 'name', to: 'name' }, { from: 'spec', to: 'spec' }, { from: 'price', to: 'price' }] },
        { key: 'spec', label: '规格型号', type: 'text' },
        { key: 'price', label: '单价', type: 'money' },
      ],
    },
  ],
};

function Screen({ initialValues, readOnly }: { initialValues?: FormValues; readOnly?: boolean }) {
  const controller = useFormController({ definition: form, initialValues, readOnly });
  const [message, setMessage] = useState('');
  return (
    <>
      <FormRenderer {...controller.rendererProps} />
      <button type="button" onClick={() => setMessage(controller.validate().message)}>submit</button>
      <pre data-testid="message">{message}</pre>
      <pre data-testid="values">{JSON.stringify(controller.values)}</pre>
    </>
  );
}
const valuesNow = () => JSON.parse(screen.getByTestId('values').textContent!) as FormValues;
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const listBodies = () => callMock.mock.calls.filter(([e]) => e === api.getListData).map(([, o]) => (o as { body: { mapParam: object } }).body);

beforeEach(async () => {
  callMock.mockReset();
  serve();
  await i18n.changeLanguage('zh-CN');
});

describe('DialogControl', () => {
  it('opens the dialog from its trigger and maps the row chosen into itself and the fields its mappings name', async () => {
    const user = setup();
    renderScreen('/', { '/': <Screen initialValues={{ dept: '设备管理部' }} /> });
    await user.click(screen.getByRole('button', { name: /整改责任人/ }));
    const dialog = await screen.findByRole('dialog', { name: '整改责任人' });
    // The condition bound to 责任部门 goes with the search.
    await waitFor(() => expect(listBodies()[0]?.mapParam).toEqual({ ORG: '设备管理部' }));
    await user.click(await within(dialog).findByRole('radio', { name: '郭辉' }));
    await user.click(within(dialog).getByRole('button', { name: '确定(1)' }));
    await waitFor(() => expect(valuesNow()).toMatchObject({ responsible: '郭辉', dept: '设备管理部', who: ['u1'] }));
    expect(screen.getByRole('button', { name: /整改责任人 郭辉/ })).toBeTruthy();
  });

  it('inside a sub-table row fills that row, several rows\' values joined with ",", a number from the first', async () => {
    const user = setup();
    renderScreen('/', { '/': <Screen initialValues={{ items: [{ name: '旧物品' }, {}] }} /> });
    const row = screen.getByRole('group', { name: '第2行' });
    await user.click(within(row).getByRole('button', { name: /物品名称/ }));
    const dialog = await screen.findByRole('dialog', { name: '物品名称' });
    await user.click(await within(dialog).findByRole('checkbox', { name: '紫外灯管' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '机械密封' }));
    await user.click(within(dialog).getByRole('button', { name: '确定(2)' }));
    await waitFor(() => expect(valuesNow().items).toEqual([{ name: '旧物品' }, { name: '紫外灯管,机械密封', spec: '320W,Φ45', price: 860 }]));
  });

  it('clears itself and every field it fills', async () => {
    const user = setup();
    renderScreen('/', { '/': <Screen initialValues={{ responsible: '郭辉', dept: '设备管理部', who: ['u1'] }} /> });
    await user.click(screen.getByRole('button', { name: '清空 整改责任人' }));
    expect(valuesNow()).toMatchObject({ responsible: null, dept: null, who: [] });
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(screen.getByTestId('message').textContent).toBe('整改责任人：不能为空');
  });

  it('shows its value as text on a read-only form', () => {
    renderScreen('/', { '/': <Screen readOnly initialValues={{ responsible: '郭辉,张敏' }} /> });
    expect(screen.getByText('郭辉,张敏')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /整改责任人/ })).toBeNull();
  });

  it('names its trigger and dialog in en-US too', async () => {
    await i18n.changeLanguage('en-US');
    const user = setup();
    renderScreen('/', { '/': <Screen /> });
    expect(screen.getByRole('button', { name: /整改责任人 please select/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /整改责任人/ }));
    expect(await screen.findByRole('button', { name: 'OK (0)' })).toBeTruthy();
  });
});
