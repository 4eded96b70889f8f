/** Signing out of the church-tax app: the token ends on the server, the session here, and the index shows. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOutOfKirchgeld } from './api';
import { kgSessionStore } from './session-store';

export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOfKirchgeld,
    // signed out here whatever the server says: a token that no longer works is as good as ended
    meta: { handledStatuses: 'all' },
    onSettled: () => {
      kgSessionStore.signOut();
      queryClient.clear();
      navigate('/', { replace: true });
    },
  });
}
