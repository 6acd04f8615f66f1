import { BrowserRouter, MemoryRouter, useRoutes } from 'react-router';
import { appRoutes } from './routes';

function AppRoutes() {
  return useRoutes(appRoutes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** The same routes in memory, for tests: `<TestRouter initialEntries={['/shop?type=RTW']} />`. */
export function TestRouter({ initialEntries }: { readonly initialEntries: string[] }) {
  return (
    <MemoryRouter initialEntries={initialEntries}>
      <AppRoutes />
    </MemoryRouter>
  );
}
