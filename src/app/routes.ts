/** The route table lives in the screen kit (`src/kit/routes.ts`), so areas and `ProductApp` share one. */
export {
  matchRoute,
  paths,
  pathTo,
  queryString,
  routes,
  type RouteDefinition,
  type RouteMatch,
  type RouteParams,
  type RouteQuery,
  type ScreenId,
} from '../kit/routes';
