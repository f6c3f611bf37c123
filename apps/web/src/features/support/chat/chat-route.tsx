import { lazy, useEffect } from 'react';
import { openChat } from './chat-open.ts';

const SupportPage = lazy(() => import('../pages/support-page.tsx'));

/**
 * /support/livepage/chat (seed 002 §1): the support page with the chat panel open over it, for a
 * visit straight to the chat's address.
 */
export default function ChatRoute() {
  useEffect(() => openChat(), []);
  return <SupportPage />;
}
