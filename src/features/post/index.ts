/** The post page and everything around it (issue: the post page). */
export * from './page';
export * from './end';
export * from './extras';
