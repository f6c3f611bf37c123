export * from './catalog.ts';
export * from './cart.ts';
export * from './order.ts';
export * from './move-lead.ts';
export * from './returns.ts';
