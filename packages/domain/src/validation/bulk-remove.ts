/** Bulk removal limit of seed 000 §5 and §9: at most ten selected items go at once. */
import { MULTI_REMOVE_MAX_ITEMS } from '../constants.ts';
import { FIELD_OK, fieldError, type FieldCheck } from './field-check.ts';

export const BulkRemoveMessages = {
  /** Seed 000 §5, verbatim. It spells the limit as "ten", so it is not built from the constant. */
  tooManySelected:
    'You have selected more than ten items to delete. You can only delete ten items at one time. Please change your selection.',
} as const;

/** Refuses a bulk removal of more than MULTI_REMOVE_MAX_ITEMS selected items. */
export function checkBulkRemove(selectedCount: number): FieldCheck<'tooManySelected'> {
  if (selectedCount > MULTI_REMOVE_MAX_ITEMS) {
    return fieldError('tooManySelected', BulkRemoveMessages.tooManySelected);
  }
  return FIELD_OK;
}
