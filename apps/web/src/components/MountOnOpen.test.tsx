import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MountOnOpen } from './MountOnOpen.js';

const sheet = (open: boolean) => (
  <MountOnOpen open={open}>{(visible) => <div data-testid="sheet" data-visible={String(visible)} />}</MountOnOpen>
);

describe('MountOnOpen', () => {
  it('renders nothing until first opened', () => {
    render(sheet(false));
    expect(screen.queryByTestId('sheet')).toBeNull();
  });

  it('mounts closed, then opens, and stays mounted (closed) after closing', () => {
    const { rerender } = render(sheet(false));
    rerender(sheet(true));
    expect(screen.getByTestId('sheet').dataset.visible).toBe('true');
    rerender(sheet(false));
    expect(screen.getByTestId('sheet').dataset.visible).toBe('false');
  });

  it('a sheet open from the start is first rendered closed, so it can animate in', () => {
    const seen: boolean[] = [];
    render(<MountOnOpen open>{(visible) => { seen.push(visible); return null; }}</MountOnOpen>);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });
});
