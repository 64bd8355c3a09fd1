/**
 * How an ordered line of a product in a returnable container is handed over (`containers` says more). In a module
 * of its own: the web app's start (the saved cart's check) needs this list, not the words of `labels`.
 */
export const CONTAINER_MODES = ['exchange', 'new'] as const;
