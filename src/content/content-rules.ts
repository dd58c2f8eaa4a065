/** Build-time checks every content source passes: dated, described within search-snippet limits, and named in the error when not. */
import { isContentDate } from '../lib/zoned-date';

/** A document title longer than this is cut off in search results and answer-engine citations. */
export const TITLE_MAX = 60;
/** Meta descriptions shorter than this say too little; longer ones are truncated in results. */
export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;

/** Throws `<file>: <message>`: the build stops and names the source to fix. */
export function contentError(file: string, message: string): never {
  throw new Error(`${file}: ${message}`);
}

/** A required, non-empty string field. */
export function requiredText(data: Record<string, unknown>, key: string, file: string): string {
  const value = data[key];
  if (typeof value !== 'string' || !value.trim()) contentError(file, `"${key}" is missing; it must be a non-empty string`);
  return value;
}

/** The source's meta description, required and 50-160 characters. */
export function requiredDescription(data: Record<string, unknown>, file: string, key = 'description'): string {
  const value = requiredText(data, key, file);
  if (value.length < DESCRIPTION_MIN || value.length > DESCRIPTION_MAX) {
    contentError(file, `"${key}" is ${value.length} characters; it must be ${DESCRIPTION_MIN}-${DESCRIPTION_MAX}`);
  }
  return value;
}

/** A required content date: YYYY-MM-DD (the start of that day in New York) or an ISO date-time with its zone. */
export function requiredDate(data: Record<string, unknown>, key: string, file: string): string {
  const value = data[key];
  if (value === undefined || value === null || value === '') contentError(file, `"${key}" is missing; it must be a date (YYYY-MM-DD)`);
  if (typeof value !== 'string' || !isContentDate(value)) contentError(file, `"${key}" must be a date (YYYY-MM-DD), not ${JSON.stringify(value)}`);
  return value;
}

/** An optional content date; when present it must be valid. */
export function optionalDate(data: Record<string, unknown>, key: string, file: string): string | undefined {
  return data[key] === undefined ? undefined : requiredDate(data, key, file);
}
