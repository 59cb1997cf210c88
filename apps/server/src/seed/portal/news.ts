/** The plant's news and notices. Data only; index.ts saves them through the news service (sanitised). */

import { dayWithWeekday, daysInMonth, monthFrom, nextHoliday, plantDate } from '../seasons.js';

export interface SeedNews {
  type: 'news' | 'notice';
  title: string;
  /** Days before the seed run it was published. */
  daysAgo: number;
  publisher: string;
  isTop?: boolean;
  content: string;
  /** A CSV attachment made at seed time. */
  attachment?: { name: string; csv: string };
}

const DAY_MS = 86_400_000;

/** The duty roster of the next holiday: its days, with the leaders and shifts on duty. */
function dutyRoster(h: ReturnType<typeof nextHoliday>) {
  const crews = [
    '张伟,李军,陈静、杨帆,何平', '刘洋,赵磊,黄丽、周杰,罗斌', '王芳,李军,吴昊、徐强,高远', '李强,赵磊,陈静、周杰,何平',
    '赵丽,李军,黄丽、杨帆,罗斌', '孙燕,赵磊,吴昊、陈静,高远', '郑宇,李军,徐强、周杰,何平',
  ];
  const rows = Array.from({ length: h.days }, (_, i) => {
    const d = new Date(Date.UTC(h.year, h.month - 1, h.day + i));
    return `${dayWithWeekday(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate())},${crews[i % crews.length]},010-82345601`;
  });
  return ['日期,值班领导,运行值班班长,运行值班人员,设备值班人员,值班电话', ...rows].join('\n');
}

/** Last month's water quality, with what the season did to the plant. */
function qualityNews(now: Date) {
  const { year, month } = monthFrom(now, -1);
  const days = daysInMonth(year, month);
  const cold = month === 12 || month <= 3 || month === 11;
  const weather = cold
    ? `<p>本月进水水温降至12℃左右，硝化反应速率下降，运行部及时提高生化池污泥浓度、延长好氧段停留时间，保证了出水氨氮稳定达标。</p>`
    : `<p>本月受降雨影响，${month}月12日、${month}月21日进水量较平日增加约12%，运行部及时调整回流比和曝气量，保证了生化系统稳定运行。</p>`;
  return {
    type: 'news' as const, title: `${month}月份出水水质全部稳定达标`, daysAgo: 3, publisher: '化验室',
    content: `<p>据化验室统计，${month}月份我厂累计处理污水<strong>${(days * 4.79).toFixed(1)}万立方米</strong>，日均进水量4.79万立方米。`
      + '出水COD月均值16.8 mg/L、氨氮0.62 mg/L、总磷0.18 mg/L，各项指标均优于北京市《城镇污水处理厂水污染物排放标准》(DB11/890-2012)B标准限值，'
      + `在线监测数据有效传输率100%。</p>${weather}`,
  };
}

/** Next month's planned overhauls, on days of that month. */
function overhaulNotice(now: Date) {
  const { month } = monthFrom(now, 1);
  return {
    type: 'notice' as const, title: `关于${month}月份设备检修计划的通知`, daysAgo: 5, publisher: '设备管理部',
    content: `<p>各部门、各班组：</p><p>根据年度设备维护计划，${month}月份将对以下设备进行计划检修：</p>`
      + '<table><thead><tr><th>设备</th><th>检修内容</th><th>计划时间</th><th>责任人</th></tr></thead><tbody>'
      + `<tr><td>2号鼓风机</td><td>更换进口过滤器、检查轴承润滑</td><td>${month}月8日—${month}月9日</td><td>何平</td></tr>`
      + `<tr><td>1号二沉池刮吸泥机</td><td>驱动减速机换油、校正行走轮</td><td>${month}月14日</td><td>罗斌</td></tr>`
      + `<tr><td>紫外消毒渠</td><td>灯管清洗与老化灯管更换</td><td>${month}月21日—${month}月22日</td><td>高远</td></tr>`
      + '</tbody></table><p>检修期间由运行部安排备用设备投运，请各班组提前做好工艺调整。检修作业须办理工作票，严格执行停电、挂牌、上锁制度。</p>',
  };
}

/** The plant's news and notices as of `now`: dated text matches the seed date (holiday, months, season). */
export function newsItems(now: Date): SeedNews[] {
  const h = nextHoliday(now);
  const issued = plantDate(new Date(now.getTime() - DAY_MS));
  const last = new Date(Date.UTC(h.year, h.month - 1, h.day + h.days - 1));
  return [
  {
    type: 'notice', title: `关于${h.name}假期值班安排的通知`, daysAgo: 1, publisher: '综合办公室', isTop: true,
    content: `<p>各部门：</p><p>根据国家法定节假日安排，${h.year}年${h.name}放假时间为<strong>${h.month}月${h.day}日至${last.getUTCMonth() + 1}月${last.getUTCDate()}日</strong>，共${h.days}天。`
      + '为确保假期期间生产运行安全稳定，现将值班安排通知如下：</p><ol><li>值班人员须提前15分钟到岗，做好交接班记录；</li>'
      + '<li>值班领导手机24小时保持畅通，遇突发情况按应急预案处置并及时上报；</li>'
      + '<li>中控室每2小时巡检一次关键设备，重点关注进水泵房、鼓风机房和加药间。</li></ol>'
      + `<p>详细值班表见附件。</p><p style="text-align: right">综合办公室<br>${issued.year}年${issued.month}月${issued.day}日</p>`,
    attachment: { name: `${h.name}值班表.csv`, csv: dutyRoster(h) },
  },
  qualityNews(now),
  overhaulNotice(now),
  {
    type: 'news', title: `我厂组织开展${plantDate(now).year}年度安全生产专项培训`, daysAgo: 8, publisher: '安全环保部',
    content: '<p>为进一步提升全员安全意识和应急处置能力，安全环保部于本周组织开展了年度安全生产专项培训，共有56名员工参加。</p>'
      + '<p>培训围绕<strong>有限空间作业</strong>、<strong>危险化学品（次氯酸钠、聚合氯化铝）安全管理</strong>和<strong>触电急救</strong>三项内容展开，'
      + '并在培训教室进行了心肺复苏实操演练和气体检测仪使用考核。考核合格率98.2%，未通过的员工将参加下周补考。</p>',
  },
  {
    type: 'notice', title: '关于开展有限空间作业专项检查的通知', daysAgo: 11, publisher: '安全环保部',
    content: '<p>各部门：</p><p>为防范有限空间作业中毒窒息事故，安全环保部将于近期对厂内污水井、格栅井、污泥池、管廊等有限空间开展专项检查，主要内容包括：</p>'
      + '<ul><li>有限空间台账及警示标识设置情况；</li><li>“先通风、再检测、后作业”执行情况；</li>'
      + '<li>气体检测仪、正压式呼吸器、三脚架等防护设备的检定和完好情况；</li><li>作业审批和监护人员配备情况。</li></ul>'
      + '<p>请各部门于本周五前完成自查，并将自查表报送安全环保部。</p>',
  },
  {
    type: 'news', title: '生化池曝气系统节能改造顺利完成', daysAgo: 15, publisher: '生产运行部',
    content: '<p>经过为期三周的施工，我厂1号、2号生化池微孔曝气器更换及溶解氧精确控制改造已全部完成并投入运行。</p>'
      + '<p>改造后，鼓风机根据各廊道溶解氧实时调节风量，试运行一周数据显示，吨水电耗由0.31 kWh下降至<strong>0.27 kWh</strong>，'
      + '降幅约13%，出水氨氮保持稳定。生产运行部将继续跟踪运行数据，优化控制参数。</p>',
  },
  {
    type: 'notice', title: '关于调整化验室水样送检时间的通知', daysAgo: 19, publisher: '化验室',
    content: '<p>各运行班组：</p><p>为配合在线监测仪表比对工作，自下周一起，进、出水瞬时样的送检时间调整为每日<strong>8:30</strong>和<strong>14:30</strong>，'
      + '24小时混合样仍于每日9:00前送达化验室。采样瓶请使用化验室统一配发的编号瓶，并认真填写采样记录单。</p>',
  },
  {
    type: 'news', title: '厂区开放日迎来社区居民参观', daysAgo: 24, publisher: '综合办公室',
    content: '<p>上周六，我厂举办“走进再生水厂”公众开放日活动，来自周边社区的40余名居民和中小学生参观了粗格栅间、生化池、膜处理车间和中控室。</p>'
      + '<p>讲解员介绍了污水从“浊”到“清”的处理过程，以及再生水用于河道补水、园林绿化和工业冷却的情况。'
      + '参观者表示，通过活动了解了城市水循环，也增强了节约用水的意识。</p>',
  },
  ];
}
