import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Input } from 'antd-mobile';
import { CameraOutline, PictureOutline } from 'antd-mobile-icons';
import { CameraError, closeCamera, hasTorch, openCamera, setTorch, type CameraFailure } from './camera.js';
import { hostScanner } from './host-scanner.js';
import { qrReader } from './detector.js';
import './scan.css';
import { useTranslation } from '../../../i18n/index.js';

/** Frames read per second: enough to catch a label held still, little enough for an old phone's battery. */
const FRAME_MS = 150;
/** The same text again within this time is the same label still in view, not a new scan. */
const REPEAT_MS = 2500;

type CameraState = { phase: 'starting' } | { phase: 'live' } | { phase: 'failed'; failure: CameraFailure } | { phase: 'host' };

/**
 * The scanner of an asset or inspection-point label, every way there is, in order: the host app's scanner
 * (DingTalk, WeChat), the camera read live (the browser's BarcodeDetector or its wasm polyfill), a photo of the
 * label, and the code typed by hand, which is always there. `onText` gets each text read; `paused` stops reading
 * while the caller looks it up.
 */
export function Scanner({ onText, paused = false }: { onText(text: string): void; paused?: boolean }) {
  const { t } = useTranslation('eamScan');
  const host = useRef(hostScanner()).current;
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const last = useRef<{ text: string; at: number } | null>(null);
  const [camera, setCamera] = useState<CameraState>(host ? { phase: 'host' } : { phase: 'starting' });
  const [torch, setTorchOn] = useState<boolean | null>(null);
  const [typed, setTyped] = useState('');
  const [photoMiss, setPhotoMiss] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const found = useCallback((text: string) => {
    const now = Date.now();
    if (last.current && last.current.text === text && now - last.current.at < REPEAT_MS) return;
    last.current = { text, at: now };
    navigator.vibrate?.(60);
    onText(text);
  }, [onText]);

  // The camera: opened on mount (and on retry), closed on unmount and while the page is hidden.
  useEffect(() => {
    if (host) return;
    let cancelled = false;
    const start = async () => {
      setCamera({ phase: 'starting' });
      try {
        const s = await openCamera();
        if (cancelled) return closeCamera(s);
        stream.current = s;
        if (video.current) {
          video.current.srcObject = s;
          await video.current.play().catch(() => undefined);
        }
        setTorchOn(hasTorch(s) ? false : null);
        setCamera({ phase: 'live' });
      } catch (err) {
        if (!cancelled) setCamera({ phase: 'failed', failure: err instanceof CameraError ? err.failure : 'failed' });
      }
    };
    const stop = () => {
      closeCamera(stream.current);
      stream.current = null;
    };
    const onVisibility = () => (document.hidden ? stop() : void start());
    void start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, [host, attempt]);

  // Reading frames while the camera is live and the caller is not busy.
  useEffect(() => {
    if (camera.phase !== 'live' || paused) return;
    let stopped = false;
    let timer = 0;
    const tick = async () => {
      const v = video.current;
      try {
        if (v && v.readyState >= 2) {
          const [text] = await (await qrReader()).read(v);
          if (text && !stopped) found(text);
        }
      } catch {
        // A frame that cannot be read (the camera switching, a decoder hiccup): the next one is tried.
      }
      if (!stopped) timer = window.setTimeout(() => void tick(), FRAME_MS);
    };
    void tick();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [camera.phase, paused, found]);

  const readPhoto = async (file: File | undefined) => {
    if (!file) return;
    setPhotoMiss(false);
    try {
      const bitmap = await createImageBitmap(file);
      const [text] = await (await qrReader()).read(bitmap);
      bitmap.close();
      if (text) found(text);
      else setPhotoMiss(true);
    } catch {
      setPhotoMiss(true);
    }
  };

  const submitTyped = (e: FormEvent) => {
    e.preventDefault();
    const text = typed.trim();
    if (text) {
      last.current = null;
      onText(text);
    }
  };

  const scanWithHost = async () => {
    const text = host ? await host() : null;
    if (text) found(text);
  };

  return (
    <div className="eam-scan">
      {camera.phase === 'host' ? (
        <div className="eam-scan-host">
          <Button color="primary" size="large" block onClick={() => void scanWithHost()}><CameraOutline aria-hidden /> {t('scanWithHost')}</Button>
        </div>
      ) : (
        <div className="eam-scan-view">
          <video ref={video} className="eam-scan-video" playsInline muted autoPlay aria-label={t('cameraView')} hidden={camera.phase !== 'live'} />
          {camera.phase === 'live' && <div className="eam-scan-frame" aria-hidden />}
          {camera.phase === 'starting' && <p className="eam-scan-note" role="status">{t('starting')}</p>}
          {camera.phase === 'failed' && (
            <div className="eam-scan-failed" role="alert">
              <p>{t(`failure.${camera.failure}`)}</p>
              {camera.failure !== 'insecure' && camera.failure !== 'unsupported' && (
                <Button size="small" onClick={() => setAttempt((n) => n + 1)}>{t('retry')}</Button>
              )}
            </div>
          )}
          {camera.phase === 'live' && torch !== null && (
            <button type="button" className="eam-scan-torch" aria-pressed={torch} onClick={() => { void setTorch(stream.current, !torch); setTorchOn(!torch); }}>
              {t('torch')}
            </button>
          )}
        </div>
      )}
      {camera.phase === 'live' && <p className="eam-scan-hint">{t('hint')}</p>}

      <div className="eam-scan-other">
        <label className="eam-scan-photo">
          <PictureOutline aria-hidden /> {t('photo')}
          <input type="file" accept="image/*" capture="environment" onChange={(e) => { void readPhoto(e.target.files?.[0]); e.target.value = ''; }} />
        </label>
        {photoMiss && <p className="eam-scan-miss" role="alert">{t('photoMiss')}</p>}
        <form className="eam-scan-typed" onSubmit={submitTyped}>
          <Input className="eam-scan-input" value={typed} onChange={setTyped} maxLength={200} placeholder={t('typedPlaceholder')} aria-label={t('typedLabel')} clearable />
          <Button type="submit" color="primary" disabled={!typed.trim()}>{t('typedGo')}</Button>
        </form>
      </div>
    </div>
  );
}
