/** The chat socket lives in the web kit (shared with the mobile storefront). */
export { chatSocketUrl, useChatSocket } from '@yaocai/web-kit/chat';
