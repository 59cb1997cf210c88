import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { dataDictApi, type Endpoint, type ProcessForm } from '@wp/contract';
import i18n from '../../../i18n/index.js';
import { renderScreen } from '../../../test/render.js';
import { call } from '../../../lib/http/client.js';
import type { FormValues } from '../../../lib/form/model.js';
import { FormRenderer } from '../FormRenderer.js';
import { useFormController } from '../useFormController.js';

vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));
const callMock = vi.mocked(call);

/** 取样位置 under the sampling points; 设备类别 → 子类 in one tree. */
const dictionaries: Record<string, unknown> = {
  samplingSpot: [
    { key: 'influent', name: '进水', children: [{ key: 'inletWell', name: '进水泵房集水井' }, { key: 'fineScreen', name: '细格栅出水渠' }] },
    { key: 'effluent', name: '总出水', children: [{ key: 'parshall', name: '巴氏计量槽' }] },
  ],
  equip: [
    { key: 'pump', name: '泵类', children: [{ key: 'sewagePump', name: '潜污泵' }] },
    { key: 'blower', name: '风机', children: [{ key: 'turbo', name: '磁悬浮风机' }] },
  ],
};
function serve() {
  callMock.mockImplementation((async (e: Endpoint, opts: { query?: Record<string, string> }) => {
    if (e === dataDictApi.getByTypeKeyForComBo) return dictionaries[opts.query!.typeKey];
    throw new Error(`unexpected call ${e.path}`);
  }) as never);
}

const form: Pick<ProcessForm, 'fields'> = {
  fields: [
    { key: 'point', label: '采样点', type: 'radio', options: [{ key: 'influent', name: '进水' }, { key: 'effluent', name: '总出水' }] },
    { key: 'spot', label: '取样位置', type: 'radio', dictKey: 'samplingSpot', dependsOn: 'point' },
    { key: 'kind', label: '设备类别', type: 'radio', dictKey: 'equip' },
    { key: 'sub', label: '子类', type: 'checkbox', dictKey: 'equip', dependsOn: 'kind' },
    { key: 'rows', label: '明细', type: 'subtable', columns: [
      { key: 'kind', label: '类别', type: 'radio', dictKey: 'equip' },
      { key: 'sub', label: '子类', type: 'radio', dictKey: 'equip', dependsOn: 'kind' },
    ] },
  ],
};

function Screen({ initialValues, readOnly }: { initialValues?: FormValues; readOnly?: boolean }) {
  const controller = useFormController({ definition: form, initialValues, readOnly });
  return (
    <>
      <FormRenderer {...controller.rendererProps} />
      <pre data-testid="values">{JSON.stringify(controller.values)}</pre>
    </>
  );
}
const valuesNow = () => JSON.parse(screen.getByTestId('values').textContent!) as FormValues;
const itemOf = (key: string) => document.querySelector(`[data-field="${key}"]`) as HTMLElement;
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(async () => {
  callMock.mockReset();
  serve();
  await i18n.changeLanguage('zh-CN');
});

describe('CascadeControl', () => {
  it('asks for the parent first, then offers the children of the item chosen there, and empties when it changes', async () => {
    const user = setup();
    renderScreen('/', { '/': <Screen /> });
    expect(within(itemOf('spot')).getByText('请先选择采样点')).toBeTruthy();
    await user.click(within(itemOf('point')).getByRole('radio', { name: '进水' }));
    expect(await within(itemOf('spot')).findByRole('radio', { name: '进水泵房集水井' })).toBeTruthy();
    expect(within(itemOf('spot')).queryByRole('radio', { name: '巴氏计量槽' })).toBeNull();
    await user.click(within(itemOf('spot')).getByRole('radio', { name: '细格栅出水渠' }));
    expect(valuesNow()).toMatchObject({ point: 'influent', spot: 'fineScreen' });
    await user.click(within(itemOf('point')).getByRole('radio', { name: '总出水' }));
    await waitFor(() => expect(valuesNow()).toMatchObject({ point: 'effluent', spot: null }));
    expect(within(itemOf('spot')).getByRole('radio', { name: '巴氏计量槽' })).toHaveProperty('checked', false);
  });

  it('offers the top items in the field a cascade of its own dictionary hangs from', async () => {
    const user = setup();
    renderScreen('/', { '/': <Screen initialValues={{ kind: 'pump', sub: ['sewagePump'] }} /> });
    const kind = itemOf('kind');
    expect(await within(kind).findByRole('radio', { name: '风机' })).toBeTruthy();
    expect(within(kind).queryByRole('radio', { name: '潜污泵' })).toBeNull();
    expect(within(itemOf('sub')).getByRole('checkbox', { name: '潜污泵' })).toHaveProperty('checked', true);
    await user.click(within(kind).getByRole('radio', { name: '风机' }));
    await waitFor(() => expect(valuesNow()).toMatchObject({ kind: 'blower', sub: [] }));
    expect(within(itemOf('sub')).getByRole('checkbox', { name: '磁悬浮风机' })).toBeTruthy();
  });

  it('cascades within each sub-table row', async () => {
    const user = setup();
    renderScreen('/', { '/': <Screen initialValues={{ rows: [{ kind: 'pump', sub: 'sewagePump' }, { kind: 'pump', sub: 'sewagePump' }] }} /> });
    const second = screen.getByRole('group', { name: '第2行' });
    await user.click(await within(second).findByRole('radio', { name: '风机' }));
    await waitFor(() => expect(valuesNow().rows).toEqual([{ kind: 'pump', sub: 'sewagePump' }, { kind: 'blower', sub: null }]));
  });

  it('shows a chosen value with its path when read-only, and asks in en-US', async () => {
    renderScreen('/', { '/': <Screen readOnly initialValues={{ point: 'effluent', spot: 'parshall' }} /> });
    expect(await screen.findByText('总出水 / 巴氏计量槽')).toBeTruthy();
    await i18n.changeLanguage('en-US');
    renderScreen('/', { '/': <Screen /> });
    expect(await screen.findByText('choose 采样点 first')).toBeTruthy();
  });
});
