import { ThirdPartySignInPage } from '../third-party/ThirdPartySignInPage.js';
import { dingTalk } from '../third-party/dingtalk.js';
import { weChatOfficialAccount } from '../third-party/wechat-official-account.js';
import { weCom } from '../third-party/wecom.js';
import { miniProgram } from '../third-party/mini-program.js';

// The sign-in pages other apps open (spec 000 section 2): one page, each with its vendor's way in.
export const DingTalkPage = () => <ThirdPartySignInPage vendor={dingTalk} />;
export const WeChatOfficialAccountPage = () => <ThirdPartySignInPage vendor={weChatOfficialAccount} />;
export const WeComPage = () => <ThirdPartySignInPage vendor={weCom} />;
export const MiniProgramPage = () => <ThirdPartySignInPage vendor={miniProgram} />;
