import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import '../i18n/index.js';
import { statusName, UserStatusTag } from './UserStatusTag.js';

describe('statusName', () => {
  it.each([
    [1, 'status.normal'],
    [0, 'status.disabled'],
    [-1, 'status.notActivated'],
    [2, 'status.departed'],
    [-2, 'status.departed'],
    [99, 'status.departed'],
    [null, 'status.departed'],
    [undefined, 'status.departed'],
  ])('status %s is %s', (status, key) => {
    expect(statusName(status)).toBe(key);
  });
});

describe('UserStatusTag', () => {
  it('names the status in the given namespace, grey unless normal', () => {
    render(<><UserStatusTag status={0} /><UserStatusTag status={1} /></>);
    expect(screen.getByText('禁用')).toHaveProperty('className', expect.stringContaining('user-status-inactive'));
    expect(screen.getByText('正常')).toHaveProperty('className', expect.stringContaining('user-status-normal'));
  });

  it('shows nothing for a normal user when hideNormal', () => {
    const { container } = render(<UserStatusTag status={1} hideNormal />);
    expect(container.textContent).toBe('');
  });
});
