/** Query keys of stored files. */
export const fileKeys = {
  all: ['files'] as const,
  /** A stored file's name and type; a stored file never changes. */
  info: (fileId: string) => [...fileKeys.all, 'info', fileId] as const,
};
