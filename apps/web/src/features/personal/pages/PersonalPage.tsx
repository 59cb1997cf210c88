import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { MountOnOpen } from '../../../components/MountOnOpen.js';
import { ActionSheet } from '../../../components/ActionSheet.js';
import { useModalFocus } from '../../../components/use-modal-focus.js';
import { Button, Dialog, List, PullToRefresh, Skeleton, Space, Tag } from 'antd-mobile';
import {
  AppstoreOutline, EnvironmentOutline, GlobalOutline, LinkOutline, LockOutline, LoopOutline, MailOutline, PhoneFill, UploadOutline,
} from 'antd-mobile-icons';
import type { UserDetail } from '@wp/contract';
import { ReadFailure } from '../../../components/ErrorPage.js';
import { PageLoading } from '../../../components/PageLoading.js';
import { UserAvatar } from '../../../components/UserAvatar.js';
import { UserStatusTag } from '../../../components/UserStatusTag.js';
import { useAuthImage } from '../../../components/AuthImage.js';
import { languageLabels } from '../../../components/LanguageSwitch.js';
import { type Language, languages, setLanguage, useTranslation } from '../../../i18n/index.js';
import { useSession } from '../../../lib/session/store.js';
import { useCurrentCharge, useCurrentPostId, useUserDetail } from '../../../domains/account/user-detail.js';
import { markChosen, roleNames } from '../../../lib/session/current-post.js';
import { isMiniProgram, nativeBridge } from '../../../lib/native-bridge.js';
import { keys, local } from '../../../lib/storage.js';
import { notify } from '../../../lib/notify.js';
import { runtimeConfig } from '../../../lib/runtime-config.js';
import { useCurrentUserSeal } from '../api/getSealByCurrentUserId.js';
import { bindMpOpenId } from '../../../domains/account/api/bindMpOpenId.js';
import { SignInBindings } from '../components/SignInBindings.js';
import { useAuthLayouts } from '../api/getCurrentAuthLayout.js';
import { useChooseLayout } from '../api/cacheUserLayout.js';
import { signout } from '../api/signout.js';
import './personal.css';

// The form library is only needed once the user asks to change the password.
const ChangePasswordPopup = lazy(() => import('../components/ChangePasswordPopup.js').then((m) => ({ default: m.ChangePasswordPopup })));
const SealPasswordPopup = lazy(() => import('../components/SealPasswordPopup.js').then((m) => ({ default: m.SealPasswordPopup })));

/** The post picker's entries: every post of the user, the one acted under disabled (spec section 4). */
export function postActions(posts: UserDetail['post'], chosenId: string | undefined) {
  return markChosen(posts, chosenId).map((p) => ({ key: p.postId, text: p.postName, description: p.orgName, disabled: p.disabled }));
}

/**
 * `/personal`: who I am (photo, name, account, status, contact, roles, posts, departments, seal), which post
 * I act under (switchable), and my settings: password, language, app update, mini-program binding, exit.
 */
export function PersonalPage() {
  const detail = useUserDetail();
  const seal = useCurrentUserSeal();

  if (detail.isPending) {
    return (
      <div className="page personal">
        <div className="personal-hero personal-hero-loading" aria-hidden />
        <PageLoading rows={6} />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className="page personal">
        <ReadFailure query={detail} />
      </div>
    );
  }
  return (
    <div className="page personal">
      <PullToRefresh onRefresh={async () => void (await Promise.all([detail.refetch(), seal.refetch()]))}>
        <Profile detail={detail.data} sealFileId={seal.data?.fileId ?? null} sealPending={seal.isPending} />
      </PullToRefresh>
    </div>
  );
}

function Profile({ detail, sealFileId, sealPending }: { detail: UserDetail; sealFileId: string | null; sealPending: boolean }) {
  const { t, i18n } = useTranslation('personal');
  const navigate = useNavigate();
  const account = useSession((s) => s.user?.account ?? detail.user.account);
  const userId = useSession((s) => s.user?.userId ?? detail.user.id);
  const { post: current } = useCurrentCharge(detail);
  const setPostId = useCurrentPostId((s) => s.setPostId);
  const [sheet, setSheet] = useState<'post' | 'language' | 'layout' | null>(null);
  const [layoutsWanted, setLayoutsWanted] = useState(false);
  const layouts = useAuthLayouts(layoutsWanted);
  const chooseLayout = useChooseLayout();
  const [checking, setChecking] = useState(false);
  const [exitOpen, setExitOpen] = useState(false);
  const exitFocus = useModalFocus(exitOpen, () => setExitOpen(false));
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [mpOpenId, setMpOpenId] = useState(() => (isMiniProgram() ? local.get(keys.mpOpenId) : null));
  const { user } = detail;
  const none = t('common:none');
  const posts = Object.values(detail.post);
  const roles = roleNames(detail.role);

  async function leave() {
    await signout();
    useSession.getState().signOut();
    navigate('/login', { replace: true });
  }

  function switchPost(postId: string) {
    const chosen = detail.post[postId];
    if (!chosen || chosen.postId === current?.postId) return;
    setPostId(userId, postId);
    notify.success(t('postSwitched', { post: `${chosen.orgName} · ${chosen.postName}` }));
  }

  function openLayouts() {
    setLayoutsWanted(true);
    setSheet('layout');
  }

  function pickLayout(id: string) {
    const layout = layouts.data?.find((l) => l.id === id);
    if (!layout || layout.current) return;
    chooseLayout.mutate(layout, { onSuccess: () => notify.success(t('layoutSwitched', { name: layout.name })) });
  }

  async function checkUpdate() {
    if (checking) return;
    setChecking(true);
    try {
      await (await import('../../../lib/app-update.js')).checkForUpdate({ auto: false });
    } finally {
      setChecking(false);
    }
  }

  function bindMiniProgram() {
    if (!mpOpenId) return;
    bindMpOpenId(account, mpOpenId, { overlay: true })
      .then(() => {
        local.remove(keys.mpOpenId);
        setMpOpenId(null);
        notify.success(t('bindSucceeded'));
      })
      .catch(() => undefined);
  }

  return (
    <>
      <header className="personal-hero">
        <div className="personal-hero-inner">
          <UserAvatar name={user.fullname} fileId={user.photo} size={72} className="personal-avatar" />
          <div className="personal-identity">
            <div className="personal-name-row">
              <h1 className="personal-name">{user.fullname}</h1>
              <UserStatusTag status={user.status} onDark className="personal-status" />
            </div>
            <div className="personal-account">{t('account', { account: user.account })}</div>
          </div>
        </div>
      </header>

      <List mode="card" className="personal-list personal-charge-card">
        <List.Item prefix={<Icon color="#7c5cfc"><LoopOutline /></Icon>}
          onClick={posts.length > 1 ? () => setSheet('post') : undefined}
          description={<span data-testid="current-charge">{current ? `${current.orgName} · ${current.postName}` : t('noCharge')}</span>}
          extra={posts.length > 1 ? t('switchPost') : undefined} data-testid="current-post">
          {t('currentPost')}
        </List.Item>
      </List>

      <List header={t('contact')} mode="card" className="personal-list">
        <List.Item prefix={<Icon color="#00b578"><PhoneFill /></Icon>} extra={user.mobile ? <a href={`tel:${user.mobile}`} className="personal-value">{user.mobile}</a> : none}>
          {t('mobile')}
        </List.Item>
        <List.Item prefix={<Icon color="#1677ff"><MailOutline /></Icon>} extra={<span className="personal-value">{user.email || none}</span>}>
          {t('email')}
        </List.Item>
        <List.Item prefix={<Icon color="#ff8f1f"><EnvironmentOutline /></Icon>} extra={<span className="personal-value">{user.address || none}</span>}>
          {t('address')}
        </List.Item>
      </List>

      <List header={t('organisation')} mode="card" className="personal-list">
        <List.Item title={t('roles')}>
          {roles.length ? (
            <Space wrap className="personal-tags">{roles.map((r) => <Tag key={r} color="primary" fill="outline">{r}</Tag>)}</Space>
          ) : <span className="personal-none">{none}</span>}
        </List.Item>
        <List.Item title={t('posts')}>
          {posts.length ? (
            <ul className="personal-entries">
              {posts.map((p) => <Entry key={p.postId} main={p.isMaster === '1'} name={p.postName} sub={p.orgName} />)}
            </ul>
          ) : <span className="personal-none">{none}</span>}
        </List.Item>
        <List.Item title={t('departments')}>
          {detail.org.length ? (
            <ul className="personal-entries">
              {detail.org.map((o) => <Entry key={o.orgId} main={o.isMaster === '1'} name={o.orgName} sub={o.pathName && o.pathName !== o.orgName ? o.pathName : undefined} />)}
            </ul>
          ) : <span className="personal-none">{none}</span>}
        </List.Item>
        <List.Item title={t('seal')}>
          <Seal fileId={sealFileId} pending={sealPending} alt={t('sealAlt', { name: user.fullname })} none={none} />
        </List.Item>
      </List>

      <List header={t('settings')} mode="card" className="personal-list">
        <List.Item prefix={<Icon color="#1677ff"><LockOutline /></Icon>} onClick={() => setPasswordOpen(true)}>{t('changePassword')}</List.Item>
        <List.Item prefix={<Icon color="#2f54eb"><AppstoreOutline /></Icon>} onClick={openLayouts} data-testid="home-layout">
          {t('homeLayout')}
        </List.Item>
        <List.Item prefix={<Icon color="#13a8a8"><GlobalOutline /></Icon>} onClick={() => setSheet('language')}
          extra={languageLabels[i18n.language as Language] ?? i18n.language}>
          {t('language')}
        </List.Item>
        {nativeBridge.isNative() && (
          <List.Item prefix={<Icon color="#00b578"><UploadOutline /></Icon>} onClick={() => void checkUpdate()}
            extra={checking ? t('common:loading') : `v${nativeBridge.clientInfo().version ?? runtimeConfig().version}`}>
            {t('softwareUpdate')}
          </List.Item>
        )}
        {mpOpenId && (
          <List.Item prefix={<Icon color="#07c160"><LinkOutline /></Icon>} onClick={bindMiniProgram}>{t('bindMiniProgram')}</List.Item>
        )}
      </List>

      <SignInBindings />

      <div className="personal-exit">
        <Button block size="large" color="danger" fill="outline" onClick={() => setExitOpen(true)}>{t('exit')}</Button>
      </div>

      <ActionSheet open={sheet === 'post'} onClose={() => setSheet(null)} title={t('switchPost')}
        actions={postActions(detail.post, current?.postId)} onAction={(a) => { setSheet(null); switchPost(a.key); }} />
      <ActionSheet open={sheet === 'layout'} onClose={() => setSheet(null)} title={t('homeLayout')}
        actions={layouts.isPending ? [{ key: '', text: t('common:loading'), disabled: true }]
          : layouts.isError ? [{ key: '', text: t('layoutsFailed'), disabled: true }]
            : layouts.data.length === 0 ? [{ key: '', text: t('noLayouts'), disabled: true }]
              : layouts.data.map((l) => ({ key: l.id, text: l.name, description: l.memo ?? undefined, current: l.current }))}
        onAction={(a) => { setSheet(null); if (a.key) pickLayout(a.key); }} />
      <ActionSheet open={sheet === 'language'} onClose={() => setSheet(null)} title={t('language')}
        actions={languages.map((l) => ({ key: l, text: languageLabels[l], current: l === i18n.language }))}
        onAction={(a) => { setSheet(null); setLanguage(a.key as Language); }} />
      {/* Declarative on purpose: the imperative Dialog.confirm needs antd-mobile's React 19 render hook. */}
      <MountOnOpen open={exitOpen}>{(visible) => (
        <Dialog visible={visible} content={<div ref={exitFocus}>{t('exitConfirm')}</div>} aria-label={t('exit')} closeOnAction onClose={() => setExitOpen(false)}
          actions={[[{ key: 'cancel', text: t('common:cancel') }, { key: 'exit', text: t('exit'), bold: true, danger: true }]]}
          onAction={(a) => { if (a.key === 'exit') void leave(); }} />
      )}</MountOnOpen>
      {/* The password form's code loads the first time it is opened. */}
      <MountOnOpen open={passwordOpen}>{(visible) => (
        <Suspense fallback={null}>
          <ChangePasswordPopup visible={visible} onClose={() => setPasswordOpen(false)}
            onChanged={(message) => { setPasswordOpen(false); notify.success(message); void leave(); }} />
        </Suspense>
      )}</MountOnOpen>
    </>
  );
}

function Icon({ color, children }: { color: string; children: ReactNode }) {
  return <span className="personal-icon" style={{ color }}>{children}</span>;
}

function Entry({ main, name, sub }: { main: boolean; name: string; sub?: string }) {
  const { t } = useTranslation('personal');
  return (
    <li className="personal-entry">
      <span className="personal-entry-name">{name}</span>
      {main && <Tag color="primary" className="personal-main">{t('main')}</Tag>}
      {sub && <span className="personal-entry-sub">{sub}</span>}
    </li>
  );
}

/** The seal: shown only after its password, as the server serves its image only to a session that passed it. */
function Seal({ fileId, pending, alt, none }: { fileId: string | null; pending: boolean; alt: string; none: string }) {
  const { t } = useTranslation('personal');
  const [opened, setOpened] = useState(false);
  const [asking, setAsking] = useState(false);
  const { url, failed } = useAuthImage(opened ? fileId : null);
  if (pending || (opened && fileId && !url && !failed)) return <Skeleton className="personal-seal-skeleton" />;
  if (!fileId) return <span className="personal-none">{none}</span>;
  if (opened && url) return <img className="personal-seal" src={url} alt={alt} />;
  return (
    <>
      <Button size="small" color="primary" fill="outline" onClick={() => setAsking(true)}>{t('sealView')}</Button>
      {/* Like the password form, the seal's password form loads the first time it is asked for. */}
      <MountOnOpen open={asking}>{(visible) => (
        <Suspense fallback={null}>
          <SealPasswordPopup visible={visible} onClose={() => setAsking(false)} onOpened={() => { setAsking(false); setOpened(true); }} />
        </Suspense>
      )}</MountOnOpen>
    </>
  );
}
