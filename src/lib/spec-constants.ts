/** Timings and limits of docs/product/constants.md, named as the spec names them. */

export const CHAT_CALL_TIMEOUT_MS = 10_000;
export const BACKGROUND_SYNC_DELAY_MS = 30_000;
export const CONNECTIVITY_PROBE_TIMEOUT_MS = 5_000;
export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const TYPING_DELAY_MIN_MS = 800;
export const TYPING_DELAY_MAX_MS = 1_600;
export const FOLLOW_UP_QUESTIONS_DELAY_MS = 1_500;
export const ACTION_ITEMS_DELAY_MS = 2_500;
export const SERVICE_LIST_PLACEHOLDERS = 6;
export const MAP_SUBTITLE_MAX_CHARS = 50;
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;
export const STATIC_SERVICE_PUBLISHED_AT = '2025-01-15';
export const DEFAULT_CHAT_PROVIDER = 'gemini';
export const DEFAULT_CHAT_CONFIDENCE = 0.9;
export const FALLBACK_CONFIDENCE_KEYWORD = 0.8;
export const FALLBACK_CONFIDENCE_DEFAULT = 0.7;
export const SERVICE_WORKER_PATH = '/sw.js';
export const DEFAULT_SOCIAL_IMAGE = '/images/social/default-og.jpg';
