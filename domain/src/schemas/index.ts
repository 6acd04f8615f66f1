// Every zod schema: entities (documents as read, timestamps as Date) and inputs (forms and callables, strict).
export * from './common';
export * from './measurements';
export * from './profile';
export * from './customer';
export * from './cart';
export * from './product';
export * from './order';
export * from './refunds';
export * from './materials';
export * from './purchasing';
export * from './referrals';
export * from './events';
export * from './leads';
export * from './settings';
export * from './stats';
export * from './mail';
export * from './production';
