/**
 * Resolves in a later task, after the browser has had its turn to paint and answer a tap: the steps of starting the
 * app, each a few milliseconds on a fast machine, made one long task together on a cheap phone.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
