import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client.ts';
import { ErrorBoundary } from '@/ui/error-boundary.tsx';
import { SnackbarHost } from '@/ui/snackbar/snackbar-host.tsx';
import { buildRoutes } from './routes.tsx';

/** Providers around the router: queries, notifications, and a last-resort error screen. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(buildRoutes(undefined, { queryClient })));
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <SnackbarHost />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
