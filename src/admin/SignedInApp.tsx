import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { Match } from './routes';
import { createAdminQueryClient } from './data/queries';
import { Shell } from './ui/Shell';
import { ScreenSwitch } from './screens/ScreenSwitch';

/**
 * The admin once signed in: the frame, the screen, and the data cache of this session. It loads
 * while the session is checked, so the sign-in page never carries the screens or the query
 * library; signing out unmounts it and the cache goes with it.
 */
export default function SignedInApp({ match }: { match: Match }) {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Shell match={match}>
        <ScreenSwitch match={match} />
      </Shell>
    </QueryClientProvider>
  );
}
