export const shortcutTexts = {
  heading: 'Keyboard shortcut',
  toggle: 'Press N to add a transaction',
  explain:
    'Works on every screen while no field has focus. Turn it off if you use speech input or often press N by mistake.',
  hint: 'Press N to add a transaction',
};
