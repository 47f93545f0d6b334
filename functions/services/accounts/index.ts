/** The accounts capability's front door: all that other capabilities may import from it. */
export { resumeAccountDeletions } from './account-deletion.ts';
