/**
 * The podcast platform links' rule (M69) lives with the API's plain constants (`src/api/constants/podcastLinks.ts`):
 * the form validates with it and the mock server answers with it, and the mock may import the API layer only.
 */
export * from '../../api/constants/podcastLinks';
