/** The sessionStorage key of the chat's conversation: alone, so a page may ask whether there is one without loading its reader. */
export const CHAT_SESSION_KEY = 'asc_chat_session';
