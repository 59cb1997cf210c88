/** The process form's schemas live in @wp/form (ADR 0013); the contract's endpoints name them from there. */
export * from '@wp/form';
