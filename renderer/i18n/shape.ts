import type { Messages } from './es';

/** Same keys as the Spanish catalogue, any strings: a missing or extra key is a type error. */
export type Catalogue<T = Messages> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
