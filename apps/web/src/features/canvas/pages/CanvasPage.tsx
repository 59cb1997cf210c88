import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button, List } from 'antd-mobile';
import { DeleteOutline, DownlandOutline, UndoOutline, UploadOutline } from 'antd-mobile-icons';
import { PageHeader } from '../../../components/PageHeader.js';
import { notify } from '../../../lib/notify.js';
import { CallError } from '../../../lib/http/client.js';
import { paint, PEN_COLOURS, PEN_SIZES, sketchFileName, type Stroke } from '../sketch.js';
import { upload } from '../../../domains/files/api/upload.js';
import { downloadFile } from '../../../domains/files/api/downloadFile.js';
import './canvas.css';
import { useTranslation } from '../../../i18n/index.js';

/**
 * `/canvas`: a sketch pad. Pen colours and sizes, undo and clear; 'save' uploads the drawing as a PNG
 * attachment, which can then be downloaded (or its file id used elsewhere).
 */
export function CanvasPage() {
  const { t } = useTranslation('canvas');
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const drawing = useRef<Stroke | null>(null);
  const [color, setColor] = useState<string>(PEN_COLOURS[0]);
  const [size, setSize] = useState<number>(PEN_SIZES[1]);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<Array<{ fileId: string; name: string }>>([]);

  const redraw = useCallback((list: readonly Stroke[]) => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    paint(ctx, el.width / ratio, el.height / ratio, list);
  }, []);

  // The pad follows its box's size at the screen's pixel density; strokes are kept in CSS pixels.
  const latest = useRef(strokes);
  latest.current = strokes;
  useEffect(() => {
    const el = canvas.current!;
    const fit = () => {
      const ratio = window.devicePixelRatio || 1;
      const { width, height } = box.current!.getBoundingClientRect();
      el.width = Math.round(width * ratio);
      el.height = Math.round(height * ratio);
      redraw(latest.current);
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(box.current!);
    return () => observer?.disconnect();
  }, [redraw]);
  useEffect(() => redraw(strokes), [strokes, redraw]);

  const point = (e: PointerEvent<HTMLCanvasElement>): [number, number] => {
    const r = e.currentTarget.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  };
  function down(e: PointerEvent<HTMLCanvasElement>) {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drawing.current = { color, size, points: [point(e)] };
    redraw([...strokes, drawing.current]);
  }
  function move(e: PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    drawing.current.points.push(point(e));
    redraw([...strokes, drawing.current]);
  }
  function up() {
    if (!drawing.current) return;
    const done = drawing.current;
    drawing.current = null;
    setStrokes((s) => [...s, done]);
  }

  async function save() {
    const el = canvas.current;
    if (!el || strokes.length === 0) return;
    setSaving(true);
    try {
      const blob = await new Promise<Blob | null>((resolve) => el.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('toBlob');
      const name = sketchFileName(new Date());
      const { fileId } = await upload(new File([blob], name, { type: 'image/png' }), { overlay: true });
      if (!fileId) throw new Error('no file id');
      setSaved((s) => [{ fileId, name }, ...s]);
      notify.success(t('saved'));
    } catch (e) {
      // A failed upload has shown the server's message already; a drawing that could not be encoded says so here.
      if (!(e instanceof CallError)) notify.danger(t('saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="page canvas-page">
      <PageHeader title={t('title')} back />
      <div className="canvas-tools" role="toolbar" aria-label={t('tools')}>
        <div className="canvas-swatches" role="radiogroup" aria-label={t('colour')}>
          {PEN_COLOURS.map((c) => (
            <button key={c} type="button" role="radio" aria-checked={c === color} aria-label={c} className="canvas-swatch"
              style={{ background: c }} onClick={() => setColor(c)} />
          ))}
        </div>
        <div className="canvas-sizes" role="radiogroup" aria-label={t('size')}>
          {PEN_SIZES.map((s) => (
            <button key={s} type="button" role="radio" aria-checked={s === size} aria-label={t('sizeLabel', { size: s })} className="canvas-size"
              onClick={() => setSize(s)}><i style={{ width: s + 4, height: s + 4, background: color }} /></button>
          ))}
        </div>
        <div className="canvas-actions">
          <Button size="small" fill="none" disabled={!strokes.length} onClick={() => setStrokes((s) => s.slice(0, -1))} aria-label={t('undo')}><UndoOutline /> {t('undo')}</Button>
          <Button size="small" fill="none" disabled={!strokes.length} onClick={() => setStrokes([])} aria-label={t('clear')}><DeleteOutline /> {t('clear')}</Button>
        </div>
      </div>
      <div ref={box} className="canvas-box">
        <canvas ref={canvas} className="canvas-pad" aria-label={t('pad')} onPointerDown={down} onPointerMove={move} onPointerUp={up} onPointerCancel={up} onPointerLeave={up} />
        {strokes.length === 0 && <div className="canvas-hint" aria-hidden>{t('hint')}</div>}
      </div>
      <div className="canvas-save">
        <Button block color="primary" loading={saving} disabled={!strokes.length} onClick={() => void save()}><UploadOutline /> {t('save')}</Button>
      </div>
      {saved.length > 0 && (
        <List mode="card" header={t('savedList')} className="canvas-saved">
          {saved.map((f) => (
            <List.Item key={f.fileId} description={t('fileId', { id: f.fileId })}
              extra={<Button size="mini" fill="outline" onClick={() => void downloadFile(f.fileId).catch(() => undefined)}><DownlandOutline /> {t('download')}</Button>}>
              <span className="canvas-file-name">{f.name}</span>
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
