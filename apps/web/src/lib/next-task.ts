/**
 * Ends the current task and resumes in a new one. The browser may paint and answer input in between, and a
 * phone's long piece of start-up work becomes two shorter ones (Lighthouse counts every task over 50 ms).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
