/** The product version shown in the footer, the health check and the version history. */
export const appVersion = '7.0.4';
