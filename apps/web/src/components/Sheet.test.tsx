import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Sheet } from './Sheet.js';

const frame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>open</button>
      <Sheet open={open} onClose={() => setOpen(false)} label="note">
        <textarea aria-label="reason" />
      </Sheet>
    </>
  );
}

describe('Sheet', () => {
  it('takes the focus as a named modal dialog and gives it back on Escape', async () => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(<Opener />);
    await u.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: 'note' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    await u.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'open' })));
  });

  it('leaves the focus on a field reached before its first frame, so what is typed there is kept', async () => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(<Opener />);
    // A tap on the field as the sheet slides in: no frame has passed since it opened.
    act(() => screen.getByRole('button', { name: 'open' }).click());
    const field = within(screen.getByRole('dialog', { name: 'note' })).getByRole('textbox', { name: 'reason' });
    act(() => field.focus());
    await frame();
    await frame();
    expect(document.activeElement).toBe(field);
    await u.keyboard('checked');
    expect((field as HTMLTextAreaElement).value).toBe('checked');
  });
});
