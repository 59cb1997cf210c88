import { describe, expect, it, vi } from 'vitest';
import { isPageFileFailure, probeBuild, RELOAD_GUARD_MS, reloadOnce, runningEntry } from './page-files.js';

const html = (entry: string) => `<html><body><script>[["script",{"type":"module","src":"${entry}"}]]</script></body></html>`;
const answer = (body: string, status = 200) => vi.fn(async () => new Response(body, { status })) as unknown as typeof fetch;

describe('a page file that did not arrive', () => {
  it('is told from other failures by the browsers\' and Vite\'s wording', () => {
    expect(isPageFileFailure(new TypeError('Failed to fetch dynamically imported module: http://x/assets/InboxPage-a1.js'))).toBe(true);
    expect(isPageFileFailure(new TypeError('error loading dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isPageFileFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isPageFileFailure(new Error('Unable to preload CSS for /assets/style.css'))).toBe(true);
    expect(isPageFileFailure(new ReferenceError('nosuch is not defined'))).toBe(false);
    expect(isPageFileFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('the build check', () => {
  it('finds the running entry among the scripts', () => {
    document.head.innerHTML = '<script type="module" src="/assets/ui-x1.js"></script><script type="module" src="/assets/index-Ab_c1.js"></script>';
    expect(runningEntry()).toBe('/assets/index-Ab_c1.js');
    document.head.innerHTML = '<script type="module" src="/src/main.tsx"></script>';
    expect(runningEntry()).toBeNull();
  });

  it('compares the served index.html with the running entry, never from a cache', async () => {
    const get = answer(html('/assets/index-NEW.js'));
    expect(await probeBuild('/assets/index-OLD.js', get)).toBe('changed');
    expect(get).toHaveBeenCalledWith('/index.html', expect.objectContaining({ cache: 'no-store' }));
    expect(await probeBuild('/assets/index-OLD.js', answer(html('/assets/index-OLD.js')))).toBe('same');
  });

  it('says unreachable when the request fails or the server errs, unknown for a page that is not the app', async () => {
    const offline = vi.fn(async () => { throw new TypeError('Failed to fetch'); }) as unknown as typeof fetch;
    expect(await probeBuild('/assets/index-OLD.js', offline)).toBe('unreachable');
    expect(await probeBuild('/assets/index-OLD.js', answer('bad gateway', 502))).toBe('unreachable');
    expect(await probeBuild('/assets/index-OLD.js', answer('<html>Wi-Fi sign-in</html>'))).toBe('unknown');
    expect(await probeBuild(null, answer(html('/assets/index-NEW.js')))).toBe('unknown');
  });
});

describe('reloading for a new build', () => {
  const storage = () => {
    const items = new Map<string, string>();
    return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
  };

  it('reloads once, not again within the guard time, and again after it', () => {
    const s = storage();
    const reload = vi.fn();
    expect(reloadOnce(s, 1_000_000, reload)).toBe(true);
    expect(reloadOnce(s, 1_000_000 + 5_000, reload)).toBe(false);
    expect(reloadOnce(s, 1_000_000 + RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(reloadOnce(s, 1_000_000 + RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when it cannot remember that it did (no storage), nor trust a time in the future', () => {
    const reload = vi.fn();
    const broken = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(reloadOnce(broken, 1_000, reload)).toBe(false);
    const s = storage();
    s.setItem('reloadedForNewBuildAt', String(9_000_000));
    expect(reloadOnce(s, 1_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });
});
