import { BrowserRouter, useRoutes } from 'react-router';
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
