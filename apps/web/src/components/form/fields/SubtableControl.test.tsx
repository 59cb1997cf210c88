import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ProcessForm } from '@wp/contract';
import i18n from '../../../i18n/index.js';
import { renderScreen } from '../../../test/render.js';
import { call } from '../../../lib/http/client.js';
import type { FormValues } from '../../../lib/form/model.js';
import { FormRenderer, type FormRendererProps } from '../FormRenderer.js';
import { useFormController } from '../useFormController.js';
import { CARD_HEIGHT } from './SubtableCards.js';

vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(async () => { throw new Error('no server call expected'); }),
}));

/** A wide table of pump checks: five columns, so rows show as cards that open the row editor. */
const form: Pick<ProcessForm, 'fields'> = {
  fields: [{
    key: 'checks', label: '巡检记录', type: 'subtable', maxRows: 500,
    columns: [
      { key: 'pump', label: '设备', type: 'text', required: true, maxLength: 10 },
      { key: 'state', label: '状态', type: 'select', options: [{ key: 'ok', name: '正常' }, { key: 'bad', name: '异常' }] },
      { key: 'current', label: '电流', type: 'number', unit: 'A' },
      { key: 'temp', label: '温度', type: 'number' },
      { key: 'note', label: '备注', type: 'text' },
    ],
  }],
};

function Screen({ initialValues, tableRights }: { initialValues?: FormValues; tableRights?: FormRendererProps['tableRights'] }) {
  const f = useFormController({ definition: form, initialValues });
  return (
    <>
      <FormRenderer {...f.rendererProps} tableRights={tableRights} />
      <pre data-testid="values">{JSON.stringify(f.values)}</pre>
    </>
  );
}
const render = (initialValues?: FormValues, tableRights?: FormRendererProps['tableRights']) =>
  renderScreen('/', { '/': <Screen initialValues={initialValues} tableRights={tableRights} /> });
const checks = () => (JSON.parse(screen.getByTestId('values').textContent!) as FormValues).checks as Array<Record<string, unknown>> | undefined;
const cards = () => screen.queryAllByRole('listitem');
const editor = () => screen.getByRole('dialog');
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(async () => {
  vi.mocked(call).mockClear();
  await i18n.changeLanguage('zh-CN');
});

describe('sub-table rows as cards with a full-screen row editor', () => {
  it('adds a row in the editor, with the rule messages of its columns before it is saved', async () => {
    const user = setup();
    render();
    await user.click(screen.getByRole('button', { name: '添加一行' }));
    expect(within(editor()).getByRole('heading').textContent).toBe('巡检记录 · 第1行');
    await user.click(within(editor()).getByRole('button', { name: '保存' }));
    expect(within(editor()).getByRole('alert').textContent).toBe('不能为空');
    expect(checks() ?? []).toHaveLength(0);

    await user.type(within(editor()).getByRole('textbox', { name: '设备' }), '1号提升泵');
    await user.type(within(editor()).getByRole('textbox', { name: '电流' }), '12.5');
    expect(within(editor()).queryByRole('alert')).toBeNull();
    await user.click(within(editor()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(checks()).toEqual([{ pump: '1号提升泵', current: 12.5 }]);
    // The card sums up the first columns.
    const [card] = cards();
    expect(card.textContent).toContain('设备1号提升泵');
    expect(card.textContent).toContain('状态—');
    expect(card.textContent).toContain('电流12.5A');
  });

  it('edits a row in the editor; cancel keeps the row as it was', async () => {
    const user = setup();
    render({ checks: [{ pump: '2号鼓风机', state: 'ok' }] });
    expect(cards()[0].textContent).toContain('状态正常');
    await user.click(screen.getByRole('button', { name: /^编辑第1行/ }));
    const pump = within(editor()).getByRole('textbox', { name: '设备' });
    await user.clear(pump);
    await user.type(pump, '3号鼓风机');
    await user.click(within(editor()).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(checks()).toEqual([{ pump: '2号鼓风机', state: 'ok' }]);

    await user.click(screen.getByRole('button', { name: /^编辑第1行/ }));
    const again = within(editor()).getByRole('textbox', { name: '设备' });
    await user.clear(again);
    await user.type(again, '3号鼓风机');
    await user.click(within(editor()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(checks()).toEqual([{ pump: '3号鼓风机', state: 'ok' }]));
  });

  it('keeps saved rows read-only where the table may not edit them, new rows editable', async () => {
    const user = setup();
    render({ checks: [{ id_: 'r1', pump: '1号提升泵' }] }, { checks: { edit: false, del: false } });
    expect(cards()[0].textContent).toContain('只读');
    expect(screen.queryByRole('button', { name: '删除第1行' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^查看第1行/ }));
    expect(within(editor()).queryByRole('button', { name: '保存' })).toBeNull();
    expect(within(editor()).queryByRole('textbox', { name: '设备' })).toBeNull();
    expect(within(editor()).getByText('1号提升泵')).toBeTruthy();
    await user.click(within(editor()).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: '添加一行' }));
    await user.type(within(editor()).getByRole('textbox', { name: '设备' }), '新泵');
    await user.click(within(editor()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(checks()).toHaveLength(2));
    expect(screen.getByRole('button', { name: '删除第2行' })).toBeTruthy();
  });

  it('speaks English in the editor', async () => {
    await i18n.changeLanguage('en-US');
    const user = setup();
    render();
    await user.click(screen.getByRole('button', { name: 'add a row' }));
    expect(within(editor()).getByRole('heading').textContent).toBe('巡检记录 · row 1');
    await user.click(within(editor()).getByRole('button', { name: 'save' }));
    expect(within(editor()).getByRole('alert').textContent).toBe('is required');
  });
});

describe('long sub-tables are windowed', () => {
  const many = Array.from({ length: 300 }, (_, i) => ({ pump: `泵${i + 1}` }));

  it('mounts only the cards near the viewport, and follows the scroll', async () => {
    render({ checks: many });
    const list = screen.getByRole('list');
    expect(list.getAttribute('aria-label')).toBe('共300行');
    expect(cards().length).toBeGreaterThan(0);
    expect(cards().length).toBeLessThan(40);
    expect(screen.getByText('泵1')).toBeTruthy();
    expect(screen.queryByText('泵200')).toBeNull();

    // Scrolled down so that the list's top is 199 cards above the viewport.
    vi.spyOn(list, 'getBoundingClientRect').mockReturnValue({ top: -199 * CARD_HEIGHT } as DOMRect);
    await act(async () => {
      fireEvent.scroll(window);
    });
    await waitFor(() => expect(screen.getByText('泵200')).toBeTruthy());
    expect(screen.queryByText('泵1')).toBeNull();
    expect(cards().length).toBeLessThan(40);
    expect(cards()[0].getAttribute('aria-posinset')).not.toBe('1');
  });
});
