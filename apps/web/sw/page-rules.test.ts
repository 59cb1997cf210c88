import { describe, expect, it } from 'vitest';
import { appEntry, isAppNavigation, isPageOfBuild } from './page-rules.js';

const nav = (url: string, mode = 'navigate', method = 'GET') => ({ url, mode, method }) as Pick<Request, 'url' | 'mode' | 'method'>;
const origin = 'https://plant.example';

describe('the service worker\'s page rules', () => {
  it('finds the build\'s entry among the precached files', () => {
    expect(appEntry(['assets/ui-x1.js', 'assets/index-Cb7sUiJY.js', 'favicon.svg'])).toBe('/assets/index-Cb7sUiJY.js');
    expect(appEntry(['assets/ui-x1.js'])).toBeNull();
  });

  it('keeps only a page of its own build (another build\'s page asks for files it does not hold)', () => {
    const page = '<script>requestAnimationFrame(...[["script",{"type":"module","src":"/assets/index-Cb7sUiJY.js"}]])</script>';
    expect(isPageOfBuild(page, '/assets/index-Cb7sUiJY.js')).toBe(true);
    expect(isPageOfBuild(page, '/assets/index-NEWBUILD.js')).toBe(false);
  });

  it('answers navigations to the app\'s screens, never the API, its documentation, files or other origins', () => {
    for (const path of ['/', '/login', '/work/myMatters/0/task/t1/0', '/formDetail/x', '/messageReceiverList']) {
      expect(isAppNavigation(nav(origin + path), origin), path).toBe(true);
    }
    for (const path of ['/bpm-runtime/runtime/task/v1/get', '/uc/api/x', '/form/x', '/api-docs', '/api-docs/static/index.html', '/sw.js', '/health']) {
      expect(isAppNavigation(nav(origin + path), origin), path).toBe(false);
    }
    expect(isAppNavigation(nav(`${origin}/login`, 'cors'), origin)).toBe(false);
    expect(isAppNavigation(nav(`${origin}/login`, 'navigate', 'POST'), origin)).toBe(false);
    expect(isAppNavigation(nav('https://elsewhere.example/login'), origin)).toBe(false);
  });
});
