import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fileApi, sealApi, type Endpoint, type ProcessForm } from '@wp/contract';
import i18n from '../../../i18n/index.js';
import { renderScreen } from '../../../test/render.js';
import { blobUrl, call, CallError } from '../../../lib/http/client.js';
import { notify } from '../../../lib/notify.js';
import { useSession } from '../../../lib/session/store.js';
import type { FormPermissions, FormValues } from '../../../lib/form/model.js';
import { FormRenderer } from '../FormRenderer.js';
import { useFormController } from '../useFormController.js';
import type { SignatureEntry } from '@wp/form';

// Only the module boundary to the server is replaced.
vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
  blobUrl: vi.fn(),
}));
const callMock = vi.mocked(call);
const blobMock = vi.mocked(blobUrl);

const me = { userId: 'u-wang', username: '王芳' };
const li: SignatureEntry = { index: 0, userId: 'u-li', name: '李强', signature: 'seal-li', createTime: '2026-03-01 10:00:00' };
const mine: SignatureEntry = { index: 1, userId: 'u-wang', name: '王芳', signature: 'seal-wang', createTime: '2026-03-01 11:00:00' };

const form = (extra: Record<string, unknown> = {}): Pick<ProcessForm, 'fields'> =>
  ({ fields: [{ key: 'signoff', label: '整改签字', type: 'signature', ...extra } as ProcessForm['fields'][number]] });

function Screen({ definition, initialValues, permissions }: { definition: Pick<ProcessForm, 'fields'>; initialValues?: FormValues; permissions?: FormPermissions }) {
  const f = useFormController({ definition, initialValues, permissions });
  return (
    <>
      <FormRenderer {...f.rendererProps} />
      <pre data-testid="values">{JSON.stringify(f.values)}</pre>
    </>
  );
}
const render = (definition = form(), initialValues?: FormValues, permissions?: FormPermissions) =>
  renderScreen('/', { '/': <Screen definition={definition} initialValues={initialValues} permissions={permissions} /> });
const signoff = () => (JSON.parse(screen.getByTestId('values').textContent!) as FormValues).signoff as SignatureEntry[] | undefined;
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const sealCalls = () => callMock.mock.calls.filter(([e]) => e === sealApi.openElectronicSeal);
const dialog = () => screen.getByRole('dialog');

/** The server: the seal opens with the right password, else a refusal with state false. */
function serve(password = 'Seal@2026') {
  callMock.mockImplementation((async (e: Endpoint, opts: { body?: { password?: string } }) => {
    if (e === sealApi.openElectronicSeal) {
      if (opts.body?.password === password) return { state: true, message: '获取签章成功', value: 'seal-wang' };
      throw new CallError('签章密码错误', 400, { state: false, message: '签章密码错误' });
    }
    throw new Error(`unexpected call ${e.path}`);
  }) as never);
}

let danger: ReturnType<typeof vi.spyOn>;
let warning: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  callMock.mockReset();
  blobMock.mockReset();
  blobMock.mockImplementation(async (_e, opts) => `blob:${opts.params?.id}`);
  serve();
  danger = vi.spyOn(notify, 'danger').mockImplementation(() => undefined);
  warning = vi.spyOn(notify, 'warning').mockImplementation(() => undefined);
  useSession.setState({ user: { ...me, token: 't', account: 'wangfang', loginTime: Date.now(), expiration: 3600 } });
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => {
  danger.mockRestore();
  warning.mockRestore();
  useSession.setState({ user: null });
});

describe('SignatureControl: getting a signature', () => {
  it('asks for the password, refuses an empty one, then adds my entry and hides the get button', async () => {
    const user = setup();
    render(form(), { signoff: [li] });
    await user.click(screen.getByRole('button', { name: '获取签章' }));
    await user.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(danger).toHaveBeenCalledWith('请填写获取签章密码！');
    expect(sealCalls()).toHaveLength(0);

    await user.type(within(dialog()).getByLabelText('签章密码'), 'Seal@2026');
    await user.click(within(dialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(signoff()).toHaveLength(2));
    // The password goes in the POST body, never in a URL.
    expect(sealCalls()[0][1]).toMatchObject({ body: { password: 'Seal@2026' } });
    const [kept, added] = signoff()!;
    expect(kept).toEqual(li);
    expect(added).toMatchObject({ index: 1, userId: 'u-wang', name: '王芳', signature: 'seal-wang' });
    expect(added.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(screen.queryByRole('button', { name: '获取签章' })).toBeNull();

    // Images at 80 x 26, fetched with the session from getFileById_{id}; who signed when as caption and tooltip.
    const image = await screen.findByAltText(`王芳 于 ${added.createTime} 进行了签章`);
    expect(image.getAttribute('width')).toBe('80');
    expect(image.getAttribute('height')).toBe('26');
    expect(blobMock).toHaveBeenCalledWith(fileApi.getFileById, expect.objectContaining({ params: { id: 'seal-wang' } }));
    expect(screen.getByText('李强 于 2026-03-01 10:00:00 进行了签章').closest('figure')!.getAttribute('title')).toBe('李强 于 2026-03-01 10:00:00 进行了签章');
  });

  it('fails on cancel, with the entries taken away at the start back and nothing fetched', async () => {
    const user = setup();
    render(form(), { signoff: [li] });
    await user.click(screen.getByRole('button', { name: '获取签章' }));
    await user.click(within(dialog()).getByRole('button', { name: '取消' }));
    expect(sealCalls()).toHaveLength(0);
    expect(signoff()).toEqual([li]);
    expect(screen.getByRole('button', { name: '获取签章' })).toBeTruthy();
  });

  it('fails without a message on a reply with state false', async () => {
    const user = setup();
    render(form(), { signoff: [li] });
    await user.click(screen.getByRole('button', { name: '获取签章' }));
    await user.type(within(dialog()).getByLabelText('签章密码'), 'wrong');
    await user.click(within(dialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sealCalls()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: '获取签章' }).getAttribute('disabled')).toBeNull());
    expect(signoff()).toEqual([li]);
    expect(danger).not.toHaveBeenCalled();
    expect(warning).not.toHaveBeenCalled();
  });

  it('asks no password on a secret-free field', async () => {
    const user = setup();
    serve('');
    render(form({ secretFree: true }));
    await user.click(screen.getByRole('button', { name: '获取签章' }));
    await waitFor(() => expect(signoff()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sealCalls()[0][1]).toMatchObject({ body: { password: '', secretFree: 'true' } });
  });

  it('replaces the whole list on a covering field', async () => {
    const user = setup();
    render(form({ isCover: true }), { signoff: [li] });
    await user.click(screen.getByRole('button', { name: '获取签章' }));
    expect(signoff()).toEqual([]);
    await user.type(within(dialog()).getByLabelText('签章密码'), 'Seal@2026');
    await user.click(within(dialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(signoff()).toEqual([expect.objectContaining({ index: 0, userId: 'u-wang', signature: 'seal-wang' })]));
  });
});

describe('SignatureControl: who sees what', () => {
  it('shows no get button to a user who signed, and lets them remove only their own entry', async () => {
    const user = setup();
    render(form(), { signoff: [li, mine] });
    expect(screen.queryByRole('button', { name: '获取签章' })).toBeNull();
    const removes = screen.getAllByRole('button', { name: '删除我的签章' });
    expect(removes).toHaveLength(1);
    expect(removes[0].closest('figure')!.textContent).toContain('王芳');
    await user.click(removes[0]);
    expect(signoff()).toEqual([li]);
    expect(screen.getByRole('button', { name: '获取签章' })).toBeTruthy();
  });

  it('is read-only under r (no button, nothing removable) and hidden under n', async () => {
    const { unmount } = render(form(), { signoff: [li, mine] }, { signoff: 'r' });
    expect(screen.queryByRole('button', { name: '获取签章' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除我的签章' })).toBeNull();
    expect(screen.getByText('李强 于 2026-03-01 10:00:00 进行了签章')).toBeTruthy();
    unmount();
    render(form(), { signoff: [li] }, { signoff: 'n' });
    expect(screen.queryByText('整改签字')).toBeNull();
  });

  it("warns in the spec's English when the field has no path, and does not start", async () => {
    await i18n.changeLanguage('en-US');
    const user = setup();
    const { SignatureControl } = await import('./SignatureControl.js');
    renderScreen('/', { '/': <SignatureControl field={{ key: 'signoff', label: 'Sign-off', type: 'signature' }} value={[li]} onChange={() => undefined} readOnly={false} path="" /> });
    await user.click(screen.getByRole('button', { name: 'get signature' }));
    expect(warning).toHaveBeenCalledWith('signature field path not found, please initialise the form template and save the form again!');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('李强 signed at 2026-03-01 10:00:00')).toBeTruthy();
  });

  it("gives the spec's English error for an empty password", async () => {
    await i18n.changeLanguage('en-US');
    const user = setup();
    render();
    await user.click(screen.getByRole('button', { name: 'get signature' }));
    await user.click(within(dialog()).getByRole('button', { name: 'confirm' }));
    expect(danger).toHaveBeenCalledWith('please fill in the password for obtaining the signature!');
  });
});
