/** B2B contracts name the shared input rules from here. */
export * from '../inputs';
