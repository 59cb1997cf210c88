export declare const STANDIN_APP: { appKey: string; appSecret: string };
export declare const STANDIN_WECHAT: {
  officialAccount: { appId: string; appSecret: string };
  miniProgram: { appId: string; appSecret: string };
  weCom: { agentId: string; secret: string };
};
export interface VendorStandin {
  base: string;
  calls: { gettoken: number; getuserinfo: number; weComToken: number; weComUser: number; oauthToken: number; jscode2session: number };
  codeOf(userid: string): Promise<string>;
  weComCodeOf(userid: string): string;
  officialAccountCodeOf(openid: string, opts?: { snapshot?: boolean }): string;
  miniProgramCodeOf(openid: string): string;
  revokeTokens(): void;
  close(): Promise<void>;
}
export declare function startVendorStandin(opts?: { tokenSeconds?: number }): Promise<VendorStandin>;
