/** A translation of one area: exactly the keys of the English reference, each a string.
 * A missing or extra key in zh-CN or zh-TW is a type error (and the key-set test fails). */
export type Messages<T> = { readonly [K in keyof T]: string };
