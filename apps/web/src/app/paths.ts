/** The one route table lives in packages/domain (the API seeds menus from it); the web re-exports it here. */
export { href, matchRoute, PATHS, ROUTES, type RouteDef } from '@corridor/domain/paths';
