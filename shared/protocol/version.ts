/**
 * The wire protocol's version. A client says it in `hello`; the host refuses other versions with
 * `protocol.version`. Bump it on any change a deployed client could misread.
 */
export const PROTOCOL_VERSION = 2;
