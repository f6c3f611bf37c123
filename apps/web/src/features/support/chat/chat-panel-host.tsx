import './chat.css';
import { ChatPanel } from './components/chat-panel.tsx';
import { useChatOpen } from './chat-open.ts';

/** Mounted once by the shell: the chat panel while it is open, nothing otherwise. */
export default function ChatPanelHost() {
  return useChatOpen() ? <ChatPanel /> : null;
}
