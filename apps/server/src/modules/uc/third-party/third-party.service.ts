import crypto from 'node:crypto';
import type { LoginUser, WeChatSignIn } from '@wp/contract';
import type { Config } from '../../../config.js';
import type { Clock } from '../../../platform/clock.js';
import type { Session } from '../../../platform/auth/session.js';
import { badRequest, conflict, forbidden, invalidField, unauthorized } from '../../../platform/errors.js';
import type { MessageKey } from '../../../platform/messages.js';
import type { AuthService } from '../auth.service.js';
import type { Attempts } from '../attempts.js';
import { createDingTalkClient } from './dingtalk.js';
import { createWeComClient } from './wecom.js';
import { createWeChatClient } from './wechat.js';
import type { Identity, IdentityRepository } from './identity.repository.js';

/** How long a binding ticket waits for its password sign-in, and a mini-program's ticket for its web view (seconds). */
export const BIND_TICKET_SECONDS = 600;
export const SIGN_IN_TICKET_SECONDS = 300;

type Deps = { repo: IdentityRepository; auth: AuthService; attempts: Attempts; config: Config; clock: Clock; fetch?: typeof fetch };
type SelfBound = 'wechat-oa' | 'wechat-mp';

/**
 * Sign-in by a vendor's word (DingTalk, WeCom, a WeChat official account or mini-program): the page hands over the
 * vendor's one-time code, the server asks the vendor whose it is and signs in the account bound to that identity.
 * A WeChat identity bound to no account yet is kept in a short ticket the user binds after a password sign-in.
 * Any failure of the vendor (a used, expired or forged code; the vendor unreachable) is one refusal.
 */
export function createThirdPartyService({ repo, auth, attempts, config, clock, fetch: fetchFn = fetch }: Deps) {
  const dingTalk = config.dingTalk ? createDingTalkClient({ ...config.dingTalk, clock, fetch: fetchFn }) : null;
  const weCom = config.weCom ? createWeComClient({ ...config.weCom, clock, fetch: fetchFn }) : null;
  const officialAccount = config.weChatOfficialAccount ? createWeChatClient(config.weChatOfficialAccount, fetchFn) : null;
  const miniProgram = config.weChatMiniProgram ? createWeChatClient(config.weChatMiniProgram, fetchFn) : null;
  const now = () => clock.now();
  const at = (seconds = 0) => new Date(now().getTime() + seconds * 1000).toISOString();
  const hash = (ticket: string) => crypto.createHash('sha256').update(ticket).digest('hex');

  /** The app an identity of a self-bound provider belongs to, when that sign-in is configured. */
  const appIdOf = (provider: SelfBound) =>
    (provider === 'wechat-oa' ? config.weChatOfficialAccount : config.weChatMiniProgram)?.appId;

  async function newTicket(x: Identity, purpose: 'bind' | 'signIn', seconds: number): Promise<string> {
    const ticket = crypto.randomBytes(24).toString('base64url');
    await repo.saveTicket({ id: hash(ticket), provider: x.provider, corp_id: x.corpId, external_id: x.externalId, purpose, expires_at: at(seconds) }, at());
    return ticket;
  }

  /** Signs in the account of a tenant an identity is bound to; undefined when none is. */
  async function signInBound(tenantId: string | undefined, x: Identity): Promise<LoginUser | undefined> {
    const user = await repo.userByIdentity(await auth.tenantOf(tenantId), x);
    return user ? auth.signInVouched(user) : undefined;
  }

  /**
   * DingTalk and WeCom: the member the vendor says the code is of, signed in as the account an administrator bound
   * them to; a vendor that does not answer, and a member bound to no account, are each one refusal.
   */
  async function memberSignIn(o: { provider: string; corpId: string; tenantId?: string; userIdOf: () => Promise<string>; failed: MessageKey; unbound: MessageKey }) {
    const userid = await o.userIdOf().catch(() => null);
    if (!userid) throw unauthorized(o.failed);
    const user = await signInBound(o.tenantId, { provider: o.provider, corpId: o.corpId, externalId: userid });
    if (!user) throw unauthorized(o.unbound);
    return user;
  }

  /** A WeChat identity's way in: its account's session, or a binding ticket when it has none yet. */
  async function signInOrTicket(tenantId: string | undefined, x: Identity): Promise<WeChatSignIn> {
    return (await signInBound(tenantId, x)) ?? { bindTicket: await newTicket(x, 'bind', BIND_TICKET_SECONDS), expiresIn: BIND_TICKET_SECONDS };
  }

  return {
    async dingTalk(input: { code: string; corpId: string; tenantId?: string }, address: string): Promise<LoginUser> {
      if (!dingTalk || !config.dingTalk) throw badRequest('auth.dingTalkOff');
      await attempts.limit('signInFromAddress', address);
      if (input.corpId !== config.dingTalk.corpId) throw unauthorized('auth.dingTalkCorp');
      return memberSignIn({ provider: 'dingtalk', corpId: input.corpId, tenantId: input.tenantId, userIdOf: () => dingTalk.userIdOf(input.code),
        failed: 'auth.dingTalkFailed', unbound: 'auth.dingTalkUnbound' });
    },

    async weCom(input: { code: string; tenantId?: string }, address: string): Promise<LoginUser> {
      if (!weCom || !config.weCom) throw badRequest('auth.weComOff');
      await attempts.limit('signInFromAddress', address);
      return memberSignIn({ provider: 'wecom', corpId: config.weCom.corpId, tenantId: input.tenantId, userIdOf: () => weCom.userIdOf(input.code),
        failed: 'auth.weComFailed', unbound: 'auth.weComUnbound' });
    },

    async officialAccount(input: { code: string; tenantId?: string }, address: string): Promise<WeChatSignIn> {
      if (!officialAccount || !config.weChatOfficialAccount) throw badRequest('auth.weChatOff');
      await attempts.limit('signInFromAddress', address);
      const user = await officialAccount.officialAccountUser(input.code).catch(() => null);
      if (!user) throw unauthorized('auth.weChatFailed');
      // A snapshot user has authorised nothing: the open id is not theirs to sign in or bind with.
      if (user.snapshot) throw forbidden('auth.weChatSnapshot');
      return signInOrTicket(input.tenantId, { provider: 'wechat-oa', corpId: config.weChatOfficialAccount.appId, externalId: user.openId });
    },

    /** The mini-program's first step: its wx.login code, exchanged for a ticket its web view signs in with. */
    async miniProgramTicket(input: { code: string }, address: string) {
      if (!miniProgram || !config.weChatMiniProgram) throw badRequest('auth.miniProgramOff');
      await attempts.limit('signInFromAddress', address);
      const openId = await miniProgram.miniProgramUser(input.code).catch(() => null);
      if (!openId) throw unauthorized('auth.miniProgramFailed');
      const x = { provider: 'wechat-mp', corpId: config.weChatMiniProgram.appId, externalId: openId };
      return { ticket: await newTicket(x, 'signIn', SIGN_IN_TICKET_SECONDS), expiresIn: SIGN_IN_TICKET_SECONDS };
    },

    async miniProgram(input: { ticket: string; tenantId?: string }, address: string): Promise<WeChatSignIn> {
      if (!config.weChatMiniProgram) throw badRequest('auth.miniProgramOff');
      await attempts.limit('signInFromAddress', address);
      const row = await repo.takeTicket(hash(input.ticket), at());
      if (!row || row.purpose !== 'signIn' || row.provider !== 'wechat-mp') throw unauthorized('auth.miniProgramFailed');
      return signInOrTicket(input.tenantId, { provider: row.provider, corpId: row.corp_id, externalId: row.external_id });
    },

    /**
     * Binds the identity of a binding ticket to the caller's own account. The ticket stays until the binding is
     * made, so a refusal (the account has another WeChat) can be put right and tried again within its time. A
     * ticket that has bound says so again to its user (a second tap of 'bind'), and binds nothing more.
     */
    async bind(session: Session, account: string, provider: SelfBound, ticket: string, field: string) {
      if (account !== session.account) throw forbidden('user.onlySelf');
      const id = hash(ticket);
      const row = await repo.liveTicket(id, at());
      if (!row || !['bind', 'bound'].includes(row.purpose) || row.provider !== provider || row.corp_id !== appIdOf(provider)) throw invalidField(field, 'field.bindTicket');
      const x = { provider, corpId: row.corp_id, externalId: row.external_id };
      if (row.purpose === 'bound') {
        if ((await repo.userByIdentity(session.tenantId, x))?.id === session.userId) return;
        throw invalidField(field, 'field.bindTicket');
      }
      const outcome = await repo.bind(session.tenantId, session.userId, x, at());
      if (outcome === 'taken') throw conflict('user.bindTaken');
      if (outcome === 'other') throw conflict('user.bindOther');
      await repo.ticketBound(id);
    },

    unbind: (session: Session, provider: SelfBound) => repo.unbind(session.userId, provider),

    identities: async (session: Session) =>
      (await repo.identitiesOf(session.userId)).map((r) => ({ provider: r.provider, boundAt: r.created_at })),
  };
}
export type ThirdPartyService = ReturnType<typeof createThirdPartyService>;
