import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ProcessForm } from '@wp/contract';
import i18n from '../../../i18n/index.js';
import { renderScreen } from '../../../test/render.js';
import { FormRenderer } from '../FormRenderer.js';
import { useFormController } from '../useFormController.js';
import { deviceDraftStore, draftKey, localDraftStore } from './draft-store.js';
import { useDeviceDraft } from './useDeviceDraft.js';

const form: Pick<ProcessForm, 'fields'> = { fields: [{ key: 'title', label: '隐患描述', type: 'text' }] };
const scope = { userId: 'u-wang', form: 'hazard_reports', record: 'r1' };
const stored = () => localDraftStore.get(draftKey(scope));

function Screen({ onSubmitted }: { onSubmitted?(): void }) {
  const f = useFormController({ definition: form });
  const draft = useDeviceDraft({ scope, values: f.values, enabled: true, onRestore: f.reset });
  return (
    <>
      <FormRenderer {...f.rendererProps} />
      {draft.prompt}
      <button type="button" onClick={() => void draft.clear().then(onSubmitted)}>submit</button>
      <pre data-testid="values">{JSON.stringify(f.values)}</pre>
    </>
  );
}
const render = (props: { onSubmitted?(): void } = {}) => renderScreen('/', { '/': <Screen {...props} /> });
const title = () => (JSON.parse(screen.getByTestId('values').textContent!) as { title?: string }).title;
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('zh-CN');
});

describe('device drafts', () => {
  it('uses localStorage where there is no IndexedDB', () => {
    expect(deviceDraftStore(undefined)).toBe(localDraftStore);
  });

  it('keeps the form a moment after a change and offers it back: restore', async () => {
    const user = setup();
    const first = render();
    expect(await stored()).toBeUndefined();
    await user.type(screen.getByRole('textbox', { name: '隐患描述' }), '栏杆焊缝开裂');
    await waitFor(async () => expect((await stored())?.values).toEqual({ title: '栏杆焊缝开裂' }), { timeout: 2000 });
    first.unmount();

    render();
    const prompt = await screen.findByRole('dialog');
    expect(within(prompt).getByText('恢复上次未提交的内容?')).toBeTruthy();
    expect(title()).toBeUndefined();
    await user.click(within(prompt).getByRole('button', { name: '恢复' }));
    await waitFor(() => expect(title()).toBe('栏杆焊缝开裂'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('discard forgets the kept draft', async () => {
    const user = setup();
    await localDraftStore.put(draftKey(scope), { values: { title: '旧的内容' }, savedAt: Date.now() });
    render();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '丢弃' }));
    await waitFor(async () => expect(await stored()).toBeUndefined());
    expect(title()).toBeUndefined();
  });

  it('keeps the form at once when the page is hidden, and forgets it after a successful submit', async () => {
    const user = setup();
    const submitted = vi.fn();
    render({ onSubmitted: submitted });
    await user.type(screen.getByRole('textbox', { name: '隐患描述' }), '护栏');
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect((await stored())?.values).toEqual({ title: '护栏' });
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(await stored()).toBeUndefined();
    // Nothing is kept after the submit, even when the page is left.
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(await stored()).toBeUndefined();
  });

  it('asks in English too', async () => {
    await i18n.changeLanguage('en-US');
    await localDraftStore.put(draftKey(scope), { values: { title: 'x' }, savedAt: Date.now() });
    render();
    const prompt = await screen.findByRole('dialog');
    expect(within(prompt).getByText('Restore what you had not submitted last time?')).toBeTruthy();
    expect(within(prompt).getByRole('button', { name: 'restore' })).toBeTruthy();
    expect(within(prompt).getByRole('button', { name: 'discard' })).toBeTruthy();
  });
});
