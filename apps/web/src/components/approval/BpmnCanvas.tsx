import { useEffect, useRef, useState } from 'react';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import diagramJsCss from 'bpmn-js/dist/assets/diagram-js.css?url';
import bpmnJsCss from 'bpmn-js/dist/assets/bpmn-js.css?url';
import { addStylesheet } from '../../lib/stylesheets.js';
import { paddedViewbox, type Box } from './fit-viewbox.js';
import './flow-diagram.css';

/**
 * bpmn-js's own stylesheets (a quarter of all the app's CSS) come with the diagram, not in the app's one
 * stylesheet that every page loads. Resolves when both have loaded or failed.
 */
const bpmnStyles = Promise.all([diagramJsCss, bpmnJsCss].map(addStylesheet));

export type NodeStatus = 'done' | 'current' | 'rejected' | 'untouched';

interface Canvas {
  zoom(level?: number | 'fit-viewport', center?: { x: number; y: number } | 'auto'): number;
  scroll(delta: { dx: number; dy: number }): void;
  addMarker(id: string, marker: string): void;
  viewbox(): { scale: number; inner: Box; outer: { width: number; height: number } };
  viewbox(box: Box): void;
}

/**
 * The bpmn-js viewer (this module is the lazy chunk that carries bpmn-js): draws the process, marks each
 * node by its status, zooms and pans by pinch and drag on touch screens, and reports taps on nodes.
 */
export default function BpmnCanvas({ xml, statuses, onNodeTap, onError }: {
  xml: string;
  statuses: Record<string, NodeStatus>;
  onNodeTap?: (nodeId: string) => void;
  onError?: (message: string) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const tap = useRef(onNodeTap);
  tap.current = onNodeTap;

  useEffect(() => {
    const viewer = new NavigatedViewer({ container: host.current! });
    let alive = true;
    bpmnStyles.then(() => viewer.importXML(xml)).then(() => {
      if (!alive) return;
      const canvas = viewer.get<Canvas>('canvas');
      const { inner, outer } = canvas.viewbox();
      // The whole diagram with room all round: fit-viewport alone cuts the start event off on a phone.
      if (outer.width > 0 && outer.height > 0) canvas.viewbox(paddedViewbox(inner, outer));
      else canvas.zoom('fit-viewport', 'auto');
      for (const [id, status] of Object.entries(statuses)) {
        if (status !== 'untouched') {
          try {
            canvas.addMarker(id, `node-${status}`);
          } catch {
            /* a status for a node this diagram does not draw */
          }
        }
      }
      viewer.get<{ on(e: string, fn: (ev: { element: { id: string; type: string } }) => void): void }>('eventBus')
        .on('element.click', (ev) => {
          if (ev.element.type !== 'bpmn:Process' && ev.element.type !== 'bpmn:SequenceFlow') tap.current?.(ev.element.id);
        });
      setReady(true);
    }).catch((e: Error) => onError?.(e.message));
    const detach = attachTouchNavigation(host.current!, () => viewer.get<Canvas>('canvas'));
    return () => {
      alive = false;
      detach();
      viewer.destroy();
    };
  }, [xml, statuses, onError]);

  return <div ref={host} className={`bpmn-canvas ${ready ? 'is-ready' : ''}`} data-testid="bpmn-canvas" />;
}

/** Two fingers zoom around their midpoint, one finger drags the canvas (mouse stays with bpmn-js). */
function attachTouchNavigation(el: HTMLElement, canvas: () => Canvas): () => void {
  const points = new Map<number, { x: number; y: number }>();
  let lastDistance = 0;
  const distance = () => {
    const [a, b] = [...points.values()];
    return Math.hypot(a.x - b.x, a.y - b.y);
  };
  const down = (e: PointerEvent) => {
    if (e.pointerType !== 'touch') return;
    points.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (points.size === 2) lastDistance = distance();
  };
  const move = (e: PointerEvent) => {
    const prev = points.get(e.pointerId);
    if (!prev) return;
    const next = { x: e.clientX, y: e.clientY };
    points.set(e.pointerId, next);
    const c = canvas();
    if (points.size === 1) {
      c.scroll({ dx: next.x - prev.x, dy: next.y - prev.y });
    } else if (points.size === 2 && lastDistance > 0) {
      const d = distance();
      const [a, b] = [...points.values()];
      const rect = el.getBoundingClientRect();
      const scale = Math.min(4, Math.max(0.2, c.viewbox().scale * (d / lastDistance)));
      c.zoom(scale, { x: (a.x + b.x) / 2 - rect.left, y: (a.y + b.y) / 2 - rect.top });
      lastDistance = d;
    }
  };
  const up = (e: PointerEvent) => {
    points.delete(e.pointerId);
    lastDistance = points.size === 2 ? distance() : 0;
  };
  el.addEventListener('pointerdown', down);
  el.addEventListener('pointermove', move);
  el.addEventListener('pointerup', up);
  el.addEventListener('pointercancel', up);
  return () => {
    el.removeEventListener('pointerdown', down);
    el.removeEventListener('pointermove', move);
    el.removeEventListener('pointerup', up);
    el.removeEventListener('pointercancel', up);
  };
}
