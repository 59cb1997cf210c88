import type { App } from '@wp/contract';

/** What tapping an app does, by its mode (spec 000, application centre). */
export type AppAction =
  | { kind: 'push'; to: string }
  | { kind: 'navigate'; url: string }
  | { kind: 'chart'; id: string; name: string }
  | { kind: 'invalid' };

const json = (text: string): Record<string, unknown> => {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/**
 * 1 router push to the content path; 2 full browser navigation to the content URL; 3 content JSON alias ->
 * /template/preview/{alias}; 4 content JSON id and name -> a chart dialog; 5 content JSON id ->
 * /work/agentStart/{id}/0; 9 content JSON alias -> /datavShow/{alias}. Anything unusable is 'invalid'.
 */
export function appAction(app: Pick<App, 'mode' | 'content' | 'name'>): AppAction {
  const content = (app.content ?? '').trim();
  switch (app.mode) {
    case 1:
      return content ? { kind: 'push', to: content.startsWith('/') ? content : `/${content}` } : { kind: 'invalid' };
    case 2:
      return content ? { kind: 'navigate', url: content } : { kind: 'invalid' };
    case 3: {
      const alias = str(json(content).alias);
      return alias ? { kind: 'push', to: `/template/preview/${encodeURIComponent(alias)}` } : { kind: 'invalid' };
    }
    case 4: {
      const c = json(content);
      const id = str(c.id);
      return id ? { kind: 'chart', id, name: str(c.name) || app.name } : { kind: 'invalid' };
    }
    case 5: {
      const id = str(json(content).id);
      return id ? { kind: 'push', to: `/work/agentStart/${encodeURIComponent(id)}/0` } : { kind: 'invalid' };
    }
    case 9: {
      const alias = str(json(content).alias);
      return alias ? { kind: 'push', to: `/datavShow/${encodeURIComponent(alias)}` } : { kind: 'invalid' };
    }
    default:
      return { kind: 'invalid' };
  }
}
