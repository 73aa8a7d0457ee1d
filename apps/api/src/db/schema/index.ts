export * from './accounts';
export * from './catalog';
export * from './content';
export * from './cart';
export * from './marketing';
export * from './wallet';
export * from './orders';
export * from './operator';
