import { describe, expect, it } from 'vitest';
import { guestScope } from './guest.js';

const jwt = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('guest sessions', () => {
  it("reads the shared page of a guest token, and nothing from a full token or junk", () => {
    expect(guestScope(jwt({ sub: 'chenjing', guest: '/shareInst/inst-1/1' }))).toBe('/shareInst/inst-1/1');
    expect(guestScope(jwt({ sub: '陈静' }))).toBeNull();
    expect(guestScope('not-a-jwt')).toBeNull();
    expect(guestScope('a.%%%.c')).toBeNull();
    expect(guestScope(undefined)).toBeNull();
  });
});
