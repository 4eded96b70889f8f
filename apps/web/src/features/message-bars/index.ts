export { MessageBars } from './components/MessageBars';
export { createMessageStore, type MessageKind, messageStore } from './message-store';
export { MESSAGE_BAR_MESSAGES } from './messages';
export { useMessages } from './use-messages';
