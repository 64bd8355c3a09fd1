/** The place in the header's menu where the footer's file puts the data saver's switch, beside the language. */
export const MENU_SETTINGS_ID = 'menu-settings';
