/**
 * Common Simplified characters whose Traditional form differs (账→帳, 录→錄 ...), for the tests of the zh-TW
 * texts: a zh-CN text holding one needs its own zh-TW text, and no zh-TW text may hold one. Characters both
 * scripts write alike (系, 理, 批 ...) are not in it.
 */
export const simplified = [...new Set([...(
  '账号码错误锁请钟后试联离职录户单点验证访问内详细设数据这个们为与发过还进开关时间长页条务处签领导动态实并览传阅转办沟驳终归类别记图节审启删复选择载网络达该历无权认语输显称资计应对义风险专议档当没满参讯条续态结报预处级写读颁凭财购币汇总编辑'
  + '带问题单击标题说协议种类众执开项样径断则块规华时达将让为经营运观觉际储亏损'
  + '这们个会说问设备检审门户书见认证从扫区产误号该没网线紧级两现给变东车约组织岗员统链获栏装场头边连远闻业击仅优厅双团围国坏声奖学宝实对寻导层属岁师帐帮库废张归录彻忆怀总恶惊惯战扩担拥换损尽'
)])];
