export declare const STANDIN_APP: { appKey: string; appSecret: string };
export interface DingTalkStandin {
  base: string;
  calls: { gettoken: number; getuserinfo: number };
  codeOf(userid: string): Promise<string>;
  revokeTokens(): void;
  close(): Promise<void>;
}
export declare function startDingTalkStandin(opts?: { tokenSeconds?: number }): Promise<DingTalkStandin>;
