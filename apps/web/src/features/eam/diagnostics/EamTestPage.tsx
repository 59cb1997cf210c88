import { useState } from 'react';
import { Button, List, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { PageHeader } from '../../../components/PageHeader.js';
import { ListSkeleton } from '../../../components/ListSkeleton.js';
import { eamCall, signInToEam } from '../../../lib/eam/client.js';
import { readEamToken } from '../../../lib/eam/token.js';
import { runtimeConfig } from '../../../lib/runtime-config.js';
import { dateTime } from '../../../lib/time.js';
import { processActionsQueryOptions } from '../../../domains/eam-inspection/api/processActionQueryList.js';
import { capabilities, type Capabilities } from './capabilities.js';
import './diagnostics.css';
import { useTranslation } from '../../../i18n/index.js';

type Probe = { phase: 'idle' } | { phase: 'running' } | { phase: 'ok'; ms: number; categories: number } | { phase: 'failed'; ms: number; message: string };

/**
 * `/eam/test` — 资产系统诊断: what a site engineer checks when the asset screens misbehave on someone's phone: the
 * asset system's address, the asset token (whose, what rights, until when; sign in again), a call's round trip,
 * what the device offers (camera, QR reader, offline store), and the process actions the rounds may record.
 */
export function EamTestPage() {
  const { t } = useTranslation('eamTest');
  const base = new URL(runtimeConfig().hosts.eam ?? '/service-eam', window.location.origin).toString();
  const [token, setToken] = useState(() => readEamToken());
  const [probe, setProbe] = useState<Probe>({ phase: 'idle' });
  const device = useQuery({ queryKey: ['eamDiagnostics', 'capabilities'], queryFn: capabilities, staleTime: 0 });
  const actions = useQuery(processActionsQueryOptions());

  const roundTrip = async () => {
    setProbe({ phase: 'running' });
    const started = performance.now();
    try {
      const categories = await eamCall(eamApi.queryCategoryCount, { silent: true, parallel: true });
      setProbe({ phase: 'ok', ms: Math.round(performance.now() - started), categories: categories.length });
    } catch (err) {
      setProbe({ phase: 'failed', ms: Math.round(performance.now() - started), message: err instanceof Error ? err.message : String(err) });
    }
    setToken(readEamToken());
  };
  const signInAgain = async () => {
    await signInToEam().catch(() => undefined);
    setToken(readEamToken());
  };

  return (
    <div className="page eam-page eam-test">
      <PageHeader title={t('title')} back />
      <List header={t('service.title')}>
        <List.Item extra={<span className="eam-test-value">{base}</span>}>{t('service.base')}</List.Item>
        <List.Item extra={runtimeConfig().version}>{t('service.version')}</List.Item>
      </List>

      <List header={t('token.title')}>
        {token ? (
          <>
            <List.Item extra={`${token.user.name}（${token.user.account}）`}>{t('token.user')}</List.Item>
            <List.Item extra={token.user.rights.length ? token.user.rights.map((r) => t(`rights.${r}`)).join('、') : t('rights.none')}>{t('token.rights')}</List.Item>
            <List.Item extra={<ExpiresAt at={token.expiresAt} />}>{t('token.expires')}</List.Item>
          </>
        ) : (
          <List.Item>{t('token.none')}</List.Item>
        )}
        <List.Item><Button size="small" onClick={() => void signInAgain()}>{t('token.signInAgain')}</Button></List.Item>
      </List>

      <List header={t('probe.title')}>
        <List.Item extra={<ProbeResult probe={probe} />}>
          <Button size="small" color="primary" loading={probe.phase === 'running'} onClick={() => void roundTrip()}>{t('probe.run')}</Button>
        </List.Item>
      </List>

      <List header={t('device.title')}>
        {device.data ? (Object.keys(device.data) as Array<keyof Capabilities>).map((key) => (
          <List.Item key={key} extra={<YesNo value={device.data[key]} />}>{t(`device.${key}`)}</List.Item>
        )) : <List.Item><ListSkeleton rows={3} /></List.Item>}
      </List>

      <List header={t('actions.title')}>
        {actions.isPending && <List.Item><ListSkeleton rows={3} /></List.Item>}
        {actions.isError && <List.Item extra={<Button size="small" onClick={() => void actions.refetch()}>{t('retry')}</Button>}>{t('actions.failed')}</List.Item>}
        {actions.data?.length === 0 && <List.Item>{t('actions.empty')}</List.Item>}
        {actions.data?.map((a) => (
          <List.Item key={a.id} description={a.notes ?? undefined} extra={<code>{a.code}</code>}>{a.name}</List.Item>
        ))}
      </List>
    </div>
  );
}

function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation('eamTest');
  return <Tag color={value ? 'success' : 'default'} fill="outline">{value ? t('yes') : t('no')}</Tag>;
}

function ExpiresAt({ at }: { at: string }) {
  const { t } = useTranslation('eamTest');
  const left = Math.round((Date.parse(at) - Date.now()) / 60_000);
  return <span>{dateTime(at)}{left > 0 ? ` · ${t('token.minutesLeft', { count: left })}` : ` · ${t('token.expired')}`}</span>;
}

function ProbeResult({ probe }: { probe: Probe }) {
  const { t } = useTranslation('eamTest');
  if (probe.phase === 'ok') return <span role="status">{t('probe.ok', { ms: probe.ms, count: probe.categories })}</span>;
  if (probe.phase === 'failed') return <span role="alert" className="eam-test-failed">{t('probe.failed', { ms: probe.ms, message: probe.message })}</span>;
  return null;
}
