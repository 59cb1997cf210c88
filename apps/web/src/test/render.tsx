import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';

/** Renders screens as the app does (server-state cache + router), at `path`, with stand-ins for other routes. */
export function renderScreen(path: string, screens: Record<string, ReactElement>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(screens).map(([p, el]) => <Route key={p} path={p} element={el} />)}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
