// Who the visitor is, as the server sees it (admin and customer sessions live in server-side cookies).
import type { SessionInfo } from '../../routes/guards';

const none: SessionInfo = { customer: null, admin: null };

export async function fetchSession(): Promise<SessionInfo> {
  const { api } = await import('./client');
  const answer = await api.get('session').json<{ success: boolean; data: SessionInfo | null }>();
  return answer.success && answer.data ? answer.data : none;
}
