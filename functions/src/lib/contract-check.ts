/**
 * Compile-time proof that every callable of the domain's contract (`@aso/domain/contract`) is deployed from
 * index.ts under its own name with the answer the contract declares. When one is missing or renamed,
 * `EveryCallableDeployed` becomes `never` and the line below fails to compile.
 */
import type { CallableName } from '@aso/domain/contract';
import type * as deployed from '../index';
import type { DeployedCallable } from './callable';

type EveryCallableDeployed = typeof deployed extends { readonly [N in CallableName]: DeployedCallable<N> }
  ? true
  : never;
export const everyCallableDeployed: EveryCallableDeployed = true;
