import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { notify } from './notify.js';

describe('notify', () => {
  it('shows a result as a toast and announces it politely; a text query finds the toast, not the announcement', async () => {
    notify.success('已保存');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('已保存'));
    expect((await screen.findByText('已保存')).closest('.adm-toast-main')).toBeTruthy();
  });

  it('announces a refusal assertively', async () => {
    notify.warning('不能为空');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('不能为空'));
    expect((await screen.findByText('不能为空')).closest('.adm-toast-main')).toBeTruthy();
  });
});
