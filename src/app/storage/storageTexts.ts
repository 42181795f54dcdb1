/** The wording about this device's storage: the Profile section and the sidebar warning. */
export const storageTexts = {
  heading: 'Storage on this device',
  checking: 'Checking how this browser keeps your data…',
  persistent:
    "Persistent: this browser keeps Money Kitchen's data on this device until you sign out or clear the " +
    "browser's data.",
  bestEffort:
    "Not persistent: when space runs low, this browser may clear Money Kitchen's data on this device, " +
    'including changes not yet sent to the server.',
  unsupported:
    "This browser does not say whether it keeps Money Kitchen's data. When space runs low it may clear it, " +
    'including changes not yet sent to the server.',
  ask: 'Ask the browser to keep it',
  asking: 'Asking…',
  declined: 'The browser did not agree this time. Installing the app usually lets it keep the data.',
  usage: (used: string, quota: string) => `Uses ${used} of the ${quota} this browser allows.`,
  usageUnknown: 'This browser does not say how much space Money Kitchen uses.',
  sidebarWarning:
    'Changes are waiting on this device, and this browser may clear them when space runs low. Go online to ' +
    'send them.',
} as const;
