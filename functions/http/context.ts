import type { AppDeps } from '../deps.ts';
import type { UserDoc } from '../store/documents.ts';
import type { CatalogueAnswers } from './catalogue-answers.ts';

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** Set by requireUser / optionalUser after the user was re-read from the store. */
    user: UserDoc | null;
    requestId: string;
    /** Serialised catalogue answers of this app, per catalogue version. */
    catalogueAnswers: CatalogueAnswers;
  };
}
