import { describe, expect, it } from 'vitest';
import { renderSubject } from './subject.js';

describe('the subject of a new request', () => {
  it('fills the placeholders with the form values', () => {
    expect(renderSubject('采购申请（{amount}元）', { amount: 52000 })).toBe('采购申请（52000元）');
    expect(renderSubject('{name}的请假申请 {days}天', { name: '陈静', days: 3 })).toBe('陈静的请假申请 3天');
  });

  it('drops a bracketed part whose values are all empty, its unit with it', () => {
    expect(renderSubject('采购申请（{amount}元）', {})).toBe('采购申请');
    expect(renderSubject('费用报销({amount}元)', { amount: '' })).toBe('费用报销');
    expect(renderSubject('报修【{device}·{place}】', { device: '3号泵' })).toBe('报修【3号泵·】');
    expect(renderSubject('报修【{device}】', { device: null })).toBe('报修');
  });

  it('keeps fixed brackets and trims separators left dangling at the ends', () => {
    expect(renderSubject('（急）{item}', {})).toBe('（急）');
    expect(renderSubject('{item} - 采购', {})).toBe('采购');
  });
});
