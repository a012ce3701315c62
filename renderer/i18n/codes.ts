/**
 * Reason and host codes contain dots ("turn.not-yours"); vue-i18n reads dots as nesting, so the
 * code goes in brackets.
 */
export const reasonKey = (code: string): string => `reasons['${code}']`;
export const hostCodeKey = (code: string): string => `hostCodes['${code}']`;
