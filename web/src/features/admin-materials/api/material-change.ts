/** What the material callables answer. */
export type { MaterialResult as MaterialChange } from '@aso/domain/contract';
