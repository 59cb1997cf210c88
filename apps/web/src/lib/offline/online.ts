/**
 * Whether the browser believes it has a network: false is certain (no interface up, or the user switched it off),
 * true may still fail. Its own module, without React: the HTTP client and the route guard ask it too.
 */
export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
