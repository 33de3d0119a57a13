/** The header that carries an App Check token to our own HTTP endpoints (the name Firebase's SDKs use for callables). */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';
